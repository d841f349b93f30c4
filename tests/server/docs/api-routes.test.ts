import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/test-app';
import { codeSpans, docPages, pageNamed } from './doc-pages';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A route as the docs write it: `GET /api/events/{id}`. */
const asDocs = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Every route of the app under /api, read from Fastify's own listing: each line of
 * `printRoutes({ commonPrefix: false })` is a path part under its parent's, with the methods it
 * answers (HEAD goes with GET by itself).
 */
function registeredRoutes(context: TestContext): string[] {
  const parts: string[] = [];
  const routes: string[] = [];
  for (const line of context.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/u.exec(line);
    if (!node) continue;
    const depth = node[1].length / 4;
    parts.length = depth;
    parts.push(node[2]);
    const url = parts.join('');
    if (!url.startsWith('/api/')) continue;
    for (const method of (node[3] ?? '').split(', ')) {
      if ((METHODS as readonly string[]).includes(method)) routes.push(asDocs(method, url));
    }
  }
  return routes;
}

/** The routes docs/api.md lists: the first cell of its tables' rows. */
function indexedRoutes(): string[] {
  return Array.from(pageNamed('docs/api.md').text.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`]+)` \|/gm), (match) => match[1]);
}

/** A route the docs write, `GET /api/events/{id}`, as a request the app can be asked about. */
const asRequest = (route: string) => {
  const [method, url] = route.split(' ');
  return { method: method as Method, url: url.replace(/\{(\w+)\}/g, ':$1').replace(/\?.*$/, '') };
};

describe('docs/api.md lists every route the app registers, and no other', () => {
  let context: TestContext;
  beforeAll(async () => {
    // The benchmark's route too: the index lists it, saying when it exists.
    context = await startTestApp('sqlite', (config) => ({ ...config, benchRoutes: true }));
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.dispose();
  });

  it('reads the app routes as the app has them', () => {
    const routes = registeredRoutes(context);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(context.app.hasRoute(asRequest(route)), route).toBe(true);
  });

  it('has a row for every registered route', () => {
    const indexed = new Set(indexedRoutes());
    expect(registeredRoutes(context).filter((route) => !indexed.has(route))).toEqual([]);
  });

  it('lists only routes that exist, once each', () => {
    const indexed = indexedRoutes();
    const registered = new Set(registeredRoutes(context));
    expect(indexed.filter((route) => !registered.has(route))).toEqual([]);
    expect(indexed.filter((route, index) => indexed.indexOf(route) !== index)).toEqual([]);
  });

  it('names, on every page, only routes that exist', () => {
    const named = docPages().flatMap((page) =>
      codeSpans(page)
        .filter((span) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/.test(span))
        .map((span) => ({ page: page.name, route: span })),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(({ route }) => !context.app.hasRoute(asRequest(route)))).toEqual([]);
  });
});
