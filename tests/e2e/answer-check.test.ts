import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { LOOPBACK_ONLY_FLAGS, logIn } from './harness/browser';

/**
 * Issue 30: the API's answers are checked against their schemas in a worker
 * (src/client/lib/answer-check/), so that a screen that only reads never loads zod on its own
 * thread. In Chromium: the Instansi dashboard draws its events with the worker started and no zod
 * chunk among the page's own resources, and an answer not in its schema's shape, refused in the
 * worker, still gives the screen's error and not a crash.
 */

const chromiumPath = inject('chromiumPath');
const CHECKER = /\/assets\/answer-check\.worker-[\w-]+\.js$/;

/** The scripts the page itself loaded (a worker's own loads are in the worker's timeline). */
function pageScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
}

describe.skipIf(!chromiumPath)('the answers checked in a worker, in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let instansi: E2eUser;
  let event: Event;

  beforeAll(async () => {
    app = await startApp();
    const admin = await createAdmin(app.url);
    instansi = await createUserAs(app.url, admin, { nama: 'Dinas Olahraga', email: 'dinas@contoh.id', peran: 'Instansi', password: 'kebun-mangga-03' });
    ({ event } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: {
        nama_event: 'Lari Pagi Solo',
        lokasi: 'Solo',
        tanggal_mulai: '2026-08-01',
        tanggal_selesai: '2026-08-02',
        deskripsi: 'Lari 10K',
        jumlah_peserta: 300,
        skala_event: 'Lokal',
        nama_kategori_baru: 'Lari',
        sponsors: [],
      },
    }));
    browser = await chromium.launch({ executablePath: chromiumPath as string, args: [...LOOPBACK_ONLY_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A page of its own context; without the service worker, so that `page.route` sees every call. */
  async function signedInPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID', serviceWorkers: 'block' });
    const page = await context.newPage();
    await logIn(page, app.url, instansi, '/dashboard-instansi');
    return page;
  }

  it('draws the Instansi dashboard with the worker checking and no zod on the page', async () => {
    const page = await signedInPage();
    const checker = page.waitForEvent('worker', { predicate: (worker) => CHECKER.test(worker.url()), timeout: 10_000 });
    await page.reload();
    await checker;
    await page.getByRole('heading', { name: event.nama_event }).waitFor();

    const scripts = await pageScripts(page);
    expect(scripts.some((script) => script.startsWith('/assets/index-')), 'the page lists its own scripts').toBe(true);
    expect(scripts.filter((script) => /\/assets\/zod-/.test(script))).toEqual([]);
    await page.context().close();
  });

  it('refuses an answer not in its schema\'s shape with the screen\'s error message', async () => {
    const page = await signedInPage();
    await page.route(
      (url) => url.pathname === '/api/events',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ id: 'satu' }]) }),
    );
    await page.reload();

    // The query tries once more (app/query-client.ts), with the same answer.
    await page.getByRole('alert').filter({ hasText: 'Gagal mengambil data event.' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('heading', { name: event.nama_event }).count()).toBe(0);
    await page.context().close();
  });
});
