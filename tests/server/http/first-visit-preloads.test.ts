import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FIRST_VISIT_PAGES, MANIFEST_PATH } from '../../../src/server/http/page-preloads';
import { describeOnEachDatabase } from '../helpers/test-app';

/** A built client in miniature: index.html as Vite writes it, and Vite's manifest of its chunks. */
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="id">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');
const MANIFEST = {
  'src/client/main.tsx': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'], dynamicImports: ['src/client/features/auth/login-page.tsx'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_text-field-c3.js': { file: 'assets/text-field-c3.js', imports: ['_react-b2.js', '_error-message-d4.js'] },
  '_error-message-d4.js': { file: 'assets/error-message-d4.js' },
  'src/client/features/auth/login-page.tsx': {
    file: 'assets/login-page-e5.js',
    isDynamicEntry: true,
    imports: ['_react-b2.js', '_text-field-c3.js', 'src/client/main.tsx'],
  },
};

function makeClientDir(withManifest: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (withManifest) {
    fs.mkdirSync(path.join(dir, path.dirname(MANIFEST_PATH)), { recursive: true });
    fs.writeFileSync(path.join(dir, MANIFEST_PATH), JSON.stringify(MANIFEST));
  }
  return dir;
}

const built = makeClientDir(true);
const withoutManifest = makeClientDir(false);
afterAll(() => {
  for (const dir of [built, withoutManifest]) fs.rmSync(dir, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describeOnEachDatabase(
  'a first visit to the login',
  (ctx) => {
    it('announces every chunk of the login page with the HTML, once, beside what index.html already names', async () => {
      for (const url of ['/login', '/login/', '/LOGIN?next=%2Fdashboard-admin']) {
        const response = await ctx().app.inject({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(preloads(response.body), url).toEqual([
          '/assets/react-b2.js',
          '/assets/login-page-e5.js',
          '/assets/text-field-c3.js',
          '/assets/error-message-d4.js',
        ]);
        expect(response.body.indexOf('login-page-e5.js'), url).toBeLessThan(response.body.indexOf('</head>'));
      }
    });

    it('leaves index.html as it is for a page whose code the manifest does not name', async () => {
      for (const url of ['/', '/dashboard-admin', '/data-survei/1']) {
        const response = await ctx().app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX_HTML);
      }
    });
  },
  (config) => ({ ...config, clientDir: built }),
);

describeOnEachDatabase(
  'a build without a manifest',
  (ctx) => {
    it('serves the login as before', async () => {
      const response = await ctx().app.inject({ url: '/login' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    });
  },
  (config) => ({ ...config, clientDir: withoutManifest }),
);

it('names page modules that exist, so a moved page is noticed here', () => {
  for (const module of Object.values(FIRST_VISIT_PAGES)) expect(fs.existsSync(module), module).toBe(true);
});
