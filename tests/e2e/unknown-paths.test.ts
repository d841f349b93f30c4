import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, openBrowser, waitForServiceWorker } from './harness/browser';

/**
 * Issue 30, item 5, in the browser: a path that is no page of the app answers 404 and shows the
 * app's not-found page, also once the service worker holds the app (it asks the server), and
 * offline, where the stored app shows that page itself.
 */

const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('a path that is no page of the app, in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    app = await startApp();
    browser = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is a 404 with the not-found page, online with or without the service worker, and the not-found page offline', async () => {
    const page = await browser.context.newPage();
    const notFound = page.getByRole('heading', { name: '404 Halaman Tidak Ditemukan' });

    const first = await page.goto(`${app.url}/llms.txt`);
    expect(first?.status()).toBe(404);
    await notFound.waitFor();

    await page.goto(`${app.url}/login`);
    await waitForServiceWorker(page);
    const withWorker = await page.goto(`${app.url}/wp-login.php`);
    expect(withWorker?.status()).toBe(404);
    await notFound.waitFor();
    const appRoute = await page.goto(`${app.url}/data-survei/1`);
    expect(appRoute?.status()).toBe(200);

    await browser.context.setOffline(true);
    try {
      await page.goto(`${app.url}/wp-login.php`);
      await notFound.waitFor();
      await page.goto(`${app.url}/login`);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
