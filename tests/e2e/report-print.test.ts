import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DampakEkonomi } from '../../src/shared/schemas/economic-impact';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { seedReportEvent } from './harness/economic-report-event';
import { PDFTOTEXT, pdfPages } from './harness/pdf-text';
import { rupiahShort } from './harness/rupiah-text';

const chromiumPath = inject('chromiumPath');
if (chromiumPath && !PDFTOTEXT) {
  console.log('Print test skipped: pdftotext is not installed (Debian\'s "poppler-utils" package).');
}

/** The printed PDFs stay for a person to look at, beside the screenshots (git-ignored). */
const PDF_DIR = path.resolve('test-results', 'print');

const EVENT = 'Solo 10K';
/**
 * The pages this event's report prints on: 9 with Debian's Chromium and fonts here. A range, as
 * another machine's fonts may move a break; the order of what is printed is checked exactly.
 */
const PAGES = { min: 6, max: 12 };
const SOURCE = 'Tabel Input-Output BPS 2016, Jawa Tengah';

/**
 * The elements print must never cut across pages: table rows, cards, and the boxes charts draw
 * in. Each gets two invisible marks, one on its top edge and one on its bottom edge; in the PDF
 * both must land on the same page.
 */
async function markUncuttable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const boxes = new Set<HTMLElement>();
    for (const element of document.querySelectorAll<HTMLElement>('main tr, main li, main .print-keep')) boxes.add(element);
    for (const chart of document.querySelectorAll<Element>('main canvas, main svg')) {
      const box = chart.parentElement;
      if (box && !box.closest('tr, li')) boxes.add(box);
    }
    const visible = [...boxes].filter((box) => box.getClientRects().length > 0 && !box.closest('.print\\:hidden'));
    visible.forEach((box, index) => {
      // A row's marks go in its first cell, which is as tall as the row.
      const holder = box instanceof HTMLTableRowElement ? (box.cells[0] as HTMLElement) : box;
      holder.style.setProperty('position', 'relative');
      for (const [edge, suffix] of [
        ['top', 'A'],
        ['bottom', 'Z'],
      ] as const) {
        const mark = document.createElement('span');
        mark.textContent = `qq${index}${suffix}qq`;
        for (const [name, value] of Object.entries({ position: 'absolute', left: '0', [edge]: '0', 'font-size': '4px', 'line-height': '4px', color: '#ffffff' })) {
          mark.style.setProperty(name, value);
        }
        holder.append(mark);
      }
    });
    return visible.length;
  });
}

/** The marked boxes whose top and bottom marks are on different pages (or missing). */
function cutBoxes(pages: string[], count: number): string[] {
  const pageOf = (mark: string) => pages.findIndex((text) => text.includes(mark));
  return Array.from({ length: count }, (_, index) => index).flatMap((index) => {
    const [top, bottom] = [pageOf(`qq${index}Aqq`), pageOf(`qq${index}Zqq`)];
    return top === -1 || top !== bottom ? [`box ${index}: top on page ${top + 1}, bottom on page ${bottom + 1}`] : [];
  });
}

