import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './harness/app-server';

/**
 * What the built app tells machines about itself: a real robots file (not the app's HTML, which
 * every other page path gets) and the manifest that opens the installed app at /aplikasi.
 */
describe('the built app for crawlers and installers', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app.stop());

  it('serves /robots.txt as a robots file that keeps crawlers to the landing page', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).not.toMatch(/<html/i);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /');
  });

  it('serves the manifest with the start_url and shortcuts the installed app uses', async () => {
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { start_url: string; shortcuts: { url: string }[] };
    expect(manifest.start_url).toBe('/aplikasi');
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/input-survei', '/dashboard-instansi']);
  });
});
