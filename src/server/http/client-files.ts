import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/api-error';
import { isAppRoute } from '../../shared/app-routes';
import { firstVisitShells } from './page-preloads';

/** Files that must be checked on every load so that a new version is found. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function cacheControlFor(filePath: string): string {
  // The file sent may be the pre-compressed copy (sw.js.br): judge by the original's name.
  if (ALWAYS_REVALIDATE.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built PWA and answers every other non-API page request with index.html, so the
 * client's router can show the page: 200 for a path the router knows, 404 for any other (the app
 * then shows its not-found page). /api never falls back to the app.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  let shellFor: (pathname: string) => string | undefined = () => undefined;
  if (hasClient) {
    shellFor = firstVisitShells(clientDir, fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // "/" is a page like the others (below), with its code announced.
      index: false,
      // dist/ holds .br and .gz copies made at build time (scripts/build-client.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasClient && isPage) {
      const pathname = request.url.split('?')[0];
      const shell = shellFor(pathname);
      if (shell) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
      const status = isAppRoute(pathname) ? 200 : 404;
      return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: 'Alamat yang diminta tidak ditemukan.', code: ERROR_CODES.notFound });
  });
}
