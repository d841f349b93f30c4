import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, logIn, openBrowser, waitForServiceWorker } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { createQuestionnaire } from './harness/seed';

/**
 * A surveyor's day on a 390 px phone (issue 16, items 1, 2, 5 and 7): the installed app opens on
 * the dashboard; the form guides to the first wrong answer and counts progress; the connection is
 * shown live; surveys saved offline are told apart in the queue and read back; "Kirim sekarang"
 * says why it waits; the dashboard counts what waits; sending says how many went; leaving while
 * offline asks first; and a login offline says the device is offline.
 */

const chromiumPath = inject('chromiumPath');

const PHONE_390 = { width: 390, height: 844 };

const Q1 = 'Dari kota mana Anda datang?';
const Q2 = 'Berapa malam Anda menginap?';
const Q3 = 'Apakah Anda puas?';

async function createSurvey(baseUrl: string, admin: E2eUser) {
  const { event } = await api<{ event: { id: number } }>(baseUrl, 'POST', '/api/events', {
    token: admin.token,
    body: { nama_event: 'Maraton Pesisir', lokasi: 'Padang', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' },
  });
  await createQuestionnaire(baseUrl, admin.token, event.id, 'Penonton', [
    [Q1, 'teks'],
    [Q2, 'angka'],
    [Q3, 'ya_tidak'],
  ]);
}

const pendingCount = (page: Page) => page.getByTestId('pending-count').textContent();

async function fillAll(page: Page, city: string, nights: string) {
  await page.getByLabel(`1. ${Q1}`).fill(city);
  await page.getByLabel(`2. ${Q2}`).fill(nights);
  await page.getByRole('radio', { name: 'Ya' }).check();
}

async function saveOffline(page: Page) {
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
  await page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
}

describe.skipIf(!chromiumPath)('a surveyor on a 390 px phone in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let surveyor: E2eUser;

  beforeAll(async () => {
    app = await startApp();
    const admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, {
      nama: 'Sari Surveyor',
      email: 'sari@contoh.id',
      peran: 'Surveyor',
      password: 'kebun-mangga-02',
    });
    await createSurvey(app.url, admin);
    browser = await openBrowser(PHONE_390);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('guides the form, keeps the queue readable offline, sends, and leaves offline only after asking', async () => {
    const { context } = browser;
    const page = await context.newPage();
    await logIn(page, app.url, surveyor, '/dashboard-surveyor');

    // Item 5: the installed app's start_url opens the signed-in surveyor's dashboard.
    await page.goto(`${app.url}/aplikasi`);
    await page.waitForURL('**/dashboard-surveyor');
    // Item 7: the dashboard keeps the top bar of every signed-in page.
    await page.getByRole('banner').getByRole('link', { name: 'Beranda' }).waitFor();
    await expect.poll(() => page.title()).toBe('Dashboard Surveyor · Sport Impact');

    await page.goto(`${app.url}/input-survei`);
    await page.getByRole('option', { name: 'Maraton Pesisir' }).waitFor({ state: 'attached' });
    await waitForServiceWorker(page);
    await page.getByLabel('Pilih Event').selectOption({ label: 'Maraton Pesisir' });
    await page.getByLabel('Pilih Tipe Responden').selectOption({ label: 'Penonton' });

    // Item 1: labels as large as the answers, a submit that reads from arm's length, progress.
    const labelSize = await page.getByText(`1. ${Q1}`).evaluate((label) => parseFloat(getComputedStyle(label).fontSize));
    const answerSize = await page.getByLabel(`1. ${Q1}`).evaluate((input) => parseFloat(getComputedStyle(input).fontSize));
    expect(labelSize).toBeGreaterThanOrEqual(16);
    expect(labelSize).toBeGreaterThanOrEqual(answerSize);
    const submit = page.getByRole('button', { name: 'Kirim Jawaban' });
    const submitBox = await submit.boundingBox();
    expect(submitBox?.height).toBeGreaterThanOrEqual(48);
    expect(submitBox?.width).toBeGreaterThan(PHONE_390.width * 0.8);
    expect(await submit.evaluate((button) => parseFloat(getComputedStyle(button).fontSize))).toBeGreaterThanOrEqual(18);
    await page.getByText('0 dari 3 terjawab').waitFor();
    await page.getByLabel(`1. ${Q1}`).fill('Bukittinggi');
    await page.getByText('1 dari 3 terjawab').waitFor();

    // A submit with errors: focus and scroll go to the first wrong question.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await submit.click();
    const banner = page.getByText('Semua pertanyaan wajib dijawab dengan benar. Periksa isian yang ditandai.');
    await banner.waitFor();
    const nights = page.getByLabel(`2. ${Q2}`);
    await expect.poll(() => nights.evaluate((input) => input === document.activeElement)).toBe(true);
    const nightsBox = await nights.boundingBox();
    expect(nightsBox?.y).toBeGreaterThanOrEqual(0);
    expect((nightsBox?.y ?? PHONE_390.height) + (nightsBox?.height ?? 0)).toBeLessThanOrEqual(PHONE_390.height);
    await saveScreenshot(page, 'surveyor-phone-first-error');
    // Each error goes as its answer becomes valid; the banner with the last one.
    expect(await nights.getAttribute('aria-invalid')).toBe('true');
    await nights.fill('2');
    await expect.poll(() => nights.getAttribute('aria-invalid')).toBeNull();
    expect(await banner.isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Ya' }).check();
    await banner.waitFor({ state: 'detached' });
    await page.getByText('3 dari 3 terjawab').waitFor();

    // The connection indicator follows the network without a reload.
    const connection = page.getByRole('status', { name: 'Status koneksi' });
    expect(await connection.textContent()).toBe('Online');
    await context.setOffline(true);
    await expect
      .poll(() => connection.textContent())
      .toBe('Offline: survei disimpan di perangkat dan dikirim otomatis saat koneksi kembali.');

    await saveOffline(page);
    await fillAll(page, 'Payakumbuh', '4');
    await saveOffline(page);
    await expect.poll(() => pendingCount(page)).toBe('2');

    // "Kirim sekarang" waits for a connection and says so.
    const queue = page.getByRole('region', { name: 'Antrean Data' });
    const sendNow = queue.getByRole('button', { name: 'Kirim sekarang' });
    expect(await sendNow.isDisabled()).toBe(true);
    expect(await sendNow.getAttribute('aria-describedby')).toBeTruthy();
    await queue.getByText('Tidak ada koneksi internet. Data akan dikirim otomatis saat koneksi kembali.').waitFor();

    // Queue items are told apart: type, time collected, first answers; and open to be read.
    const rows = queue.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    for (const [index, city] of [
      [0, 'Bukittinggi'],
      [1, 'Payakumbuh'],
    ] as const) {
      const row = rows.nth(index);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Penonton');
      expect(text).toMatch(/Diisi \d/);
      expect(text).toContain(`${Q1} ${city}`);
    }
    await rows.nth(1).getByRole('button', { name: 'Lihat jawaban' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jawaban survei' });
    await dialog.waitFor();
    expect(await dialog.getByRole('term').allTextContents()).toEqual([Q1, Q2, Q3]);
    expect(await dialog.getByRole('definition').allTextContents()).toEqual(['Payakumbuh', '4', 'Ya']);
    await saveScreenshot(page, 'surveyor-phone-queue-dialog');
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    // Item 7: the dashboard tells how many surveys wait on the device, offline too.
    await page.getByRole('banner').getByRole('link', { name: 'Beranda' }).click();
    await page.waitForURL('**/dashboard-surveyor');
    await page.getByText('2 survei menunggu dikirim').waitFor();

    // Item 2: leaving while offline with surveys waiting asks first, and Batal keeps the session.
    await page.getByRole('button', { name: 'Keluar' }).click();
    const leave = page.getByRole('dialog', { name: 'Keluar dari aplikasi?' });
    await leave.waitFor();
    const warning = (await leave.textContent()) ?? '';
    expect(warning).toContain('Login kembali memerlukan koneksi internet.');
    expect(warning).toContain('2 survei yang menunggu dikirim tetap tersimpan di perangkat ini');
    await leave.getByRole('button', { name: 'Batal' }).click();
    expect(page.url()).toMatch(/\/dashboard-surveyor$/);

    // Back online on the survey screen: the queue empties and says how many went.
    await page.getByRole('link', { name: 'Mulai Input Survei' }).click();
    await page.waitForURL('**/input-survei');
    await context.setOffline(false);
    await expect.poll(() => pendingCount(page)).toBe('0');
    await queue.getByText('2 survei terkirim').waitFor();
    expect(await connection.textContent()).toBe('Online');
    const stored = await api<{ data: unknown[] }>(app.url, 'GET', '/api/me/respons', { token: surveyor.token });
    expect(stored.data).toHaveLength(2);

    // Offline with nothing waiting: still asked, since signing in again needs a connection.
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Beranda' }).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await leave.waitFor();
    expect(await leave.textContent()).toContain('Perangkat ini sedang offline. Login kembali memerlukan koneksi internet');
    await leave.getByRole('button', { name: 'Tetap Keluar' }).click();
    await page.waitForURL('**/login');

    // A login that cannot reach the server says the device is offline.
    await page.getByLabel('Email').fill(surveyor.email);
    await page.getByLabel('Password', { exact: true }).fill(surveyor.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Perangkat ini sedang offline. Login memerlukan koneksi internet; coba lagi saat ada sinyal.').waitFor();
    expect(await page.getByText('Terjadi kesalahan saat login.').count()).toBe(0);
    await context.setOffline(false);
  });
});
