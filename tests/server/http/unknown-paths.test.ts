import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { APP_ROUTE_PATHS } from '../../../src/shared/app-routes';
import { describeOnEachDatabase } from '../helpers/test-app';

const SHELL = '<!doctype html><html lang="id"><div id="root"></div><script type="module" src="/assets/app.js"></script></html>';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** Every route of the client router, its parameters filled as a link would fill them. */
const APP_PATHS = APP_ROUTE_PATHS.map((route) => route.replace(/:[^/]+/g, '1'));

describeOnEachDatabase(
  'a path that is no page of the app',
  (ctx) => {
    it('answers 404 with the app, which shows its not-found page, for a HTML reader', async () => {
      for (const url of ['/llms.txt', '/wp-login.php', '/.env', '/data-survei', '/data-survei/1/lagi', '/kelola-event/1/edit', '/admin']) {
        const response = await ctx().app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toBe(SHELL);
      }
    });

    it('answers a HEAD for it 404 too', async () => {
      const response = await ctx().app.inject({ method: 'HEAD', url: '/wp-login.php' });
      expect(response.statusCode).toBe(404);
    });

    it('still opens every route the client router knows, deep links and query strings included', async () => {
      for (const url of [...APP_PATHS, '/data-survei/1?halaman=2&q=tes', '/login/', '/Data-Survei/7', '/hasil-analisis/abc']) {
        const response = await ctx().app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(SHELL);
      }
    });

    it('keeps answering an unknown API path with JSON, not the app', async () => {
      const response = await ctx().app.inject({ url: '/api/llms.txt', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Alamat yang diminta tidak ditemukan.', code: 'NOT_FOUND' });
    });
  },
  (config) => ({ ...config, clientDir }),
);
