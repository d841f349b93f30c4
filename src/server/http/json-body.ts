import type { FastifyInstance } from 'fastify';

/**
 * The client sends a JSON content type on every call, also on a DELETE with no body (docs/api.md,
 * "Conventions"): an empty JSON body means "no body" instead of an error. Anything else goes through
 * Fastify's own parser, which guards against prototype poisoning.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: a text/plain body is refused (415), not read as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