describe.skipIf(!chromiumPath || !PDFTOTEXT)('the economic impact report printed to A4 in Chromium', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let browser: BrowserSession;
  let page: Page;
  let report: DampakEkonomi;
  let reportUrl: string;

  async function printToPdf(name: string): Promise<string[]> {
    const file = path.join(PDF_DIR, `${name}.pdf`);
    await page.emulateMedia({ media: 'print' });
    // Print draws the charts not yet scrolled near (DelayedChart): none may be left a placeholder.
    await page.locator('main canvas').nth(2).waitFor();
    await page.pdf({ path: file, format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    return pdfPages(file);
  }

  async function openReport() {
    await page.goto(reportUrl);
    await page.getByRole('region', { name: 'Ringkasan dampak' }).waitFor();
    // Everything drawn: the host's names in the levels' sentences (the charts wait for print).
    await page.getByText('Uang baru bagi Kota Surakarta').waitFor();
  }

  beforeAll(async () => {
    fs.mkdirSync(PDF_DIR, { recursive: true });
    app = await startApp();
    admin = await createAdmin(app.url);
    const surveyor = await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    const seeded = await seedReportEvent(app.url, admin, surveyor, EVENT);
    await seeded.saveParameters({
      pengganda: {
        output: 1.8,
        pendapatan: 0.35,
        nilai_tambah: 0.5,
        tenaga_kerja_per_miliar: 12,
        sumber: SOURCE,
        tahun_tabel: 2016,
        cakupan_tabel: 'provinsi',
        tipe: 'I',
      },
    });
    report = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${seeded.event.id}/dampak-ekonomi`, { token: admin.token });
    reportUrl = `${app.url}/dampak-ekonomi/${seeded.event.id}`;
    browser = await openBrowser({ width: 1366, height: 768 });
    page = await browser.context.newPage();
    // The Admin's page has the most to leave off paper: the menu and the parameters form.
    await logIn(page, app.url, admin, '/dashboard-admin');
    await openReport();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('prints the headline first, the method and parameters last, and the running header on every page', async () => {
    expect(await page.getByRole('button', { name: 'Cetak / Simpan PDF' }).isVisible()).toBe(true);
    const pages = await printToPdf('report');

    // The headline; the levels; the whole event's funnel, then each counted segment's (a funnel
    // card is never cut); visits and origins; categories and samples; multipliers; and the method
    // with the parameters on a page of their own.
    expect(pages.length).toBeGreaterThanOrEqual(PAGES.min);
    expect(pages.length).toBeLessThanOrEqual(PAGES.max);
    // The funnel charts were never scrolled near: printing drew them all.
    expect(pages.join('\n')).not.toContain('Memuat grafik');
    const [first] = pages;
    expect(first).toContain(`Dampak ekonomi langsung: sekitar ${rupiahShort(report.total!.dampak_langsung)}`);
    expect(first).toContain('berdasarkan 155 responden dari 2 segmen · dihitung');
    for (const screenOnly of ['Cetak / Simpan PDF', 'Sport Impact', 'Kelola Pengguna', 'Kelola Event', 'Input Survei', 'Periksa di Data Survei']) {
      expect(first).not.toContain(screenOnly);
    }
    expect(pages.join(' ')).not.toContain('Simpan Parameter');

    pages.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toContain(`${EVENT} · Metode versi 2 · Dicetak`);
      expect(text, `page ${index + 1}`).toContain(`Halaman ${index + 1} dari ${pages.length}`);
    });
    const last = pages[pages.length - 1];
    expect(last).toContain('Cara menghitung');
    expect(last).toContain('Parameter dan sumbernya');
    // pdftotext reads a label and its value, set apart on one line, in no fixed order.
    for (const text of ['Sumber pengganda', SOURCE, 'Wilayah tuan rumah: Kota Surakarta, Jawa Tengah.', 'Kunjungan Penonton', '12.000 (rentang 10.000–14.000)', '0,35']) {
      expect(last).toContain(text);
    }
  });

  it('cuts no table row, card or chart across two pages, and the check finds a cut once the print rules allow one', async () => {
    const unmarked = (await printToPdf('unmarked')).length;
    const count = await markUncuttable(page);
    expect(count).toBeGreaterThan(50);
    const pages = await printToPdf('marked');
    expect(cutBoxes(pages, count)).toEqual([]);
    // The marks themselves moved nothing.
    expect(pages).toHaveLength(unmarked);

    // The same page with the rules that keep boxes whole turned off: the marks must then see cuts.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('@media print { * { break-inside: auto !important; } }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    expect(cutBoxes(await printToPdf('unguarded'), count).length).toBeGreaterThan(0);
  });
});
