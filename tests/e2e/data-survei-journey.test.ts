import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, downloadedBytes, logIn, openBrowser } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { createQuestionnaire, type QuestionSeed } from './harness/seed';
import { shownRows } from '../server/helpers/workbook-cells';

/**
 * Data Survei (issue 15, item 8): a Surveyor's test submission is found by its text, voided by the
 * Admin with a reason, drops out of the analysis and the download (but stays in the download that
 * asks for voided rows, with its status and reason), shows as voided in the Surveyor's own history,
 * and is restored; every figure is checked against numbers worked out by hand below.
 */

const chromiumPath = inject('chromiumPath');

const EVENT_NAME = 'Jogja Heritage Run';
const TIPE = 'Penonton';
const SURVEYOR = { nama: 'Rina Surveyor', email: 'rina@contoh.id', password: 'kebun-mangga-05' };

const Q = {
  kesan: 'Kesan Anda tentang acara?',
  rombongan: 'Berapa orang dalam rombongan Anda?',
  puas: 'Apakah Anda puas dengan acara ini?',
} as const;
const QUESTIONS: QuestionSeed[] = [
  [Q.kesan, 'teks'],
  [Q.rombongan, 'angka'],
  [Q.puas, 'ya_tidak'],
];

const TEST_TEXT = 'TES UJICOBA jangan dihitung';
/** In collection order, 15 seconds apart from just after the form was made; the third is the test. */
const RESPONSES: [string, string, string][] = [
  ['Rute lari yang indah', '3', 'Ya'],
  ['Panas tapi seru', '5', 'Tidak'],
  [TEST_TEXT, '999', 'Tidak'],
  ['Penonton ramah', '7', 'Ya'],
  ['Akan datang lagi tahun depan', '9', 'Ya'],
];
const TEST_INDEX = 2;
// The server believes a device's collection time only after the form existed and within its
// offline window, so the surveys are collected now, as a phone at the event would.
const STARTED_AT = Date.now();
const filledAtMs = (i: number) => STARTED_AT + 60_000 + 15_000 * i;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const two = (n: number) => String(n).padStart(2, '0');
/** An instant on the report zone's (WIB, UTC+7) wall clock, written out by hand. */
function wib(ms: number) {
  const d = new Date(ms + 7 * 60 * 60 * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), time: [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].map(two) };
}
const EVENT_DATE = (({ year, month, day }) => `${year}-${two(month + 1)}-${two(day)}`)(wib(STARTED_AT));
/** Response `i`'s collection time as the spreadsheet shows it. */
function sheetTime(i: number): string {
  const { year, month, day, time } = wib(filledAtMs(i));
  return `${two(day)}/${two(month + 1)}/${year} ${time.join(':')}`;
}
/** Response `i`'s collection time as Data Survei's detail shows it. */
function detailTime(i: number): string {
  const { year, month, day, time } = wib(filledAtMs(i));
  return `${day} ${MONTHS_SHORT[month]} ${year} ${time[0]}.${time[1]} WIB`;
}

const VOID_REASON = 'Uji coba petugas sebelum hari H, bukan responden';
const RESTORE_NOTE = 'Dipulihkan untuk pemeriksaan ulang';

/**
 * The analysis worked out by hand. All five: group sizes 3, 5, 999, 7, 9 -> n 5, mean 1023 / 5 =
 * 204,6, median 7, smallest 3, largest 999; Ya 3 of 5 (60%). Without the test: 3, 5, 7, 9 -> n 4,
 * mean 24 / 4 = 6, median (5 + 7) / 2 = 6, smallest 3, largest 9; Ya 3 of 4 (75%).
 */
