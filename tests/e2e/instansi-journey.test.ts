import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, downloadedBytes, logIn, openBrowser } from './harness/browser';
import { createQuestionnaire, type QuestionSeed, submitAnswers } from './harness/seed';
import { DESKTOP, PHONE, saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');

const QUESTIONS: QuestionSeed[] = [
  ['Kota asal', 'teks'],
  ['Jumlah rombongan', 'angka'],
  ['Pengeluaran selama acara', 'nominal'],
  ['Apakah Anda puas dengan acara?', 'ya_tidak'],
];

const RESPONSES = [
  ['Solo', '3', '150000', 'Ya'],
  ['Klaten', '2', '250000', 'Ya'],
  ['Solo', '1', '100000', 'Tidak'],
];

/** Screenshots at phone and desktop width, each checked with axe; ends on desktop. */
async function captureAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // Nothing wider than the screen: a chart drawn at desktop width must shrink with it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, `instansi-${name}-${width}`);
    expect(await a11yViolations(page), `${name} at ${width} width`).toEqual([]);
  }
}

/** Two events, one archived; the active one has a questionnaire of every answer type and answers. */
async function seedSurvey(baseUrl: string, admin: E2eUser): Promise<{ festival: Event; renang: Event }> {
  const create = async (body: object) =>
    (await api<{ event: Event }>(baseUrl, 'POST', '/api/events', { token: admin.token, body })).event;
  const festival = await create({
    nama_event: 'Festival Lari Solo',
    lokasi: 'Surakarta',
    tanggal_mulai: '2026-05-01',
    tanggal_selesai: '2026-05-02',
    deskripsi: 'Lari 10K mengelilingi kota.',
    jumlah_peserta: 1200,
    skala_event: 'Nasional',
    nama_kategori_baru: 'Atletik',
    sponsors: ['Bank Jaya', 'Kopi Nusantara'],
  });
  const renang = await create({
    nama_event: 'Kejuaraan Renang Bali',
    lokasi: 'Denpasar',
    tanggal_mulai: '2026-03-10',
    tanggal_selesai: '2026-03-12',
  });
  await api(baseUrl, 'PATCH', `/api/events/${renang.id}/status`, { token: admin.token, body: { status: 'diarsipkan' } });

  const { kuesioner, questions } = await createQuestionnaire(baseUrl, admin.token, festival.id, 'Penonton', QUESTIONS);
  await submitAnswers(baseUrl, admin.token, kuesioner.id, questions, RESPONSES);
  return { festival, renang };
}

