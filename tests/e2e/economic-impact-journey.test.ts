import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PeranEkonomi } from '../../src/shared/economic-impact/economic-roles';
import type { BatchItem, BatchJawabanResponse } from '../../src/shared/schemas/answers';
import type { DampakEkonomi, ParameterEkonomiTersimpan } from '../../src/shared/schemas/economic-impact';
import type { Event } from '../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../src/shared/schemas/questionnaires';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { rupiah, rupiahRangeShort, rupiahShort } from './harness/rupiah-text';
import { DESKTOP, PHONE, SCREENSHOT_DIR, saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');

const EVENT_NAME = 'Solo Marathon Heritage';
/** Kota Surakarta: the host area the Admin picks; Kota Bandung and Jakarta Selatan are away. */
const HOST = '33.72';
const BANDUNG = '32.73';
const JAKSEL = '31.74';

/** Two segments big enough to count and one that is withheld (under 30 responses). */
const SEGMENTS = [
  { tipe: 'Penonton', n: 40, kunjungan: 12_000, min: 10_000, maks: 14_000 },
  { tipe: 'Atlet', n: 35, kunjungan: 700, min: null, maks: null },
  { tipe: 'Ofisial', n: 12, kunjungan: 90, min: null, maks: null },
] as const;
type Tipe = (typeof SEGMENTS)[number]['tipe'];

const BELANJA_PENYELENGGARA = 150_000_000;
const DANA_LOKAL = 40_000_000;

/** The phone width the brief names, next to the harness's narrower PHONE (360). */
const PHONE_390 = { width: 390, height: 844 };

/** Text as a reader sees it: no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

type Answers = Partial<Record<PeranEkonomi, string>>;

/**
 * One respondent's answers by role, varied but deterministic: some live in the host area, some
 * come routinely, some came for something else or would have come anyway, a few spend a lot.
 */
function respondent(tipe: Tipe, i: number): Answers {
  const scale = tipe === 'Atlet' ? 2 : tipe === 'Ofisial' ? 3 : 1;
  const asal = i % 4 === 0 ? HOST : i % 4 === 2 ? JAKSEL : BANDUNG;
  const malam = asal === HOST ? 0 : 1 + (i % 3);
  return {
    asal,
    rutin: i % 10 === 1 ? 'Ya' : 'Tidak',
    alasan_utama: i % 5 === 2 ? 'Tidak' : 'Ya',
    tetap_datang: i % 6 === 3 ? 'Ya' : 'Tidak',
    hari_hadir: String(1 + (i % 2)),
    malam_menginap: String(malam),
    jenis_akomodasi: malam === 0 ? 'Tidak menginap' : i % 2 === 0 ? 'Hotel' : 'Homestay atau penginapan',
    jumlah_ditanggung: String(1 + (i % 4)),
    belanja_akomodasi: String(malam * 350_000 * scale),
    belanja_makan_minum: String((100_000 + 25_000 * (i % 5)) * scale),
    belanja_transportasi: String(50_000 + 10_000 * (i % 3)),
    belanja_oleh_oleh: String(75_000 * (i % 4)),
    belanja_hiburan: i % 7 === 0 ? '200000' : '0',
    // One additional visitor per segment spends far more than the rest: the fence holds it for review.
    belanja_lainnya: i === 5 ? '25000000' : '0',
  };
}

const BELANJA: PeranEkonomi[] = [
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
];

/** PERCENTILE.INC: linear interpolation between closest ranks. */
function percentileInc(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
}

/** The event runs two days: days attended are bounded by it. */
const EVENT_DAYS = 2;

/**
 * The visitors' direct spending of one segment, steps 1–6 of docs/economic-impact-method.md
 * (method v2), unrounded: below 100 responses no percentile cap, only the fence at 10 × the
 * median of the positive spending, which holds the flagged answers.
 */
function expectedSegmentImpact(answers: Answers[], kunjungan: number): number {
  const n = answers.length;
  const days = answers.map((a) => Math.min(Math.max(1, Number(a.hari_hadir)), EVENT_DAYS));
  const unique = kunjungan / (days.reduce((sum, d) => sum + d, 0) / n);
  const perPerson = answers.map(
    (a) => BELANJA.reduce((sum, role) => sum + Number(a[role] ?? 0), 0) / Math.max(1, Number(a.jumlah_ditanggung)),
  );
  const positive = perPerson.filter((b) => b > 0).sort((x, y) => x - y);
  const fence = positive.length >= 5 ? 10 * percentileInc(positive, 0.5) : Infinity;
  const additional = answers.map((a) => a.asal !== HOST && a.rutin === 'Tidak' && a.alasan_utama === 'Ya' && a.tetap_datang === 'Tidak');
  const sum = perPerson.reduce((acc, b, i) => acc + (additional[i] ? Math.min(b, fence) : 0), 0);
  return (unique * sum) / n;
}

/** A full-page screenshot from the top (the sticky top bar would otherwise cross the middle). */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return saveScreenshot(page, name);
}