const WITH_TEST = {
  heading: `Analisis untuk: ${TIPE} (5 Responden)`,
  statistik: [
    ['Menjawab', '5'],
    ['Rata-rata', '204,6'],
    ['Median', '7'],
    ['Terkecil', '3'],
    ['Terbesar', '999'],
  ],
  kepuasan: '60%',
  pie: 'Diagram lingkaran. Ya: 3 (60%), Tidak: 2 (40%)',
  // Every text once: the server ranks equal counts by the text's bytes.
  bars: 'Diagram batang. Akan datang lagi tahun depan: 1, Panas tapi seru: 1, Penonton ramah: 1, Rute lari yang indah: 1, TES UJICOBA jangan dihitung: 1',
  jumlahRespons: '5',
};
const WITHOUT_TEST = {
  heading: `Analisis untuk: ${TIPE} (4 Responden)`,
  statistik: [
    ['Menjawab', '4'],
    ['Rata-rata', '6'],
    ['Median', '6'],
    ['Terkecil', '3'],
    ['Terbesar', '9'],
  ],
  kepuasan: '75%',
  pie: 'Diagram lingkaran. Ya: 3 (75%), Tidak: 1 (25%)',
  bars: 'Diagram batang. Akan datang lagi tahun depan: 1, Panas tapi seru: 1, Penonton ramah: 1, Rute lari yang indah: 1',
  jumlahRespons: '4 (1 dibatalkan)',
};
type Expected = typeof WITH_TEST;

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 768 };
const FIXED_COLUMNS = ['No', 'ID Respons', 'Waktu Pengisian (WIB)', 'Surveyor', 'Email Surveyor'];

/** Text as a reader sees it: no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

/** At 390 and 1366 px: nothing wider than the screen, a screenshot, and no axe violation at all. Ends at 1366. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [suffix, viewport] of [
    ['390', PHONE_390],
    ['1366', DESKTOP_1366],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, `data-survei-${name}-${suffix}`);
    // Soft: a finding is reported and the journey goes on, so one run shows every screen's findings.
    expect.soft(await a11yViolations(page), `${name} at ${suffix} px`).toEqual([]);
  }
}

/** The respondent type's sheet, every row as shown. */
async function sheetRows(workbook: ExcelJS.Workbook): Promise<unknown[][]> {
  const sheet = workbook.getWorksheet(TIPE);
  if (!sheet) throw new Error(`no sheet "${TIPE}" in ${workbook.worksheets.map((s) => s.name).join(', ')}`);
  return shownRows(sheet, sheet.getRow(1).cellCount);
}

/** The row of response `i` as the plain download writes it, numbered `no`. */
function sheetRow(no: number, id: number, i: number): unknown[] {
  const [kesan, rombongan, puas] = RESPONSES[i];
  return [no, id, sheetTime(i), SURVEYOR.nama, SURVEYOR.email, kesan, Number(rombongan), puas];
}

/** The analysis page's figures for the one respondent type. */
async function expectAnalysis(page: Page, expected: Expected) {
  await page.getByRole('heading', { level: 2, name: expected.heading, exact: true }).waitFor();
  const section = page.getByRole('region', { name: expected.heading, exact: true });
  const summary = section.getByRole('list', { name: 'Ringkasan' }).getByRole('listitem').filter({ hasText: 'Tingkat Kepuasan' });
  expect(plain(await summary.locator('p').nth(1).textContent())).toBe(expected.kepuasan);

  const cards = section.getByRole('list', { name: `Pertanyaan ${TIPE}` });
  const card = (question: string) => cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: question, exact: true }) });
  const statistik = card(Q.rombongan).locator('dl > div');
  await expect
    .poll(async () =>
      statistik.evaluateAll((pairs) => pairs.map((pair) => [pair.querySelector('dt')?.textContent ?? '', pair.querySelector('dd')?.textContent ?? ''])),
    )
    .toEqual(expected.statistik);
  await card(Q.puas).getByRole('img', { name: expected.pie, exact: true }).waitFor();
  await card(Q.kesan).getByRole('img', { name: expected.bars, exact: true }).waitFor();
}

