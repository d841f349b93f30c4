import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { createQuestionnaire, type QuestionSeed, submitAnswers } from './harness/seed';
import { saveScreenshot } from './harness/screenshots';

/**
 * Every main screen of every role (issue 16, items 4 and 8): each has one heading of its own and
 * its own document title, shows no loading state once settled, fits the screen, and axe-core finds
 * no violation of any impact, at 390 px and at 1366 px.
 */

const chromiumPath = inject('chromiumPath');

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 768 };

const QUESTIONS: QuestionSeed[] = [
  ['Kota asal', 'teks'],
  ['Jumlah rombongan', 'angka'],
  ['Pengeluaran selama acara', 'nominal'],
  ['Apakah Anda puas dengan acara?', 'ya_tidak'],
];

const RESPONSES = [
  ['Solo', '3', '150000', 'Ya'],
  ['Klaten', '2', '250000', 'Ya'],
];

interface Screen {
  path: string;
  /** The h1's text. */
  heading: string;
  /** document.title, in full. */
  title: string;
}

async function seed(baseUrl: string, admin: E2eUser): Promise<Event> {
  const { event } = await api<{ event: Event }>(baseUrl, 'POST', '/api/events', {
    token: admin.token,
    body: {
      nama_event: 'Festival Lari Solo',
      lokasi: 'Surakarta',
      tanggal_mulai: '2026-07-14',
      tanggal_selesai: '2026-07-19',
      jumlah_peserta: 1250000,
      nama_kategori_baru: 'Atletik',
    },
  });
  const { kuesioner, questions } = await createQuestionnaire(baseUrl, admin.token, event.id, 'Penonton', QUESTIONS);
  await submitAnswers(baseUrl, admin.token, kuesioner.id, questions, RESPONSES);
  return event;
}

/** Settled: a heading is there and no spinner or skeleton is left. */
async function waitUntilSettled(page: Page) {
  await page.waitForFunction(() => document.querySelector('h1') && !document.querySelector('.animate-spin, .animate-pulse'));
}