/**
 * Screenshots at desktop, 390 and 360 width, each with nothing wider than the screen (the table
 * scrolls inside its own box) and no serious axe finding; ends on desktop.
 */
async function captureAtAllWidths(page: Page, name: string) {
  for (const [suffix, viewport] of [
    ['desktop', DESKTOP],
    ['390', PHONE_390],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Charts resize to the new width a moment later, longer on a busy machine.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshotFromTop(page, `${name}-${suffix}`);
    expect(await a11yViolations(page), `${name} at ${suffix}`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** The headline card's first two lines, as text. */
async function headlineTexts(page: Page): Promise<{ amount: string; interval: string }> {
  const summary = page.getByRole('region', { name: 'Ringkasan dampak' });
  const amount = summary.getByText(/^Dampak ekonomi langsung: sekitar/);
  await amount.waitFor();
  return {
    amount: plain(await amount.textContent()),
    interval: plain(await summary.getByText(/^rentang 90%/).textContent()),
  };
}

/** The segment card of the sample-size panel. */
function sampleCard(page: Page, tipe: string): Locator {
  return page
    .getByRole('region', { name: 'Ukuran sampel' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: tipe, exact: true }) });
}

describe.skipIf(!chromiumPath)('the economic impact journey, from the designer to the Instansi', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let instansi: E2eUser;
  let event: Event;
  const kuesioner = new Map<Tipe, Kuesioner>();
  const sent = new Map<Tipe, Answers[]>();
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, {
      nama: 'Sari Surveyor',
      email: 'sari@contoh.id',
      peran: 'Surveyor',
      password: 'kebun-mangga-02',
    });
    instansi = await createUserAs(app.url, admin, {
      nama: 'Dinas Pariwisata Surakarta',
      email: 'dispar@contoh.id',
      peran: 'Instansi',
      password: 'kebun-mangga-04',
    });
    ({ event } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT_NAME, lokasi: 'Surakarta', tanggal_mulai: '2026-09-06', tanggal_selesai: '2026-09-07' },
    }));
    // The respondent types through the API; the designer's own form is the designer journey's.
    for (const { tipe } of SEGMENTS) {
      kuesioner.set(
        tipe,
        await api<Kuesioner>(app.url, 'POST', '/api/kuesioner', {
          token: admin.token,
          body: { event_id: event.id, tipe_responden: tipe, nama_kuesioner: `Kuesioner untuk ${tipe}` },
        }),
      );
    }
    // The ready-made questions name the host area, so it is set before the designer offers them.
    await api(app.url, 'PUT', `/api/events/${event.id}/parameter-ekonomi`, { token: admin.token, body: { wilayah_tuan_rumah: [HOST] } });
    browser = await openBrowser(DESKTOP);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the Admin adds the ready-made economic questions to every respondent type in the designer', async () => {
    await logIn(page, app.url, admin, '/dashboard-admin');
    await page.goto(`${app.url}/input-survei`);
    await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });

    const types = page.getByRole('region', { name: 'Tipe Responden' });
    for (const { tipe } of SEGMENTS) {
      await types.getByRole('button', { name: tipe, exact: true }).click();
      const panel = page.getByRole('region', { name: `Pertanyaan untuk ${tipe}` });
      await panel.getByText('Belum ada pertanyaan.').waitFor();
      await panel.getByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }).click();
      // Every segment here is asked as visitors (the default kind): the full set of 14.
      await page.getByRole('dialog').getByRole('button', { name: 'Tambahkan', exact: true }).click();
      await panel.getByRole('status').filter({ hasText: '14 pertanyaan dampak ekonomi ditambahkan di akhir kuesioner.' }).waitFor();
      await expect.poll(() => panel.getByRole('listitem').count()).toBe(14);
      // The roles are named on the list, and the questions name the host area as idn-area-data does.
      await panel.getByText('Dampak ekonomi: Asal responden (tempat tinggal)').waitFor();
      await panel.getByText('Dampak ekonomi: Belanja lainnya').waitFor();
      await panel
        .getByRole('listitem')
        .getByText('Apakah acara ini alasan utama Anda datang ke Kota Surakarta pada perjalanan ini?', { exact: true })
        .waitFor();
    }

    // A second press adds nothing: every role is already there.
    const panel = page.getByRole('region', { name: 'Pertanyaan untuk Ofisial' });
    await panel.getByRole('button', { name: 'Tambahkan Pertanyaan Dampak Ekonomi' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tambahkan', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: 'Semua pertanyaan dampak ekonomi sudah ada di kuesioner ini.' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(14);

    await page.setViewportSize(DESKTOP);
    await screenshotFromTop(page, 'economic-designer-desktop');
    await page.setViewportSize(PHONE_390);
    await screenshotFromTop(page, 'economic-designer-390');
    await page.setViewportSize(PHONE);
    await screenshotFromTop(page, 'economic-designer-phone');
    await page.setViewportSize(DESKTOP);
  });

  it("the Surveyor's answers arrive in one batch per segment", async () => {
    for (const { tipe, n } of SEGMENTS) {
      const form = kuesioner.get(tipe)!;
      const questions = await api<Pertanyaan[]>(app.url, 'GET', `/api/kuesioner/${form.id}/pertanyaan`, { token: surveyor.token });
      const byRole = new Map(questions.flatMap((question) => (question.peran_ekonomi ? [[question.peran_ekonomi, question] as const] : [])));
      expect(byRole.size).toBe(14);
      const answers = Array.from({ length: n }, (_, i) => respondent(tipe, i));
      const items: BatchItem[] = answers.map((answer, i) => ({
        kuesionerId: form.id,
        idempotencyKey: `e2e-${tipe.toLowerCase()}-${String(i).padStart(3, '0')}`,
        diisiPada: new Date(Date.UTC(2026, 8, 6, 8, i)).toISOString(),
        jawaban: Object.entries(answer).map(([role, isi_jawaban]) => {
          const question = byRole.get(role as PeranEkonomi);
          if (!question) throw new Error(`No question with the role ${role} in ${tipe}`);
          return { pertanyaan_id: question.id, isi_jawaban };
        }),
      }));
      const { results } = await api<BatchJawabanResponse>(app.url, 'POST', '/api/jawaban/batch', {
        token: surveyor.token,
        body: { items },
      });
      expect(results.filter((result) => result.status !== 'created')).toEqual([]);
      expect(results).toHaveLength(n);
      sent.set(tipe, answers);
    }
  });

  it('the Admin opens the report from the event detail and sees what is missing', async () => {
    await page.goto(`${app.url}/kelola-event/${event.id}`);
    await page.getByRole('complementary', { name: 'Aksi' }).getByRole('link', { name: 'Dampak Ekonomi' }).click();
    await page.waitForURL(`**/dampak-ekonomi/${event.id}`);

    const before = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
    expect(before.lengkap).toBe(false);
    expect(before.total).toBeNull();
    // The host area was set before the designer's questions: only the segments are missing.
    expect(before.kekurangan).toHaveLength(1);

    const notice = page.getByRole('region', { name: 'Dampak ekonomi belum dapat dihitung' });
    await notice.waitFor();
    const missing = notice.getByRole('list', { name: 'Yang masih kurang' });
    expect((await missing.getByRole('listitem').allTextContents()).map(plain)).toEqual(before.kekurangan);
    expect(before.kekurangan[0]).toContain('jumlah kunjungan');
    await notice.getByRole('link', { name: 'Input Survei' }).waitFor();
    // The Admin's form right under the notice, the host area list loaded.
    await page.getByRole('heading', { name: 'Parameter perhitungan' }).waitFor();
    await page.getByLabel('Cari kabupaten/kota tuan rumah').waitFor();
    expect(await page.getByRole('region', { name: 'Ringkasan dampak' }).count()).toBe(0);
    await captureAtAllWidths(page, 'economic-incomplete');
  });

  it('the Admin fills the parameters in the form and the report is computed', async () => {
    // The host area set before the questions were added is there, chosen.
    const chosen = page.getByRole('list', { name: 'Wilayah tuan rumah terpilih' });
    await chosen.getByText('Kota Surakarta, Jawa Tengah').waitFor();
    await page.getByLabel('Cari kabupaten/kota tuan rumah').fill('surakarta');
    await page.getByText('1 wilayah ditemukan.').waitFor();
    expect(await page.getByRole('button', { name: /^Kota Surakarta/ }).getAttribute('aria-pressed')).toBe('true');

    // Admissions per segment; the spectators' count only an estimate, with its range.
    for (const segment of SEGMENTS) {
      const group = page.getByRole('group', { name: segment.tipe, exact: true });
      await group.getByLabel(`Kunjungan ${segment.tipe}`).fill(String(segment.kunjungan));
      if (segment.min !== null) await group.getByLabel('Batas bawah (opsional)').fill(String(segment.min));
      if (segment.maks !== null) await group.getByLabel('Batas atas (opsional)').fill(String(segment.maks));
    }
    // Shown as people write numbers.
    expect(await page.getByLabel('Kunjungan Penonton').inputValue()).toBe('12.000');
    await page.getByLabel('Belanja penyelenggara di wilayah tuan rumah').fill(String(BELANJA_PENYELENGGARA));
    await page.getByLabel('Dana penyelenggara dari wilayah tuan rumah').fill(String(DANA_LOKAL));
    expect(await page.getByLabel('Belanja penyelenggara di wilayah tuan rumah').inputValue()).toBe('150.000.000');
    expect(await page.getByLabel('Margin ritel oleh-oleh').inputValue()).toBe('25');
    await page.setViewportSize(DESKTOP);
    await screenshotFromTop(page, 'economic-form-filled-desktop');
    await page.setViewportSize(PHONE);
    await screenshotFromTop(page, 'economic-form-filled-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Simpan Parameter' }).click();
    const { amount } = await headlineTexts(page);
    // The form keeps its place in the page when the report becomes complete, and says it saved.
    await page.getByText('Parameter tersimpan. Laporan dihitung ulang.').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'economic-after-first-save-viewport-desktop.png') });

    const parameters = await api<ParameterEkonomiTersimpan>(app.url, 'GET', `/api/events/${event.id}/parameter-ekonomi`, { token: admin.token });
    expect(parameters).toEqual({
      wilayah_tuan_rumah: [HOST],
      segmen: SEGMENTS.map((segment) => ({
        kuesioner_id: kuesioner.get(segment.tipe)!.id,
        kunjungan: segment.kunjungan,
        kunjungan_min: segment.min,
        kunjungan_maks: segment.maks,
        jenis: 'pengunjung',
      })),
      belanja_penyelenggara_lokal: BELANJA_PENYELENGGARA,
      dana_dari_lokal: DANA_LOKAL,
      dana_publik: null,
      margin_ritel: 0.25,
      pengganda: null,
      pengganda_perlu_diperbarui: false,
      peringatan: [],
    });

    const report = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
    expect(report.lengkap).toBe(true);
    const total = report.total!;
    // The headline is the server's figure, in three significant figures.
    expect(amount).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(total.dampak_langsung)}`);
    expect(total.dampak_langsung).toBeGreaterThan(0);

    // The same figure as the method gives, computed here from the answers sent.
    const visitors =
      expectedSegmentImpact(sent.get('Penonton')!, 12_000) + expectedSegmentImpact(sent.get('Atlet')!, 700);
    expect(Math.abs(total.dampak_langsung - Math.round(visitors + BELANJA_PENYELENGGARA - DANA_LOKAL))).toBeLessThanOrEqual(1);
    expect(total.belanja_penyelenggara_lokal).toBe(BELANJA_PENYELENGGARA);
    expect(total.dana_dari_lokal).toBe(DANA_LOKAL);
    const [lo, hi] = total.interval;
    expect(lo).toBeLessThanOrEqual(total.dampak_langsung);
    expect(hi).toBeGreaterThanOrEqual(total.dampak_langsung);
    expect(total.perputaran_kotor).toBeGreaterThan(total.dampak_langsung - BELANJA_PENYELENGGARA + DANA_LOKAL);
    // No sourced multiplier was given: none is computed.
    for (const key of ['output', 'pendapatan', 'nilai_tambah', 'tenaga_kerja', 'sumber_pengganda'] as const) {
      expect(total[key]).toBeUndefined();
    }
    const ofisial = report.segmen.find((segmen) => segmen.tipe_responden === 'Ofisial')!;
    expect(ofisial.n).toBe(12);
    expect(ofisial.dampak_langsung).toBeNull();
    expect(ofisial.dihitung).toBe(false);
    expect(ofisial.peringatan.some((text) => text.startsWith('Sampel terlalu kecil'))).toBe(true);
    const [penonton, atlet] = ['Penonton', 'Atlet'].map((tipe) => report.segmen.find((segmen) => segmen.tipe_responden === tipe)!);
    expect([penonton.n, atlet.n]).toEqual([40, 35]);
    // The big spender is held at the fence, for review, and below 100 responses nothing is capped.
    expect([penonton.perlu_diperiksa, atlet.perlu_diperiksa, total.perlu_diperiksa]).toEqual([1, 1, 2]);
    expect([penonton.jumlah_dipangkas, atlet.jumlah_dipangkas]).toEqual([0, 0]);
  });

  it('the report shows the interval, the funnel, the category table and the sample panel, without multipliers', async () => {
    const report = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
    const total = report.total!;
    const { interval } = await headlineTexts(page);
    expect(interval).toBe(`rentang 90%: ${rupiahRangeShort(total.interval[0], total.interval[1]).range}`);
    // The exact figures in the table under the headline; the segment not counted named once.
    const details = page.getByRole('table', { name: 'Rincian angka (Rupiah penuh)' });
    for (const value of [total.dampak_langsung, total.perputaran_kotor, BELANJA_PENYELENGGARA, DANA_LOKAL]) {
      await details.getByText(rupiah(value), { exact: true }).first().waitFor();
    }
    const summary = page.getByRole('region', { name: 'Ringkasan dampak' });
    await summary.getByText('Tidak dihitung: Ofisial (sampel terlalu kecil: 12 responden)', { exact: true }).waitFor();
    await summary.getByText(/^2 jawaban menunggu pemeriksaan/).waitFor();

    // The funnel: the whole event and the two counted segments drawn, nothing for the one not counted.
    const funnel = page.getByRole('region', { name: 'Dari kunjungan ke dampak' });
    // Charts are drawn as they near the screen: each card is brought there, as a reader scrolls.
    for (const card of await funnel.getByRole('region').all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(() => funnel.locator('canvas').count()).toBe(3);
    for (const size of await funnel.locator('canvas').evaluateAll((canvases) =>
      canvases.map((canvas) => canvas.getBoundingClientRect().width * canvas.getBoundingClientRect().height),
    )) {
      expect(size).toBeGreaterThan(0);
    }
    const whole = funnel.getByRole('list', { name: 'Langkah Seluruh event' });
    await whole.getByText(rupiah(total.dampak_langsung), { exact: true }).waitFor();
    await funnel.getByRole('list', { name: 'Langkah Penonton' }).getByText('12.000 kunjungan').waitFor();
    expect(await funnel.getByRole('region', { name: 'Ofisial' }).count()).toBe(0);

    // The category table: the total column is the server's, no column for the segment not counted.
    const table = page.getByRole('table', { name: 'Dampak langsung per kategori belanja' });
    expect((await table.getByRole('columnheader').allTextContents()).map(plain)).toEqual([
      'Kategori',
      'Penonton',
      'Atlet',
      'Total dampak langsung',
      'Perputaran kotor',
    ]);
    const makan = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Makan dan minum' }) });
    const cells = (await makan.getByRole('cell').allTextContents()).map(plain);
    const penonton = report.segmen.find((segmen) => segmen.tipe_responden === 'Penonton')!;
    expect(cells).toEqual([
      rupiah(penonton.per_kategori!.makan_minum),
      rupiah(report.segmen.find((segmen) => segmen.tipe_responden === 'Atlet')!.per_kategori!.makan_minum),
      rupiah(total.per_kategori.makan_minum),
      rupiah(total.perputaran_per_kategori.makan_minum),
    ]);

    // The sample panel: the counted segments only, under 100 responses read with care.
    expect(await sampleCard(page, 'Ofisial').count()).toBe(0);
    await sampleCard(page, 'Penonton').getByText('Baca dengan hati-hati', { exact: true }).waitFor();
    expect(ofisialWarning(report)).toBeTruthy();

    // No multiplier figures: the section says the report stops at the direct impact.
    const multipliers = page.getByRole('region', { name: 'Efek pengganda' });
    await multipliers.getByText('Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.').waitFor();
    expect(await multipliers.locator('dl').count()).toBe(0);
    for (const label of ['Output', 'Pendapatan', 'Nilai tambah', 'Tenaga kerja']) {
      expect(await page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).count()).toBe(0);
    }
    await page.getByRole('region', { name: 'Cara menghitung' }).getByText('Wilayah tuan rumah: Kota Surakarta, Jawa Tengah.').waitFor();

    // The form, still the Admin's, holds what was saved.
    await page.getByRole('heading', { name: 'Parameter perhitungan' }).waitFor();
    expect(await page.getByLabel('Kunjungan Penonton').inputValue()).toBe('12.000');
    expect(await page.getByRole('group', { name: 'Penonton', exact: true }).getByLabel('Batas atas (opsional)').inputValue()).toBe('14.000');
    await captureAtAllWidths(page, 'economic-report-admin');
  });

  it('the Instansi opens it from the dashboard card and sees the same headline, without the form', async () => {
    await page.goto(`${app.url}/dashboard-admin`);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/login');
    await logIn(page, app.url, instansi, '/dashboard-instansi');

    const card = page.getByRole('list', { name: 'Daftar event' }).getByRole('listitem').filter({ hasText: EVENT_NAME });
    await card.getByRole('link', { name: 'Dampak Ekonomi' }).click();
    await page.waitForURL(`**/dampak-ekonomi/${event.id}`);

    const report = await api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: instansi.token });
    const total = report.total!;
    const { amount, interval } = await headlineTexts(page);
    expect(amount).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(total.dampak_langsung)}`);
    expect(interval).toBe(`rentang 90%: ${rupiahRangeShort(total.interval[0], total.interval[1]).range}`);
    await page.getByRole('region', { name: 'Ukuran sampel' }).waitFor();
    await page.getByRole('region', { name: 'Cara menghitung' }).getByText('Wilayah tuan rumah: Kota Surakarta, Jawa Tengah.').waitFor();
    expect(await page.getByRole('heading', { name: 'Parameter perhitungan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Simpan Parameter' }).count()).toBe(0);
    expect(await page.getByLabel('Cari kabupaten/kota tuan rumah').count()).toBe(0);
    await captureAtAllWidths(page, 'economic-report-instansi');
  });
});

/** The server's own wording for the withheld segment. */
function ofisialWarning(report: DampakEkonomi): string {
  const ofisial = report.segmen.find((segmen) => segmen.tipe_responden === 'Ofisial')!;
  return ofisial.peringatan.find((text) => text.startsWith('Sampel terlalu kecil'))!;
}
