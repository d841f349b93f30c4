import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ImpactRegisterResponse } from '../../src/shared/schemas/impact-register';
import type { ServerProcess } from '../reliability/helpers/server-process';
import { api } from './harness/api';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { PDFTOTEXT, pdfPages } from './harness/pdf-text';
import { demoUser, startDemoDataServer, stopDemoDataServer } from './harness/demo-data';
import { rupiahShort } from './harness/rupiah-text';

/**
 * Issue 29, item 6, for the register: "Cetak / Simpan PDF" prints it on A4 with the browser's own
 * print. Printed to PDF in Chromium (page.pdf, which prints as the print dialog does) and read back
 * with pdftotext: the title, method version and print date on every page, no filter, pager or
 * button on paper, and no event's row cut across two pages.
 */

const chromiumPath = inject('chromiumPath');

/** Enough events with and without figures for the register to run over several A4 pages. */
const EXTRA_EVENTS = 17;

/** The PDF's text, one string per page. */
function pdfText(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-register-pdf-'));
  try {
    const file = path.join(dir, 'register.pdf');
    fs.writeFileSync(file, pdf);
    return pdfPages(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Today in Jakarta as the running header dates it ("27 Nov 2026"). */
function jakartaDay(): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
  const at = new Date(Date.now() + 7 * 60 * 60 * 1000);
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/**
 * Where each event's row starts (its line "2026 · Jawa Timur · Atletik", under the name) and ends
 * (its last line, "dihitung 26 Nov 2026 23.41 WIB"), in the page's reading order: "SESE" is whole
 * rows, a page ending on "S" or starting on "E" cut a row.
 */
function rowMarks(pageText: string): string {
  const marks = [...pageText.matchAll(/(?<!Tahun )\b(?:19|20)\d\d · |\bdihitung \d{1,2} \w{3} \d{4}/g)];
  return marks.map((mark) => (mark[0].startsWith('dihitung') ? 'E' : 'S')).join('');
}

describe.skipIf(!chromiumPath)('the register printed on A4 in Chromium', () => {
  let server: ServerProcess;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startDemoDataServer('sis-e2e-impact-register-print-');
    const { token } = await api<{ token: string }>(server.url, 'POST', '/api/login', { body: demoUser('Admin') });
    for (let i = 1; i <= EXTRA_EVENTS; i++) {
      const day = `2026-0${1 + (i % 9)}-1${i % 10}`;
      await api(server.url, 'POST', '/api/events', {
        token,
        body: { nama_event: `Kejuaraan Cetak ${String(i).padStart(2, '0')}`, lokasi: 'Kota Semarang', tanggal_mulai: day, tanggal_selesai: day },
      });
    }
    browser = await openBrowser({ width: 1366, height: 768 });
  });
  afterAll(async () => {
    await browser?.close();
    await stopDemoDataServer(server);
  });

  async function openImpactRegister(): Promise<{ page: Page; register: ImpactRegisterResponse }> {
    const page = await browser.context.newPage();
    await logIn(page, server.url, demoUser('Instansi'), '/dashboard-instansi');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/dampak-ekonomi' && candidate.request().method() === 'GET'),
      page.goto(`${server.url}/dampak-ekonomi`),
    ]);
    const register = (await response.json()) as ImpactRegisterResponse;
    await page.getByRole('table', { name: 'Daftar dampak ekonomi per event' }).waitFor();
    return { page, register };
  }

  if (!PDFTOTEXT) {
    it.skip('needs pdftotext (poppler-utils) to read the printed pages back: not installed', () => undefined);
    return;
  }

  it('prints the title, method version and print date on every page, no controls, and no row cut in two', async () => {
    const { page, register } = await openImpactRegister();
    try {
      expect(register.data.length).toBeGreaterThanOrEqual(EXTRA_EVENTS + 3);
      const pages = pdfText(await page.pdf({ format: 'A4' }));
      expect(pages.length, 'the register runs over several pages').toBeGreaterThanOrEqual(2);

      // The filters stay off paper, but the paper says which events it lists and in which order.
      expect(pages[0]).toContain('Filter: semua event · Urutan: Tahun, terbaru dulu');

      const version = Math.max(...register.versi_metode);
      const header = `Daftar Dampak Ekonomi · Metode versi ${version} · Dicetak ${jakartaDay()}`;
      pages.forEach((text, index) => {
        expect(text, `page ${index + 1} has the running header`).toContain(header);
        for (const control of ['Unduh (XLSX)', 'Cetak / Simpan PDF', 'Cari event', 'Hapus semua filter', 'Urutkan', 'Sebelumnya', 'Berikutnya']) {
          expect(text, `page ${index + 1} has no "${control}"`).not.toContain(control);
        }
        expect(rowMarks(text), `page ${index + 1}: every row whole`).toMatch(/^(SE)*$/);
      });

      // Every event is on paper, each once.
      const all = pages.join('\n');
      // The chart on paper draws every filtered event with a figure, not only the page's: each says
      // its figure in words, "Rp 1,43 miliar (rentang 90%: …)", once.
      expect(register.grafik.length, 'the demo data has events with figures').toBeGreaterThan(0);
      expect(all).toContain('Dampak ekonomi langsung dan rentang 90%');
      for (const point of register.grafik) {
        const said = new RegExp(`${escaped(rupiahShort(point.dampak_langsung))}\\s+\\(rentang 90%:`, 'g');
        expect(all.match(said), point.nama_event).toHaveLength(1);
      }
      for (const row of register.data) expect(all, row.nama_event).toContain(row.nama_event);
      expect(pages.map(rowMarks).join('')).toBe('SE'.repeat(register.data.length));
      // How to read it all closes the last page: the method version, and what the figures are not.
      const last = pages[pages.length - 1];
      expect(last).toContain('Cara membaca daftar ini');
      expect(last).toContain(`metode versi ${version}`);
      expect(last).toContain('bukan laba atas investasi');
    } finally {
      await page.close();
    }
  });
});
