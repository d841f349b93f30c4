import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The API routes whose success answer is not a JSON body, so they declare no response schema:
 * the survey results and the register stream out as .xlsx files while they are written, and the benchmark's
 * ceiling answers 204 with nothing. Their refusals are the usual JSON error body.
 */
export const ROUTES_WITHOUT_JSON_ANSWER: ReadonlySet<string> = new Set([
  'GET /api/events/:id/hasil-survei/download',
  'GET /api/dampak-ekonomi/download',
  'GET /api/log-aktivitas/download',
  'POST /api/bench/ceiling',
]);

/** "GET /api/events/:id", the way ROUTES_WITHOUT_JSON_ANSWER names a route (HEAD answers as GET). */
function routeName(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

function declaresSuccess(route: RouteOptions): boolean {
  const response = route.schema?.response;
  if (typeof response !== 'object' || response === null) return false;
  return Object.keys(response).some((status) => status.startsWith('2'));
}

/**
 * Every API route declares the JSON it answers with: the serializer then sends only what the
 * schema names, and the client parses the answer with the same shared schema. A route added
 * without one stops the server at start-up (every test builds the app) instead of answering
 * whatever its handler returns.
 */
export function registerResponseContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      const name = routeName(method, route.url);
      if (!ROUTES_WITHOUT_JSON_ANSWER.has(name) && !declaresSuccess(route)) {
        throw new Error(`${name} declares no response schema (schema.response with a 2xx entry).`);
      }
    }
  });
}