describe.skipIf(!chromiumPath)('the Instansi journey in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let admin: E2eUser;
  let instansi: E2eUser;
  let festival: Event;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    instansi = await createUserAs(app.url, admin, {
      nama: 'Dinas Pemuda dan Olahraga',
      email: 'dispora@contoh.id',
      peran: 'Instansi',
      password: 'kebun-mangga-04',
    });
    ({ festival } = await seedSurvey(app.url, admin));
    browser = await openBrowser(DESKTOP);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('logs in as Instansi, sees active and archived events, and searches them', async () => {
    await logIn(page, app.url, instansi, '/dashboard-instansi');

    const list = page.getByRole('list', { name: 'Daftar event' });
    await list.waitFor();
    expect(await list.getByRole('heading').allTextContents()).toEqual(['Festival Lari Solo', 'Kejuaraan Renang Bali']);
    const renang = list.getByRole('listitem').filter({ hasText: 'Kejuaraan Renang Bali' });
    expect(await renang.getByText('Selesai', { exact: true }).isVisible()).toBe(true);
    expect(await renang.getByText('10 Maret 2026').isVisible()).toBe(true);
    await captureAtBothWidths(page, 'dashboard');

    await page.getByLabel('Cari event').fill('LARI');
    await expect.poll(() => list.getByRole('heading').allTextContents()).toEqual(['Festival Lari Solo']);
    await page.getByLabel('Cari event').fill('tenis');
    await page.getByText('Tidak ada event yang cocok dengan pencarian Anda.').waitFor();
    await saveScreenshot(page, 'instansi-dashboard-no-match-desktop');
    await page.getByLabel('Cari event').fill('lari');
  });

  it('opens the analysis with drawn charts and the summary figures', async () => {
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Festival Lari Solo' })
      .getByRole('link', { name: 'Lihat Analitik' })
      .click();
    await page.waitForURL(`**/hasil-analisis/${festival.id}`);

    await page.getByRole('heading', { name: 'Analisis untuk: Penonton (3 Responden)' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Festival Lari Solo');
    const summary = page.getByRole('list', { name: 'Ringkasan' });
    expect(await summary.getByText('Rp 500.000').isVisible()).toBe(true);
    expect(await summary.getByText('67%').isVisible()).toBe(true);

    // Three charts: the pie of the yes/no question and the bars of the text and number ones.
    await expect.poll(() => page.locator('canvas').count()).toBe(3);
    const sizes = await page.locator('canvas').evaluateAll((canvases) =>
      canvases.map((canvas) => {
        const box = canvas.getBoundingClientRect();
        return { width: box.width, height: box.height, pixels: (canvas as HTMLCanvasElement).width };
      }),
    );
    for (const size of sizes) {
      expect(size.width).toBeGreaterThan(0);
      expect(size.height).toBeGreaterThan(0);
      expect(size.pixels).toBeGreaterThan(0);
    }
    await captureAtBothWidths(page, 'analysis');
  });

  it('downloads the real spreadsheet with one row per response', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hasil-survei-festival-lari-solo.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadedBytes(download)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Penonton');
    expect(sheet).toBeDefined();
    const rows = sheet!.getSheetValues().filter(Boolean) as ExcelJS.CellValue[][];
    // Surveyors' emails are in an Admin's download only.
    expect(rows[0].slice(1)).toEqual(['No', 'ID Respons', 'Waktu Pengisian (WIB)', 'Surveyor', ...QUESTIONS.map(([text]) => text)]);
    expect(rows).toHaveLength(1 + RESPONSES.length);
    expect(rows.slice(1).map((row) => [row[5], row[6], row[7], row[8]])).toEqual([
      ['Solo', 3, 150000, 'Ya'],
      ['Klaten', 2, 250000, 'Ya'],
      ['Solo', 1, 100000, 'Tidak'],
    ]);
    expect(rows[1][4]).toBe('Admin Uji');
  });

  it('shows Admin the event list, the event form and the event detail', async () => {
    await page.goto(`${app.url}/dashboard-instansi`);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/login');
    await logIn(page, app.url, admin, '/dashboard-admin');

    await page.goto(`${app.url}/kelola-event`);
    await page.getByRole('link', { name: 'Festival Lari Solo' }).waitFor();
    await captureAtBothWidths(page, 'kelola-event');

    await page.getByRole('tab', { name: 'Diarsipkan' }).click();
    await page.getByRole('link', { name: 'Kejuaraan Renang Bali' }).waitFor();
    await captureAtBothWidths(page, 'kelola-event-diarsipkan');
    await page.getByRole('tab', { name: 'Event Aktif' }).click();

    await page.getByRole('button', { name: 'Hapus Festival Lari Solo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus event?' });
    expect(await confirm.textContent()).toContain('Event ini beserta 3 data survei akan dihapus permanen.');
    await captureAtBothWidths(page, 'hapus-event');
    await confirm.getByRole('button', { name: 'Batal' }).click();

    await page.getByRole('button', { name: 'Tambah Event' }).click();
    await page.getByRole('dialog', { name: 'Tambah Event' }).getByLabel('Kategori Olahraga').fill('Atl');
    await page.getByRole('button', { name: 'Atletik' }).waitFor();
    await captureAtBothWidths(page, 'event-form');
    // The browser's own dialog: the first Escape clears the search field, the next closes the form.
    const eventForm = page.getByRole('dialog', { name: 'Tambah Event' });
    await page.keyboard.press('Escape');
    expect(await eventForm.getByLabel('Kategori Olahraga').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await eventForm.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Festival Lari Solo' }).click();
    await page.waitForURL(`**/kelola-event/${festival.id}`);
    await page.getByRole('complementary', { name: 'Aksi' }).waitFor();
    for (const text of ['1 Mei 2026', '2 Mei 2026', '1.200 Peserta', 'Atletik', 'Kopi Nusantara']) {
      expect(await page.getByRole('main').getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await captureAtBothWidths(page, 'event-detail');
  });
});
