import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/test-app';

/** A built client in miniature: files with their build-time .gz and .br copies. */
function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-client-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html lang="id"><div id="root"></div></html>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  }
  return dir;
}

describe('serving the built client', () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = makeClientDir();
    ctx = await startTestApp('sqlite', (config) => ({ ...config, clientDir }));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.dispose();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the pre-compressed copy to a browser that accepts it, and caches hashed assets for good', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
    const plain = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('makes the browser check index.html and the service worker on every load, compressed or not', async () => {
    for (const url of ['/', '/kelola-event/5', '/sw.js']) {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${url} ${encoding}`).toBe(200);
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it('never answers an API path with the app', async () => {
    const response = await ctx.app.inject({ url: '/api/tidak-ada', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
