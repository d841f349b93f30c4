import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, launchBrowser, waitForServiceWorker } from './harness/browser';

/**
 * Issue 30: every page starts a worker that makes the app's formatters first, so that the locale
 * data they load is ready before the page's first figure (src/client/lib/warm-up-formatters.ts).
 * The worker must load under the Content-Security-Policy, run to its end (it closes itself after
 * the last formatter; a failed import or a thrown error would leave it open), and do so offline
 * too, from the service worker's cache. Whether it saves time is measured, not tested
 * (tests/bench/RESULTS.md).
 */

const chromiumPath = inject('chromiumPath');
const WARM_UP = /\/assets\/warm-up-formatters\.worker-[\w-]+\.js$/;

/** Opens `path` and resolves once the warm-up worker has closed itself. */
async function warmUpRunsOn(page: Page, url: string): Promise<void> {
  const started = page.waitForEvent('worker', { predicate: (worker) => WARM_UP.test(worker.url()), timeout: 10_000 });
  await page.goto(url);
  const worker: Worker = await started;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the warm-up worker ${worker.url()} did not finish`)), 10_000);
    worker.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe.skipIf(!chromiumPath)('the formatters warmed up in a worker, in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser(chromiumPath as string, { width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('runs to its end without an error, online and offline', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Offline, the app's own requests to the server fail by design; those are not the worker's.
      if (message.type() === 'error' && !message.text().includes('ERR_INTERNET_DISCONNECTED')) errors.push(message.text());
    });

    await warmUpRunsOn(page, `${app.url}/login`);
    await waitForServiceWorker(page);

    await browser.context.setOffline(true);
    try {
      await warmUpRunsOn(page, `${app.url}/login`);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });
});