/** The analysis page's own Download button, the file read with ExcelJS. */
async function downloadFromAnalysis(page: Page): Promise<unknown[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hasil-survei-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloadedBytes(download)) as unknown as ArrayBuffer);
  return sheetRows(workbook);
}

/** The download with voided responses (no button asks for it): fetched with the page's own session. */
async function downloadWithVoided(page: Page, baseUrl: string, eventId: number): Promise<unknown[][]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const response = await page.request.get(`${baseUrl}/api/events/${eventId}/hasil-survei/download?termasuk_dibatalkan=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  return sheetRows(workbook);
}

/** The question and answer pairs of the detail dialog's "Jawaban". */
function dialogAnswers(dialog: Locator): Promise<string[][]> {
  return dialog
    .getByRole('region', { name: 'Jawaban', exact: true })
    .locator('dl > div')
    .evaluateAll((pairs) => pairs.map((pair) => [pair.querySelector('dt')?.textContent ?? '', pair.querySelector('dd')?.textContent ?? '']));
}

/** The detail dialog's own facts (Status, Tipe responden, ...) as term and description pairs. */
async function dialogFacts(dialog: Locator): Promise<Record<string, string>> {
  const pairs = await dialog.locator('[data-dialog-body] > div > dl').first().evaluate((list) =>
    Array.from(list.querySelectorAll('dt')).map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
  return Object.fromEntries(pairs.map(([term, value]) => [term, value.replace(/\u00a0/g, ' ')]));
}

describe.skipIf(!chromiumPath)('Data Survei: an Admin voids a test submission and restores it', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let event: Event;
  let ids: number[];
  let testId: number;
  let adminBrowser: BrowserSession;
  let phone: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startApp({ REPORT_TIMEZONE: 'Asia/Jakarta' });
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, { ...SURVEYOR, peran: 'Surveyor' });
    ({ event } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT_NAME, lokasi: 'Yogyakarta', tanggal_mulai: EVENT_DATE, tanggal_selesai: EVENT_DATE },
    }));
    const { kuesioner, questions } = await createQuestionnaire(app.url, admin.token, event.id, TIPE, QUESTIONS);
    ids = [];
    for (const [i, answers] of RESPONSES.entries()) {
      const { id } = await api<{ id: number }>(app.url, 'POST', '/api/jawaban', {
        token: surveyor.token,
        body: {
          kuesionerId: kuesioner.id,
          diisiPada: new Date(filledAtMs(i)).toISOString(),
          jawaban: questions.map((question, q) => ({ pertanyaan_id: question.id, isi_jawaban: answers[q] })),
        },
      });
      ids.push(id);
    }
    testId = ids[TEST_INDEX];
    adminBrowser = await openBrowser(DESKTOP_1366);
    phone = await openBrowser(PHONE_390);
    page = await adminBrowser.context.newPage();
  });
  afterAll(async () => {
    await adminBrowser?.close();
    await phone?.close();
    await app?.stop();
  });

  /** Kelola Event, the event's name, then its detail page. */
  async function openEventDetail() {
    await page.goto(`${app.url}/dashboard-admin`);
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: /Kelola Event/ }).click();
    await page.waitForURL('**/kelola-event');
    await page.getByRole('link', { name: EVENT_NAME, exact: true }).click();
    await page.waitForURL(`**/kelola-event/${event.id}`);
  }

  async function openAnalysisFromDetail() {
    await page.getByRole('complementary', { name: 'Aksi' }).getByRole('link', { name: 'Lihat Analitik' }).click();
    await page.waitForURL(`**/hasil-analisis/${event.id}`);
  }

  /** The "Data Survei" entry of the event detail: its count, then its link. */
  async function openDataSurveiFromDetail(jumlahRespons: string) {
    const item = page.locator('dl > div').filter({ has: page.getByText('Data Survei', { exact: true }) });
    await expect.poll(async () => plain(await item.locator('dd > p').textContent())).toBe(jumlahRespons);
    await item.getByRole('link', { name: 'Data Survei', exact: true }).click();
    await page.waitForURL(`**/data-survei/${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Data Survei' }).waitFor();
  }

  const openButtons = () => page.getByRole('button', { name: /^Lihat detail data #\d+$/ });
  const detailDialog = () => page.getByRole('dialog', { name: `Data Survei #${testId}`, exact: true });

  it('before any review, the analysis and the download count all five responses', async () => {
    await logIn(page, app.url, admin, '/dashboard-admin');
    await openEventDetail();
    await openAnalysisFromDetail();
    await expectAnalysis(page, WITH_TEST);
    await saveScreenshot(page, 'data-survei-analysis-before');
    expect(await downloadFromAnalysis(page)).toEqual([
      [...FIXED_COLUMNS, Q.kesan, Q.rombongan, Q.puas],
      ...ids.map((id, i) => sheetRow(i + 1, id, i)),
    ]);
  });

  it('the Data Survei screen passes axe at 390 and 1366 px, with the dialog closed and open', async () => {
    await openEventDetail();
    await openDataSurveiFromDetail(WITH_TEST.jumlahRespons);
    await expect.poll(() => openButtons().count()).toBe(5);
    // Newest first.
    expect(await openButtons().allTextContents()).toEqual([...ids].reverse().map((id) => `#${id}`));
    await page.getByRole('heading', { name: 'Progres Lapangan' }).waitFor();
    await page.getByText('Menampilkan 1–5 dari 5 data').waitFor();
    await checkAtBothWidths(page, 'list');

    await page.getByRole('button', { name: `Lihat detail data #${ids[0]}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Data Survei #${ids[0]}`, exact: true });
    await dialog.getByText('Status data ini belum pernah diubah.').waitFor();
    await checkAtBothWidths(page, 'detail-open');

    await dialog.getByRole('button', { name: 'Batalkan data ini' }).click();
    const confirm = page.getByRole('dialog', { name: `Batalkan data survei #${ids[0]}?`, exact: true });
    await confirm.getByLabel('Alasan pembatalan').waitFor();
    await checkAtBothWidths(page, 'void-form-open');
    // Nothing changes until the form's button is pressed.
    await confirm.getByRole('button', { name: 'Batal', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('row').filter({ hasText: 'Dibatalkan' }).count()).toBe(0);
  });

  it('the Admin finds the test submission by its text, reads it and voids it with a reason', async () => {
    await page.getByLabel('Cari jawaban').fill('ujicoba');
    await page.waitForURL(/[?&]q=ujicoba/);
    await expect.poll(() => openButtons().allTextContents()).toEqual([`#${testId}`]);
    await page.getByText('Menampilkan 1–1 dari 1 data').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Lihat detail data #${testId}`, exact: true }) });
    expect(plain(await row.textContent())).toContain(`${Q.kesan}: ${TEST_TEXT}`);
    await row.getByText('Diterima', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Lihat detail data #${testId}` }).click();
    const dialog = detailDialog();
    await dialog.waitFor();
    expect(await dialogAnswers(dialog)).toEqual([
      [Q.kesan, TEST_TEXT],
      [Q.rombongan, '999'],
      [Q.puas, 'Tidak'],
    ]);
    const facts = await dialogFacts(dialog);
    expect(facts).toMatchObject({
      Status: 'Diterima',
      'Tipe responden': TIPE,
      Surveyor: SURVEYOR.nama,
      'Waktu pengisian': detailTime(TEST_INDEX),
    });

    await dialog.getByRole('button', { name: 'Batalkan data ini' }).click();
    const confirm = page.getByRole('dialog', { name: `Batalkan data survei #${testId}?`, exact: true });
    // A void without a reason is refused in the form.
    await confirm.getByRole('button', { name: 'Batalkan data', exact: true }).click();
    await confirm.getByText('Alasan pembatalan wajib diisi.').waitFor();
    expect(await confirm.getByLabel('Alasan pembatalan').getAttribute('aria-invalid')).toBe('true');
    await confirm.getByLabel('Alasan pembatalan').fill(VOID_REASON);
    await confirm.getByRole('button', { name: 'Batalkan data', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });

    await dialog.getByRole('status').filter({ hasText: 'Data survei berhasil dibatalkan.' }).waitFor();
    await expect.poll(async () => (await dialogFacts(dialog)).Status).toBe('Dibatalkan');
    const after = await dialogFacts(dialog);
    expect(after.Alasan).toBe(VOID_REASON);
    expect(after.Dibatalkan).toMatch(/^oleh Admin Uji, \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB$/);
    const history = dialog.getByRole('list', { name: 'Riwayat status' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(1);
    expect(plain(await history.first().textContent())).toMatch(new RegExp(`^Dibatalkan oleh Admin Uji \\(admin@[^)]+\\), .+ WIBAlasan: ${VOID_REASON}$`));
    // Focus is back on the dialog's one status button, which now restores.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Pulihkan data ini');
    await checkAtBothWidths(page, 'detail-voided');

    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Dibatalkan', { exact: true }).waitFor();
    expect(await row.getByText('Diterima', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'data-survei-row-voided');
  });

  it('the analysis counts one respondent fewer and the download leaves the voided row out', async () => {
    await page.getByRole('link', { name: 'Kembali ke detail event' }).click();
    await page.waitForURL(`**/kelola-event/${event.id}`);
    const count = page.locator('dl > div').filter({ has: page.getByText('Data Survei', { exact: true }) }).locator('dd > p');
    await expect.poll(async () => plain(await count.textContent())).toBe(WITHOUT_TEST.jumlahRespons);
    await openAnalysisFromDetail();
    await expectAnalysis(page, WITHOUT_TEST);
    await saveScreenshot(page, 'data-survei-analysis-voided');

    const kept = ids.map((id, i) => [id, i] as const).filter(([id]) => id !== testId);
    expect(await downloadFromAnalysis(page)).toEqual([
      [...FIXED_COLUMNS, Q.kesan, Q.rombongan, Q.puas],
      ...kept.map(([id, i], n) => sheetRow(n + 1, id, i)),
    ]);

    const withVoided = await downloadWithVoided(page, app.url, event.id);
    expect(withVoided[0]).toEqual([...FIXED_COLUMNS, 'Status', 'Alasan Status', Q.kesan, Q.rombongan, Q.puas]);
    expect(withVoided.slice(1)).toEqual(
      ids.map((id, i) => {
        const [no, , time, nama, email, ...answers] = sheetRow(i + 1, id, i);
        const status = id === testId ? ['Dibatalkan', VOID_REASON] : ['Diterima', null];
        return [no, id, time, nama, email, ...status, ...answers];
      }),
    );
  });

  it('the Surveyor sees the submission voided, with the reason, in Riwayat Survei Saya', async () => {
    const surveyorPage = await phone.context.newPage();
    await logIn(surveyorPage, app.url, surveyor, '/dashboard-surveyor');
    await surveyorPage.getByRole('link', { name: 'Riwayat Survei Saya' }).click();
    await surveyorPage.waitForURL('**/riwayat-survei');
    const sent = surveyorPage.getByRole('region', { name: 'Sudah terkirim' });
    await sent.getByText('5 survei terkirim, terbaru di atas.').waitFor();
    const items = sent.getByRole('listitem');
    expect(await items.count()).toBe(5);
    const voided = items.filter({ hasText: 'Alasan pembatalan' });
    expect(await voided.count()).toBe(1);
    expect(await items.filter({ hasText: 'Diterima' }).count()).toBe(4);
    await voided.getByText('Dibatalkan', { exact: true }).waitFor();
    expect(plain(await voided.getByText(/^Alasan pembatalan:/).textContent())).toMatch(
      new RegExp(`^Alasan pembatalan: ${VOID_REASON}Dibatalkan .+ WIB oleh Admin Uji$`),
    );
    await voided.getByRole('button', { name: 'Lihat 3 jawaban' }).click();
    await voided.getByText(TEST_TEXT, { exact: true }).waitFor();
    await voided.getByText('999', { exact: true }).waitFor();

    // Its own search finds it too.
    await sent.getByLabel('Cari jawaban').fill('ujicoba');
    await sent.getByText('1 survei terkirim, terbaru di atas.').waitFor();
    await sent.getByRole('listitem').filter({ hasText: `Alasan pembatalan: ${VOID_REASON}` }).waitFor();
    await saveScreenshot(surveyorPage, 'data-survei-riwayat-voided-390');
    await surveyorPage.close();
  });

  it('the Admin restores it and the analysis and the download are back as before', async () => {
    await openEventDetail();
    await openDataSurveiFromDetail(WITHOUT_TEST.jumlahRespons);
    // This time through the Status filter.
    await page.getByLabel('Status', { exact: true }).selectOption('dibatalkan');
    await expect.poll(() => openButtons().allTextContents()).toEqual([`#${testId}`]);
    await openButtons().first().click();
    const dialog = detailDialog();
    await dialog.getByRole('button', { name: 'Pulihkan data ini' }).click();
    const confirm = page.getByRole('dialog', { name: `Pulihkan data survei #${testId}?`, exact: true });
    await confirm.getByLabel('Catatan (opsional)').fill(RESTORE_NOTE);
    await confirm.getByRole('button', { name: 'Pulihkan data', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });

    await dialog.getByRole('status').filter({ hasText: 'Data survei berhasil dipulihkan.' }).waitFor();
    await expect.poll(async () => (await dialogFacts(dialog)).Status).toBe('Diterima');
    expect((await dialogFacts(dialog)).Catatan).toBe(RESTORE_NOTE);
    const history = dialog.getByRole('list', { name: 'Riwayat status' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(2);
    expect(plain(await history.nth(1).textContent())).toMatch(new RegExp(`^Dipulihkan oleh Admin Uji \\(admin@[^)]+\\), .+ WIBCatatan: ${RESTORE_NOTE}$`));
    // The row has left the "Dibatalkan" list behind the dialog, which still shows it.
    await page.getByText('Belum ada data survei untuk filter ini.').waitFor();
    await dialog.getByRole('button', { name: 'Batalkan data ini' }).waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Kembali ke detail event' }).click();
    await page.waitForURL(`**/kelola-event/${event.id}`);
    const count = page.locator('dl > div').filter({ has: page.getByText('Data Survei', { exact: true }) }).locator('dd > p');
    await expect.poll(async () => plain(await count.textContent())).toBe(WITH_TEST.jumlahRespons);
    await openAnalysisFromDetail();
    await expectAnalysis(page, WITH_TEST);
    expect(await downloadFromAnalysis(page)).toEqual([
      [...FIXED_COLUMNS, Q.kesan, Q.rombongan, Q.puas],
      ...ids.map((id, i) => sheetRow(i + 1, id, i)),
    ]);
    const withVoided = await downloadWithVoided(page, app.url, event.id);
    expect(withVoided.slice(1).map((row) => [row[1], row[5], row[6]])).toEqual(
      ids.map((id) => [id, 'Diterima', id === testId ? RESTORE_NOTE : null]),
    );
  });

  it('the Surveyor sees it accepted again', async () => {
    const surveyorPage = await phone.context.newPage();
    await surveyorPage.goto(`${app.url}/riwayat-survei`);
    const sent = surveyorPage.getByRole('region', { name: 'Sudah terkirim' });
    await sent.getByText('5 survei terkirim, terbaru di atas.').waitFor();
    const items = sent.getByRole('listitem');
    await expect.poll(() => items.filter({ hasText: 'Diterima' }).count()).toBe(5);
    expect(await items.filter({ hasText: 'Alasan pembatalan' }).count()).toBe(0);
    await surveyorPage.close();
  });
});
