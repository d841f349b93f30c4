import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { levelSentence, TINGKAT_LABEL } from '../../src/shared/economic-impact/level-words';
import { type DampakEkonomi, TINGKAT } from '../../src/shared/schemas/economic-impact';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { type ReportEvent, seedReportEvent } from './harness/economic-report-event';
import { jakartaTime, rupiah, rupiahRangeShort, rupiahShort as short } from './harness/rupiah-text';
import { saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');

/** The widths the report is read at: a phone and a laptop. */
const PHONE_390 = { width: 390, height: 844 };
const LAPTOP_1366 = { width: 1366, height: 768 };

/** Nights and visitors as the report writes them: one decimal, Indonesian notation. */
const oneDecimal = (value: number) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
/** People and nights on screen: whole ("7.943"); the spreadsheet keeps the decimals. */
const whole = (value: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(Math.round(value));

/** Text as a reader sees it: no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

/** Opens the report and returns the very answer the page was drawn from. */
async function openReport(page: Page, url: string): Promise<DampakEkonomi> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate: Response) => candidate.url().endsWith('/dampak-ekonomi') && candidate.request().method() === 'GET'),
    page.goto(url),
  ]);
  const report = (await response.json()) as DampakEkonomi;
  await page.getByRole('region', { name: 'Ringkasan dampak' }).waitFor();
  return report;
}

/** The headline card's lines, top to bottom. */
async function headlineLines(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Ringkasan dampak' }).locator('> div').first();
  return (await card.locator('p').allTextContents()).map(plain);
}

/** At 390 and 1366 px: nothing wider than the screen, no axe finding, a screenshot of each. */
async function checkWidths(page: Page, name: string) {
  for (const [suffix, viewport] of [
    ['390', PHONE_390],
    ['1366', LAPTOP_1366],
  ] as const) {
    await page.setViewportSize(viewport);
    // Charts resize to the new width a moment later, longer on a busy machine.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `${name}-${suffix}`);
    expect(await a11yViolations(page), `${name} at ${suffix}`).toEqual([]);
  }
}

