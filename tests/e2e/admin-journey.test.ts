import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { User } from '../../src/shared/schemas/auth';
import type { Event } from '../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../src/shared/schemas/questionnaires';
import { api, createAdmin, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { DESKTOP, PHONE, saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');

const EVENT_NAME = 'Festival Panjat Tebing Bandung';

/** Screenshots of the screen at phone and desktop width, each checked with axe; ends on desktop. */
async function captureAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, `admin-${name}-${width}`);
    expect(await a11yViolations(page), `${name} at ${width} width`).toEqual([]);
  }
}

async function eventByName(baseUrl: string, admin: E2eUser, status: 'aktif' | 'diarsipkan') {
  const events = await api<Event[]>(baseUrl, 'GET', `/api/events?status=${status}`, { token: admin.token });
  return events.find((event) => event.nama_event === EVENT_NAME);
}

async function confirmEventAction(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: `${button} ${EVENT_NAME}` }).click();
  await page.getByRole('button', { name: confirm }).click();
  const done = page.getByRole('dialog', { name: 'Berhasil!' });
  await done.getByRole('button', { name: 'OK' }).click();
  await done.waitFor({ state: 'hidden' });
}

describe.skipIf(!chromiumPath)('the Admin journey in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let admin: E2eUser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    browser = await openBrowser(DESKTOP);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('logs in and lands on the Admin dashboard with its three cards', async () => {
    await logIn(page, app.url, admin, '/dashboard-admin');

    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    await menu.waitFor();
    const cards = menu.getByRole('heading');
    expect(await cards.allTextContents()).toEqual(['Kelola Pengguna', 'Kelola Event', 'Input Survey']);
    await captureAtBothWidths(page, 'dashboard');
  });

  it('creates an event with a new category and two sponsors', async () => {
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: /Kelola Event/ }).click();
    await page.waitForURL('**/kelola-event');
    await page.getByRole('button', { name: 'Tambah Event' }).click();

    const modal = page.getByRole('dialog', { name: 'Tambah Event' });
    await modal.getByLabel('Nama Event').fill(EVENT_NAME);
    await modal.getByLabel('Lokasi').fill('Bandung');
    await modal.getByLabel('Tanggal Mulai').fill('2026-07-10');
    await modal.getByLabel('Tanggal Selesai').fill('2026-07-12');
    await modal.getByLabel('Kategori Olahraga').fill('Panjat Tebing');
    const sponsor = modal.getByLabel('Sponsor', { exact: true });
    await sponsor.fill('Bank Nusantara');
    await sponsor.press('Enter');
    await sponsor.fill('Kopi Priangan');
    await modal.getByRole('button', { name: 'Tambah sponsor' }).click();
    await modal.getByRole('button', { name: 'Simpan' }).click();

    // The success dialog of an event save closes by itself after 2 seconds (product spec).
    await page.getByRole('dialog', { name: 'Berhasil!' }).waitFor();
    await page.getByRole('dialog', { name: 'Berhasil!' }).waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: EVENT_NAME }).waitFor();

    const event = await eventByName(app.url, admin, 'aktif');
    expect(event).toMatchObject({
      lokasi: 'Bandung',
      tanggal_mulai: '2026-07-10',
      tanggal_selesai: '2026-07-12',
      nama_cabor: 'Panjat Tebing',
      sponsors: ['Bank Nusantara', 'Kopi Priangan'],
      status: 'aktif',
    });
  });

  it('designs a questionnaire with all four answer types', async () => {
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Input Survei' }).click();
    await page.waitForURL('**/input-survei');
    await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });

    const types = page.getByRole('region', { name: 'Tipe Responden' });
    await types.getByRole('button', { name: 'Tambah Tipe' }).click();
    await types.getByText('Anda perlu mengisi nama tipe responden!').waitFor();
    await types.getByLabel('Nama Tipe Responden').fill('Penonton');
    await types.getByRole('button', { name: 'Tambah Tipe' }).click();

    const questions = page.getByRole('region', { name: 'Pertanyaan untuk Penonton' });
    const asked: [string, string][] = [
      ['Dari kota mana Anda datang?', 'teks'],
      ['Berapa malam Anda menginap?', 'angka'],
      ['Berapa pengeluaran Anda selama event?', 'nominal'],
      ['Apakah Anda puas dengan penyelenggaraan event?', 'ya_tidak'],
    ];
    for (const [index, [teks, tipe]] of asked.entries()) {
      await questions.getByLabel('Teks Pertanyaan').fill(teks);
      await questions.getByLabel('Tipe Jawaban').selectOption(tipe);
      await questions.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
      await questions.getByRole('button', { name: `Hapus pertanyaan ${index + 1}` }).waitFor();
    }
    await captureAtBothWidths(page, 'designer');

    const event = await eventByName(app.url, admin, 'aktif');
    const kuesioner = await api<Kuesioner[]>(app.url, 'GET', `/api/events/${event?.id}/kuesioner`, {
      token: admin.token,
    });
    expect(kuesioner.map((k) => [k.tipe_responden, k.nama_kuesioner])).toEqual([
      ['Penonton', 'Kuesioner untuk Penonton'],
    ]);
    const saved = await api<Pertanyaan[]>(app.url, 'GET', `/api/kuesioner/${kuesioner[0].id}/pertanyaan`, {
      token: admin.token,
    });
    expect(saved.map((p) => [p.urutan, p.teks_pertanyaan, p.tipe_jawaban])).toEqual(
      asked.map(([teks, tipe], index) => [index + 1, teks, tipe]),
    );
  });

  it('archives the event and activates it again', async () => {
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Kelola Event' }).click();
    await page.waitForURL('**/kelola-event');

    await confirmEventAction(page, 'Arsipkan', 'Ya, arsipkan');
    expect((await eventByName(app.url, admin, 'diarsipkan'))?.status).toBe('diarsipkan');

    await page.getByRole('tab', { name: 'Diarsipkan' }).click();
    await confirmEventAction(page, 'Aktifkan', 'Ya, aktifkan');
    expect((await eventByName(app.url, admin, 'aktif'))?.status).toBe('aktif');
  });

  it("follows the active event's field progress on the dashboard, every card from one call", async () => {
    const progressCalls: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('progres')) progressCalls.push(`${url.pathname}${url.search}`);
    };
    page.on('request', record);
    await page.goto(`${app.url}/dashboard-admin`);
    const card = page.getByRole('list', { name: 'Event aktif' }).getByRole('listitem').filter({ hasText: EVENT_NAME });
    await card.getByRole('progressbar', { name: 'Penonton: 0' }).waitFor();
    page.off('request', record);
    expect(progressCalls).toContain('/api/progres?aktif=1');
    expect(progressCalls.filter((call) => call.startsWith('/api/events/'))).toEqual([]);
  });

  it('creates a surveyor on /kelola-pengguna', async () => {
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Kelola Pengguna' }).click();
    await page.waitForURL('**/kelola-pengguna');
    await page.getByRole('button', { name: 'Tambah Pengguna' }).click();

    const modal = page.getByRole('dialog', { name: 'Tambah Pengguna' });
    await modal.getByLabel('Nama').fill('Rina Surveyor');
    await modal.getByLabel('Email').fill('rina@contoh.id');
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await modal.getByText('Password wajib diisi untuk pengguna baru.').waitFor();
    await modal.getByLabel('Password', { exact: true }).fill('kebun-mangga-05');
    await modal.getByLabel('Peran').selectOption('Surveyor');
    await captureAtBothWidths(page, 'user-form');
    await modal.getByRole('button', { name: 'Simpan' }).click();

    const done = page.getByRole('dialog', { name: 'Berhasil!' });
    await done.getByText('Pengguna berhasil ditambahkan.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Edit Rina Surveyor' }).waitFor();
    await captureAtBothWidths(page, 'users');

    const users = await api<User[]>(app.url, 'GET', '/api/users', { token: admin.token });
    expect(users.find((user) => user.email === 'rina@contoh.id')).toMatchObject({
      nama: 'Rina Surveyor',
      peran: 'Surveyor',
    });
    const login = await api<{ user: User }>(app.url, 'POST', '/api/login', {
      body: { email: 'rina@contoh.id', password: 'kebun-mangga-05' },
    });
    expect(login.user.peran).toBe('Surveyor');
  });

  it('shows the profile with the Admin figures', async () => {
    await page.getByRole('link', { name: /Profil Saya/ }).first().click();
    await page.waitForURL('**/profile');

    const figures = page.getByRole('region', { name: 'Statistik Kinerja' });
    await figures.getByText('Total Pengguna').waitFor();
    // The admin and the surveyor just created; the one event, active again. Polled: the figures
    // the dashboard fetched at sign-in show first, while the page asks again.
    await expect.poll(() => figures.locator('dd').allTextContents()).toEqual(['2', '1', '0']);
    await captureAtBothWidths(page, 'profile');
  });

  it('shows the surveyor their dashboard after the admin logs out', async () => {
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('rina@contoh.id');
    await page.getByLabel('Password', { exact: true }).fill('kebun-mangga-05');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard-surveyor');

    await page.getByText('Selamat datang, Rina Surveyor').waitFor();
    expect(await page.getByRole('link', { name: 'Mulai Input Survei' }).getAttribute('href')).toBe('/input-survei');
    await captureAtBothWidths(page, 'surveyor-dashboard');
  });

  it('shows the credits with the placeholder photos', async () => {
    await page.goto(`${app.url}/credits`);
    await page.getByRole('heading', { name: 'Development Credits' }).waitFor();

    const photo = page.getByRole('img', { name: 'Foto Nama Anggota Tim 1 belum tersedia' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await captureAtBothWidths(page, 'credits');
  });
});