async function audit(page: Page, baseUrl: string, role: string, screen: Screen) {
  await page.goto(`${baseUrl}${screen.path}`);
  await waitUntilSettled(page);
  const headings = page.locator('h1');
  expect(await headings.count(), `${screen.path} (${role}): one h1`).toBe(1);
  expect((await headings.textContent())?.trim(), `${screen.path} (${role}): heading`).toBe(screen.heading);
  expect(await page.title(), `${screen.path} (${role}): title`).toBe(screen.title);
  for (const [suffix, viewport] of [
    ['390', PHONE_390],
    ['1366', DESKTOP_1366],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen.path} (${role}) fits ${suffix} px` })
      .toBeLessThanOrEqual(viewport.width);
    const name = `${role}${screen.path.replace(/[^a-z0-9]+/gi, '-')}-${suffix}`.toLowerCase();
    await saveScreenshot(page, `audit-${name}`);
    // Soft: one run reports every screen's findings.
    expect.soft(await a11yViolations(page), `${screen.path} (${role}) at ${suffix} px`).toEqual([]);
  }
}

describe.skipIf(!chromiumPath)('every main screen in Chromium at 390 and 1366 px', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let instansi: E2eUser;
  let event: Event;
  const browsers: BrowserSession[] = [];

  async function pageFor(user?: { user: E2eUser; dashboard: string }): Promise<Page> {
    const browser = await openBrowser(PHONE_390);
    browsers.push(browser);
    const page = await browser.context.newPage();
    if (user) await logIn(page, app.url, user.user, user.dashboard);
    return page;
  }

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, {
      nama: 'Siti Surveyor',
      email: 'siti.surveyor@dinas-pemuda-olahraga.contoh.id',
      peran: 'Surveyor',
      password: 'kebun-mangga-06',
    });
    instansi = await createUserAs(app.url, admin, {
      nama: 'Dinas Pemuda dan Olahraga',
      email: 'dispora@contoh.id',
      peran: 'Instansi',
      password: 'kebun-mangga-04',
    });
    event = await seed(app.url, admin);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await app?.stop();
  });

  it('public screens', async () => {
    const page = await pageFor();
    for (const screen of [
      { path: '/', heading: 'Sport Impact Smart Nation', title: 'Sport Impact Smart Nation' },
      { path: '/login', heading: 'Login', title: 'Login · Sport Impact' },
      { path: '/register', heading: 'Daftar Akun', title: 'Daftar Akun · Sport Impact' },
      { path: '/credits', heading: 'Development Credits', title: 'Development Credits · Sport Impact' },
      { path: '/unauthorized', heading: '403 Akses Ditolak', title: 'Akses Ditolak · Sport Impact' },
      { path: '/tidak-ada', heading: '404 Halaman Tidak Ditemukan', title: 'Halaman Tidak Ditemukan · Sport Impact' },
    ]) {
      await audit(page, app.url, 'tamu', screen);
    }
  });

  it('Admin screens', async () => {
    const page = await pageFor({ user: admin, dashboard: '/dashboard-admin' });
    for (const screen of [
      { path: '/dashboard-admin', heading: 'Dashboard Admin', title: 'Dashboard Admin · Sport Impact' },
      { path: '/kelola-event', heading: 'Kelola Event', title: 'Kelola Event · Sport Impact' },
      { path: `/kelola-event/${event.id}`, heading: 'Festival Lari Solo', title: 'Festival Lari Solo · Sport Impact' },
      { path: '/kelola-event/999999', heading: 'Event tidak ditemukan.', title: 'Event tidak ditemukan. · Sport Impact' },
      { path: '/kelola-pengguna', heading: 'Kelola Pengguna', title: 'Kelola Pengguna · Sport Impact' },
      { path: '/input-survei', heading: 'Perancangan Kuesioner', title: 'Perancangan Kuesioner · Sport Impact' },
      { path: `/hasil-analisis/${event.id}`, heading: 'Festival Lari Solo', title: 'Hasil Analisis: Festival Lari Solo · Sport Impact' },
      { path: `/data-survei/${event.id}`, heading: 'Data Survei', title: 'Data Survei: Festival Lari Solo · Sport Impact' },
      { path: '/riwayat-survei', heading: 'Riwayat Survei Saya', title: 'Riwayat Survei Saya · Sport Impact' },
      { path: '/profile', heading: 'Profil Saya', title: 'Profil Saya · Sport Impact' },
    ]) {
      await audit(page, app.url, 'admin', screen);
    }
  });

  it('Surveyor screens, the ones it may only read and the ones it may not use', async () => {
    const page = await pageFor({ user: surveyor, dashboard: '/dashboard-surveyor' });
    for (const screen of [
      { path: '/dashboard-surveyor', heading: 'Dashboard Surveyor', title: 'Dashboard Surveyor · Sport Impact' },
      { path: '/input-survei', heading: 'Input Survei', title: 'Input Survei · Sport Impact' },
      { path: '/riwayat-survei', heading: 'Riwayat Survei Saya', title: 'Riwayat Survei Saya · Sport Impact' },
      { path: '/kelola-event', heading: 'Daftar Event', title: 'Daftar Event · Sport Impact' },
      { path: '/kelola-pengguna', heading: 'Akses Terbatas', title: 'Akses Terbatas · Sport Impact' },
      { path: '/profile', heading: 'Profil Saya', title: 'Profil Saya · Sport Impact' },
    ]) {
      await audit(page, app.url, 'surveyor', screen);
    }
  });

  it('Instansi screens, the ones it may only read and the ones it may not use', async () => {
    const page = await pageFor({ user: instansi, dashboard: '/dashboard-instansi' });
    for (const screen of [
      { path: '/dashboard-instansi', heading: 'Dashboard Instansi', title: 'Dashboard Instansi · Sport Impact' },
      { path: '/kelola-event', heading: 'Daftar Event', title: 'Daftar Event · Sport Impact' },
      { path: '/kelola-pengguna', heading: 'Akses Terbatas', title: 'Akses Terbatas · Sport Impact' },
      { path: '/input-survei', heading: 'Akses Terbatas', title: 'Akses Terbatas · Sport Impact' },
      { path: `/hasil-analisis/${event.id}`, heading: 'Festival Lari Solo', title: 'Hasil Analisis: Festival Lari Solo · Sport Impact' },
      { path: `/dampak-ekonomi/${event.id}`, heading: 'Festival Lari Solo', title: 'Dampak Ekonomi: Festival Lari Solo · Sport Impact' },
      { path: `/data-survei/${event.id}`, heading: 'Data Survei', title: 'Data Survei: Festival Lari Solo · Sport Impact' },
      { path: '/hasil-analisis/999999', heading: 'Event tidak ditemukan.', title: 'Event tidak ditemukan. · Sport Impact' },
      { path: '/profile', heading: 'Profil Saya', title: 'Profil Saya · Sport Impact' },
    ]) {
      await audit(page, app.url, 'instansi', screen);
    }
  });
});
