import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

// Decoded twice: "%252e%252e" is ".." to a server or proxy that decodes once more.
const DECODINGS = 2;

function decoded(path: string): string {
  let text = path;
  for (let i = 0; i < DECODINGS; i += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}

/**
 * A path that climbs (a ".." segment, however encoded), uses backslashes or holds a NUL is
 * refused with 400 before anything looks for a file: no page, API route or static file is named
 * so, and @fastify/static would otherwise answer it with the app's index.html (a 200).
 */
export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = decoded(request.url.split('?')[0]);
    if (/(^|\/)\.\.(\/|$)/.test(path) || path.includes('\\') || path.includes('\0')) {
      throw badRequest('Alamat yang diminta tidak valid.');
    }
  });
}