describe.skipIf(!chromiumPath)('the v2 economic impact report in Chromium, at 390 and 1366 px', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let instansi: E2eUser;
  let event: Event;
  let seeded: ReportEvent;
  let browser: BrowserSession;
  let page: Page;
  let reportUrl: string;

  const saveParameters: ReportEvent['saveParameters'] = (changes) => seeded.saveParameters(changes);

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    const surveyor = await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    instansi = await createUserAs(app.url, admin, { nama: 'Dinas Pariwisata', email: 'dispar@contoh.id', peran: 'Instansi', password: 'kebun-mangga-04' });
    seeded = await seedReportEvent(app.url, admin, surveyor);
    event = seeded.event;
    reportUrl = `${app.url}/dampak-ekonomi/${event.id}`;
    browser = await openBrowser(PHONE_390);
    page = await browser.context.newPage();
    await logIn(page, app.url, instansi, '/dashboard-instansi');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('heads with "sekitar" in three figures, the interval, "setidaknya", the basis, the waiting answer and the segment not counted', async () => {
    const report = await openReport(page, reportUrl);
    const total = report.total!;
    expect(report.metode.versi_metode).toBe(2);
    expect(total.dampak_langsung).toBeGreaterThan(0);
    expect(total.interval[0]).toBeGreaterThan(0);
    expect(total.perlu_diperiksa).toBe(1);
    expect([total.n, total.jumlah_segmen]).toEqual([155, 2]);

    // The interval in the unit of its upper end, the lower end read to the same place.
    const [lo, hi] = total.interval;
    const { range, low } = rupiahRangeShort(lo, hi);
    expect(await headlineLines(page)).toEqual([
      `Dampak ekonomi langsung: sekitar ${short(total.dampak_langsung)}`,
      `rentang 90%: ${range}`,
      `setidaknya ${low} dengan keyakinan 95%`,
      'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.',
      `berdasarkan 155 responden dari 2 segmen · dihitung ${jakartaTime(report.dihitung_pada)}`,
      'Tidak dihitung: Ofisial (sampel terlalu kecil: 12 responden)',
      '1 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen. Periksa di Data Survei',
    ]);
    const link = page.getByRole('link', { name: 'Periksa di Data Survei' });
    expect(await link.getAttribute('href')).toBe(`/data-survei/${event.id}?pemeriksaan=perlu`);

    // The exact Rupiah under the headline.
    const details = page.getByRole('table', { name: 'Rincian angka (Rupiah penuh)' });
    const rows = await details.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    expect(rows).toEqual([
      ['Dampak ekonomi langsung', rupiah(total.dampak_langsung)],
      ['Batas bawah rentang 90%', rupiah(lo)],
      ['Batas atas rentang 90%', rupiah(hi)],
      ['Belanja pengunjung tambahan', rupiah(total.corong.belanja_pengunjung_tambahan)],
      ['+ Belanja penyelenggara di wilayah', rupiah(150_000_000)],
      ['− Dana penyelenggara dari wilayah', rupiah(40_000_000)],
      ['Belanja yang tertahan di wilayah', rupiah(total.tertahan)],
      ['Perputaran uang kotor', rupiah(total.perputaran_kotor)],
    ]);
    await checkWidths(page, 'economic-v2-positive');
  });

  it('draws no funnel, column or card for the segment not counted', async () => {
    const report = await openReport(page, reportUrl);
    const ofisial = report.segmen.find((segmen) => segmen.tipe_responden === 'Ofisial')!;
    expect(ofisial.dihitung).toBe(false);

    const funnel = page.getByRole('region', { name: 'Dari kunjungan ke dampak' });
    // Charts are drawn as they near the screen: each card is brought there, as a reader scrolls.
    for (const card of await funnel.getByRole('region').all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(() => funnel.locator('canvas').count()).toBe(3);
    expect(await funnel.getByRole('region', { name: 'Ofisial' }).count()).toBe(0);
    const table = page.getByRole('table', { name: 'Dampak langsung per kategori belanja' });
    expect((await table.getByRole('columnheader').allTextContents()).map(plain)).toEqual([
      'Kategori',
      'Penonton',
      'Atlet',
      'Total dampak langsung',
      'Perputaran kotor',
    ]);
    expect(await table.textContent()).not.toContain('—');
    const sample = page.getByRole('region', { name: 'Ukuran sampel' });
    expect(await sample.getByRole('heading', { name: 'Ofisial' }).count()).toBe(0);
  });

  it("gives the sample panel the headline's own margin, never 'memadai' beside one wider than ±10%", async () => {
    const report = await openReport(page, reportUrl);
    const sample = page.getByRole('region', { name: 'Ukuran sampel' });
    await sample.waitFor();
    const margin = report.total!.margin_galat_relatif!;
    expect(plain(await sample.textContent())).toContain(
      `Margin galat dampak langsung seluruh event: ±${String(Math.round(margin * 1000) / 10).replace('.', ',')}%`,
    );
    for (const tipe of ['Penonton', 'Atlet'] as const) {
      const segmen = report.segmen.find((item) => item.tipe_responden === tipe)!;
      const card = sample.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tipe, exact: true }) });
      const text = plain(await card.textContent());
      const shown = segmen.margin_galat_relatif === null ? '—' : `±${String(Math.round(segmen.margin_galat_relatif * 1000) / 10).replace('.', ',')}%`;
      expect(text).toContain(`Margin galat${shown}`);
      expect(text).not.toContain('±0%');
      if (segmen.margin_galat_relatif === null || segmen.margin_galat_relatif > 0.1) expect(text).not.toMatch(/memadai|Sudah cukup/);
    }
    const penonton = report.segmen.find((item) => item.tipe_responden === 'Penonton')!;
    expect(penonton.perlu_diperiksa).toBe(1);
    expect(penonton.batas_wajar_segmen).not.toBeNull();
  });

  it('reads the new money at three levels, each with its interval and its sentence, on one scale', async () => {
    const report = await openReport(page, reportUrl);
    const { tingkat } = report.total!;
    // Visitors from abroad and from other provinces came: every level has new money, less as the area widens.
    expect(tingkat.nasional.nilai).toBeGreaterThan(0);
    expect(tingkat.provinsi.nilai).toBeGreaterThan(tingkat.nasional.nilai);
    expect(report.total!.corong.belanja_pengunjung_tambahan).toBeGreaterThan(tingkat.provinsi.nilai);

    const levels = page.getByRole('region', { name: 'Dampak menurut tingkat wilayah' });
    for (const key of TINGKAT) {
      const card = levels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TINGKAT_LABEL[key], exact: true }) });
      const { nilai, interval } = tingkat[key];
      // The host's names arrive with the wilayah list, a moment after the figures.
      await expect
        .poll(async () => plain(await card.textContent()))
        .toBe(
          `${TINGKAT_LABEL[key]}sekitar ${short(nilai)}rentang 90%: ${rupiahRangeShort(interval[0], interval[1]).range}` +
            levelSentence(key, ['Kota Surakarta'], ['Jawa Tengah']),
        );
    }
    const exact = page.getByRole('table', { name: 'Rincian tingkat wilayah (Rupiah penuh)' });
    const rows = await exact.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    expect(rows).toEqual([
      ['Tingkat', 'Perkiraan', 'Rentang 90%'],
      ...TINGKAT.map((key) => [TINGKAT_LABEL[key], rupiah(tingkat[key].nilai), `${rupiah(tingkat[key].interval[0])} – ${rupiah(tingkat[key].interval[1])}`]),
    ]);
    await checkWidths(page, 'economic-v2-levels');
  });

  it('gives the nights, the wisnus and wisman (whole) and the stay (to one decimal) per counted segment and in total', async () => {
    const report = await openReport(page, reportUrl);
    const total = report.total!;
    const counted = report.segmen.filter((segmen) => segmen.dihitung);
    expect(counted.map((segmen) => segmen.tipe_responden)).toEqual(['Penonton', 'Atlet']);
    expect(total.malam_tambahan).toBeGreaterThan(0);
    expect(total.wisman).toBeGreaterThan(0);

    const table = page.getByRole('table', { name: 'Kunjungan dan malam menginap' });
    const rows = await table.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    const share = (value: number) => `${String(Math.round(value * 1000) / 10).replace('.', ',')}%`;
    const across = (pick: (volume: typeof total) => number | null, format = whole) =>
      [...counted, total].map((volume) => format(pick(volume as typeof total)!));
    expect(rows).toEqual([
      ['Ukuran', 'Penonton', 'Atlet', 'Seluruh event'],
      ['Malam menginap pengunjung tambahan', ...across((v) => v.malam_tambahan)],
      ['Pengunjung dari luar wilayah tuan rumah', ...across((v) => v.pengunjung_luar)],
      ['Wisatawan nusantara (wisnus)', ...across((v) => v.wisnus)],
      ['Wisatawan mancanegara (wisman)', ...across((v) => v.wisman)],
      ['Rata-rata lama menginap (malam)', ...across((v) => v.rata_lama_menginap, oneDecimal)],
      ['Porsi menginap di akomodasi komersial (hotel, homestay atau penginapan, villa)', ...across((v) => v.porsi_akomodasi_komersial, share)],
    ]);
    await checkWidths(page, 'economic-v2-volume');
  });

  it('charts where the visitors came from: the first eight by name, the rest as "Lainnya"', async () => {
    const report = await openReport(page, reportUrl);
    const asal = report.total!.asal_pengunjung;
    // Eleven provinces and abroad.
    expect(asal).toHaveLength(12);
    expect(asal.map((row) => row.nama)).toEqual(expect.arrayContaining(['Jawa Barat', 'Jawa Tengah', 'Luar Negeri']));

    const table = page.getByRole('table', { name: 'Asal pengunjung dari luar wilayah' });
    const rows = await table.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    const share = (value: number) => `${String(Math.round(value * 1000) / 10).replace('.', ',')}%`;
    const rest = asal.slice(8);
    expect(rows).toEqual([
      ['Asal', 'Pengunjung', 'Porsi'],
      // The host area, Kota Surakarta, is in Jawa Tengah (33): its row says it is the host's province.
      ...asal.slice(0, 8).map((row) => [row.kode === '33' ? `${row.nama} (provinsi tuan rumah)` : row.nama, whole(row.pengunjung), share(row.porsi)]),
      [
        'Lainnya (4 wilayah)',
        whole(rest.reduce((sum, row) => sum + row.pengunjung, 0)),
        share(rest.reduce((sum, row) => sum + row.porsi, 0)),
      ],
    ]);
    // Each bar lies inside its row, at a phone's width too.
    await page.setViewportSize(PHONE_390);
    const overflow = await table.locator('svg').evaluateAll((svgs) =>
      svgs.filter((svg) => svg.getBoundingClientRect().right > document.documentElement.clientWidth).length,
    );
    expect(overflow).toBe(0);
    await checkWidths(page, 'economic-v2-origins');
  });

  it('says a negative result is negative, and why', async () => {
    const before = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
    await saveParameters({ dana_dari_lokal: before.total!.dampak_langsung * 3 });

    const report = await openReport(page, reportUrl);
    const dei = report.total!.dampak_langsung;
    expect(dei).toBeLessThan(0);
    const lines = await headlineLines(page);
    expect(lines[0]).toBe(`Dampak ekonomi langsung negatif: sekitar ${short(dei)}`);
    expect(lines).toContain(
      'Dana penyelenggara yang dihimpun dari wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah karena acara ini.',
    );
    expect(lines.join(' ')).not.toContain('setidaknya');
    await checkWidths(page, 'economic-v2-negative');
  });

  it('says plainly when no new money was measured', async () => {
    // The local funding takes away exactly what the additional visitors brought.
    await saveParameters({ belanja_penyelenggara_lokal: 0, dana_dari_lokal: 0 });
    const visitors = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
    await saveParameters({ belanja_penyelenggara_lokal: 0, dana_dari_lokal: visitors.total!.corong.belanja_pengunjung_tambahan });

    const report = await openReport(page, reportUrl);
    expect(report.total!.dampak_langsung).toBe(0);
    const lines = await headlineLines(page);
    expect(lines[0]).toBe('Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.');
    expect(lines.join(' ')).not.toMatch(/sekitar|setidaknya|rentang/);
    await checkWidths(page, 'economic-v2-zero');
  });
});
