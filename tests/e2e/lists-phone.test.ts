import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';

/**
 * Lists that scale, on a 390 px phone (issue 16, items 3 and 6): 200 events and 30 users stay
 * usable through search, sorting and paging with the count shown, the state survives a visit to a
 * detail and back, the Instansi dashboard filters by status and dates, a one-month range reads
 * "14–19 Juli 2026", long emails wrap at the @ and the dots, and the participant count is typed
 * as "1.250.000" but stored as a number.
 */

const chromiumPath = inject('chromiumPath');

const PHONE_390 = { width: 390, height: 844 };

const pad = (n: number) => String(n).padStart(3, '0');
const LONG_EMAIL = 'koordinator.lapangan@dinas-pemuda-dan-olahraga.provinsi-jawa-tengah.contoh.id';

/** The names of the event rows (cards at this width) on screen, in order. */
const eventNames = (page: Page) => page.locator('tbody a[href^="/kelola-event/"]').allTextContents();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the list's count says `text` ("Menampilkan 1–20 dari 190 event"): the list has
 * loaded, or followed a filter, however long the machine takes.
 */
const listShows = (page: Page, text: string | RegExp) =>
  page
    .getByRole('status')
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${escaped(text)}$`) : text })
    .waitFor();

describe.skipIf(!chromiumPath)('lists that scale on a 390 px phone in Chromium', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let instansi: E2eUser;
  let renang: Event;
  const browsers: BrowserSession[] = [];

  async function phonePage(user: E2eUser, dashboard: string): Promise<Page> {
    const browser = await openBrowser(PHONE_390);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await logIn(page, app.url, user, dashboard);
    return page;
  }

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    instansi = await createUserAs(app.url, admin, {
      nama: 'Dinas Pemuda dan Olahraga',
      email: 'dispora@contoh.id',
      peran: 'Instansi',
      password: 'kebun-mangga-04',
    });
    // 199 events "Event Uji 001" (1 January 2025) to "Event Uji 199", a day apart, then one in July 2026.
    for (let i = 1; i <= 199; i++) {
      const day = new Date(Date.UTC(2025, 0, i)).toISOString().slice(0, 10);
      await api(app.url, 'POST', '/api/events', {
        token: admin.token,
        body: { nama_event: `Event Uji ${pad(i)}`, lokasi: i % 2 ? 'Bandung' : 'Surabaya', tanggal_mulai: day, tanggal_selesai: day, jumlah_peserta: i * 10 },
      });
    }
    ({ event: renang } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: 'Kejuaraan Renang Nusantara', lokasi: 'Palembang', tanggal_mulai: '2026-07-14', tanggal_selesai: '2026-07-19', jumlah_peserta: 1250000 },
    }));
    // Ten finished events, archived: the Instansi's "Selesai".
    const all = await api<Event[]>(app.url, 'GET', '/api/events?status=aktif', { token: admin.token });
    for (const event of all.filter((candidate) => /Event Uji 00\d|Event Uji 010/.test(candidate.nama_event))) {
      await api(app.url, 'PATCH', `/api/events/${event.id}/status`, { token: admin.token, body: { status: 'diarsipkan' } });
    }
    for (let i = 1; i <= 29; i++) {
      await api(app.url, 'POST', '/api/users', {
        token: admin.token,
        body: { nama: `Surveyor ${pad(i)}`, email: `surveyor${pad(i)}@contoh.id`, peran: 'Surveyor', password: 'kebun-mangga-06' },
      });
    }
    await api(app.url, 'POST', '/api/users', {
      token: admin.token,
      body: { nama: 'Koordinator Lapangan', email: LONG_EMAIL, peran: 'Surveyor', password: 'kebun-mangga-06' },
    });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await app?.stop();
  });

  it('pages, searches and sorts 190 active events, and keeps the place across a detail', async () => {
    const page = await phonePage(admin, '/dashboard-admin');
    await page.goto(`${app.url}/kelola-event`);
    await listShows(page, 'Menampilkan 1–20 dari 190 event');
    // Newest start first: the July 2026 event, then the last of the daily ones.
    expect((await eventNames(page)).slice(0, 3)).toEqual(['Kejuaraan Renang Nusantara', 'Event Uji 199', 'Event Uji 198']);
    // The one-month range, and the participant count as the rest of the app writes numbers.
    const first = page.locator('tbody tr').first();
    expect(await first.textContent()).toContain('14–19 Juli 2026');
    expect(await first.textContent()).toContain('1.250.000');
    await saveScreenshot(page, 'lists-events-phone');

    await page.getByRole('navigation', { name: 'Halaman event' }).getByRole('button', { name: 'Berikutnya' }).click();
    await listShows(page, 'Menampilkan 21–40 dari 190 event');
    expect((await eventNames(page))[0]).toBe('Event Uji 180');

    await page.getByLabel('Urutkan').selectOption({ label: 'Nama: A–Z' });
    await listShows(page, 'Menampilkan 1–20 dari 190 event');
    expect((await eventNames(page)).slice(0, 2)).toEqual(['Event Uji 011', 'Event Uji 012']);

    // The even-numbered events are in Surabaya: 99, less the five archived.
    await page.getByLabel('Cari event').fill('surabaya');
    await listShows(page, 'Menampilkan 1–20 dari 94 event');
    expect((await eventNames(page)).slice(0, 2)).toEqual(['Event Uji 012', 'Event Uji 014']);
    await page.getByRole('navigation', { name: 'Halaman event' }).getByRole('button', { name: 'Berikutnya' }).click();
    await listShows(page, 'Menampilkan 21–40 dari 94 event');
    const onPageTwo = await eventNames(page);

    await page.getByRole('link', { name: onPageTwo[0] }).click();
    await page.getByRole('heading', { level: 1, name: onPageTwo[0] }).waitFor();
    await page.goBack();
    await listShows(page, 'Menampilkan 21–40 dari 94 event');
    expect(await eventNames(page)).toEqual(onPageTwo);
    expect(await page.getByLabel('Cari event').inputValue()).toBe('surabaya');

    await page.getByLabel('Cari event').fill('tidak ada yang begini');
    await listShows(page, /^Tidak ada/);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('finds users by email and role, and wraps a long email at the @ and the dots', async () => {
    const page = await phonePage(admin, '/dashboard-admin');
    await page.goto(`${app.url}/kelola-pengguna`);
    // 29 numbered surveyors, the coordinator, the Instansi and the Admin.
    await listShows(page, 'Menampilkan 1–20 dari 32 pengguna');
    await page.getByLabel('Filter peran').selectOption({ label: 'Instansi' });
    await listShows(page, 'Menampilkan 1–1 dari 1 pengguna');
    await page.getByLabel('Filter peran').selectOption({ label: 'Semua peran' });
    await page.getByLabel('Cari pengguna').fill('provinsi-jawa');
    await listShows(page, 'Menampilkan 1–1 dari 1 pengguna');
    const email = page.locator('tbody').getByText(LONG_EMAIL.slice(0, 12), { exact: false }).first();
    // A break opportunity after the @ and after each of the four dots, and the address fits the card.
    expect(await email.evaluate((element) => element.querySelectorAll('wbr').length)).toBe(5);
    await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, PHONE_390.width);
    await saveScreenshot(page, 'lists-users-long-email-phone');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('filters the Instansi dashboard by status and dates besides its search', async () => {
    const page = await phonePage(instansi, '/dashboard-instansi');
    await listShows(page, 'Menampilkan 1–18 dari 200 event');
    await page.getByLabel('Status').selectOption({ label: 'Selesai' });
    await listShows(page, 'Menampilkan 1–10 dari 10 event');
    await page.getByLabel('Status').selectOption({ label: 'Aktif' });
    await page.getByLabel('Dari tanggal').fill('2026-07-15');
    await page.getByLabel('Sampai tanggal').fill('2026-07-16');
    await listShows(page, 'Menampilkan 1–1 dari 1 event');
    const list = page.getByRole('list', { name: 'Daftar event' });
    expect(await list.getByRole('heading').allTextContents()).toEqual([renang.nama_event]);
    await page.getByLabel('Cari event').fill('uji');
    await page.getByText('Tidak ada event yang cocok dengan pencarian Anda.').waitFor();
    await page.getByRole('button', { name: 'Hapus semua filter' }).click();
    await listShows(page, 'Menampilkan 1–18 dari 200 event');
    await saveScreenshot(page, 'lists-instansi-phone');
    expect(await a11yViolations(page)).toEqual([]);
  });
  it('types the participant count with thousands dots and stores the number', async () => {
    const page = await phonePage(admin, '/dashboard-admin');
    await page.goto(`${app.url}/kelola-event`);
    await page.getByRole('button', { name: 'Tambah Event' }).click();
    await page.getByLabel('Nama Event').fill('Tour de Pesisir');
    await page.getByLabel('Lokasi').fill('Padang');
    await page.getByLabel('Tanggal Mulai').fill('2026-08-01');
    await page.getByLabel('Tanggal Selesai').fill('2026-08-03');
    const peserta = page.getByLabel('Jumlah Peserta');
    await peserta.pressSequentially('1250000');
    expect(await peserta.inputValue()).toBe('1.250.000');
    await page.getByLabel('Kategori Olahraga').fill('Balap Sepeda');
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('dialog', { name: 'Berhasil!' }).waitFor();
    const events = await api<Event[]>(app.url, 'GET', '/api/events?status=aktif', { token: admin.token });
    expect(events.find((event) => event.nama_event === 'Tour de Pesisir')?.jumlah_peserta).toBe(1250000);
  });
});
