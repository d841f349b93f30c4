import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DampakEkonomi } from '../../src/shared/schemas/economic-impact';
import type { ImpactRegisterResponse } from '../../src/shared/schemas/impact-register';
import type { ServerProcess } from '../reliability/helpers/server-process';
import { api } from './harness/api';
import { a11yViolations } from './harness/axe';
import { downloadedBytes, logIn, sharedBrowser } from './harness/browser';
import { rupiahShort } from './harness/rupiah-text';
import { demoUser, startDemoDataServer, stopDemoDataServer } from './harness/demo-data';
import { saveScreenshot } from './harness/screenshots';

/**
 * Issue 29, item 3: the register of every event (/dampak-ekonomi) over the demo data, in
 * Chromium at 390 and 1366 px: reached from each role's dashboard, every event of the API's answer
 * with its status and figures (each equal to the event's own report), filters and order kept in
 * the address through a report and back, the XLSX download, and no axe finding.
 */

const chromiumPath = inject('chromiumPath');

const PHONE_390 = { width: 390, height: 844 };
const LAPTOP_1366 = { width: 1366, height: 768 };

const HOMES = { Admin: '/dashboard-admin', Surveyor: '/dashboard-surveyor', Instansi: '/dashboard-instansi' } as const;

/** Text as a reader sees it: no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

const isListCall = (response: Response) => new URL(response.url()).pathname === '/api/dampak-ekonomi' && response.request().method() === 'GET';

/** Does `action`, and returns the register page the screen asked for meanwhile. */
async function listAnswer(page: Page, action: () => Promise<unknown>): Promise<ImpactRegisterResponse> {
  const [response] = await Promise.all([page.waitForResponse(isListCall), action()]);
  expect(response.status()).toBe(200);
  return (await response.json()) as ImpactRegisterResponse;
}

const table = (page: Page) => page.getByRole('table', { name: 'Daftar dampak ekonomi per event' });

/** The row of the event named `name`. */
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });

describe.skipIf(!chromiumPath)('the register of every event in Chromium at 390 and 1366 px, demo data', () => {
  let server: ServerProcess;
  let browser: Browser;
  let instansiToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startDemoDataServer('sis-e2e-register-');
    ({ token: instansiToken } = await api<{ token: string }>(server.url, 'POST', '/api/login', { body: demoUser('Instansi') }));
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await stopDemoDataServer(server);
  });

  /** A fresh browser profile signed in as `peran`; closing the page closes the profile. */
  async function signedIn(peran: keyof typeof HOMES): Promise<Page> {
    const context = await browser.newContext({ viewport: LAPTOP_1366, locale: 'id-ID', acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    page.on('close', () => void context.close());
    await logIn(page, server.url, demoUser(peran), HOMES[peran]);
    return page;
  }

  it('opens from the Instansi dashboard with every event, its status and its figures, equal to its own report', async () => {
    const page = await signedIn('Instansi');
    try {
      const register = await listAnswer(page, () => page.getByRole('link', { name: /Daftar Dampak Ekonomi/ }).click());
      await page.waitForURL('**/dampak-ekonomi');
      await table(page).waitFor();
      await expect.poll(() => page.title()).toBe('Daftar Dampak Ekonomi · Sport Impact');

      expect(register.data.length).toBeGreaterThanOrEqual(3);
      expect(await table(page).locator('tbody tr').count()).toBe(register.data.length);
      const withFigures = register.data.filter((row) => row.dampak_langsung !== null);
      expect(withFigures.length, 'the demo data has events with figures').toBeGreaterThan(0);

      const statusWords = { lengkap: 'Lengkap', belum_lengkap: 'Belum lengkap', menunggu_pemeriksaan: 'Menunggu pemeriksaan' } as const;
      for (const row of register.data) {
        const shown = rowOf(page, row.nama_event);
        expect(await shown.getByRole('link').getAttribute('href')).toBe(`/dampak-ekonomi/${row.event_id}`);
        const cells = (await shown.getByRole('cell').allTextContents()).map(plain);
        expect(cells[1]).toContain(statusWords[row.status]);
        for (const missing of row.kekurangan) expect(cells[1]).toContain(missing);
        if (row.perlu_diperiksa > 0) expect(cells[1]).toContain(`${row.perlu_diperiksa} jawaban menunggu pemeriksaan`);
        expect(cells[2]).toContain(row.dampak_langsung === null ? '—' : rupiahShort(row.dampak_langsung));
        expect(cells[6]).toContain(`n = ${row.n === null ? '—' : String(row.n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`);
        expect(cells[6]).toContain(`Metode versi ${row.versi_metode}`);
      }

      // The register's figure is the event's own report's.
      for (const row of withFigures) {
        const report = await api<DampakEkonomi>(server.url, 'GET', `/api/events/${row.event_id}/dampak-ekonomi`, { token: instansiToken });
        expect(report.total?.dampak_langsung).toBe(row.dampak_langsung);
        expect(report.total?.n).toBe(row.n);
      }

      // The chart draws every filtered event with a figure (the answer's grafik, whatever the page),
      // in the list's order, each told in words.
      expect(register.grafik.map((point) => point.event_id)).toEqual(withFigures.map((row) => row.event_id));
      const chart = page.getByRole('list', { name: 'Dampak ekonomi langsung per event' });
      const charted = (await chart.getByRole('listitem').allTextContents()).map(plain);
      expect(charted).toHaveLength(register.grafik.length);
      register.grafik.forEach((point, index) => {
        expect(charted[index]).toContain(point.nama_event);
        expect(charted[index]).toContain(rupiahShort(point.dampak_langsung));
      });
      expect(plain(await page.locator('main').textContent())).not.toMatch(/\bROI\b/);
    } finally {
      await page.close();
    }
  });

  it('fits 390 and 1366 px, without a finding of axe', async () => {
    const page = await signedIn('Instansi');
    try {
      await listAnswer(page, () => page.goto(`${server.url}/dampak-ekonomi`));
      await table(page).waitFor();
      for (const [suffix, viewport] of [
        ['390', PHONE_390],
        ['1366', LAPTOP_1366],
      ] as const) {
        await page.setViewportSize(viewport);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(page, `register-${suffix}`);
        expect(await a11yViolations(page), `the register at ${suffix} px`).toEqual([]);
      }
    } finally {
      await page.close();
    }
  });

  it('keeps its filters and order in the address, through a report and back', async () => {
    const page = await signedIn('Admin');
    try {
      const first = await listAnswer(page, () => page.goto(`${server.url}/dampak-ekonomi`));
      const filters = page.getByRole('search', { name: 'Filter daftar dampak ekonomi' });
      const year = String(first.tahun_tersedia[0]);

      const byYear = await listAnswer(page, () => filters.getByLabel('Tahun').selectOption(year));
      await page.waitForURL(`**/dampak-ekonomi?tahun=${year}`);
      expect(byYear.data.every((row) => row.tahun === Number(year))).toBe(true);

      const sorted = await listAnswer(page, () => table(page).getByRole('button', { name: 'Dampak langsung (rentang 90%)' }).click());
      await page.waitForURL(/urut=dampak_langsung/);
      expect(new URL(page.url()).searchParams.get('arah')).toBe('turun');
      const names = sorted.data.map((row) => row.nama_event);
      await expect.poll(async () => table(page).locator('tbody tr a').allTextContents()).toEqual(names);

      const address = page.url();
      await page.getByRole('link', { name: names[0], exact: true }).click();
      await page.waitForURL(/\/dampak-ekonomi\/\d+$/);
      await page.goBack();
      await page.waitForURL(address);
      expect(await filters.getByLabel('Tahun').inputValue()).toBe(year);
      await expect.poll(async () => table(page).locator('tbody tr a').allTextContents()).toEqual(names);

      // A province with no event hosted there: the list says so, and the reload keeps it.
      const empty = await listAnswer(page, () => page.goto(`${server.url}/dampak-ekonomi?provinsi=94`));
      expect(empty.total).toBe(0);
      await page.getByText('Tidak ada event yang cocok dengan filter ini.').waitFor();
      expect(await filters.getByLabel('Provinsi tuan rumah').inputValue()).toBe('94');
    } finally {
      await page.close();
    }
  });

  it('downloads the register with the filters shown as a spreadsheet', async () => {
    const page = await signedIn('Instansi');
    try {
      const register = await listAnswer(page, () => page.goto(`${server.url}/dampak-ekonomi`));
      const year = String(register.tahun_tersedia[0]);
      await listAnswer(page, () => page.getByLabel('Tahun').selectOption(year));
      const [download, request] = await Promise.all([
        page.waitForEvent('download'),
        page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/dampak-ekonomi/download'),
        page.getByRole('button', { name: 'Unduh (XLSX)' }).click(),
      ]);
      expect(new URL(request.url()).searchParams.get('tahun')).toBe(year);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      // An XLSX file is a zip archive.
      expect((await downloadedBytes(download)).subarray(0, 2).toString('latin1')).toBe('PK');
    } finally {
      await page.close();
    }
  });

  it.each(['Surveyor', 'Admin'] as const)('opens read-only from the %s dashboard too', async (peran) => {
    const page = await signedIn(peran);
    try {
      await listAnswer(page, () => page.getByRole('link', { name: /Daftar Dampak Ekonomi/ }).click());
      await table(page).waitFor();
      expect(await page.getByRole('button', { name: /Edit|Hapus/ }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
