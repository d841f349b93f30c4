import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAdmin, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, openBrowser } from './harness/browser';

const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('sign-up and sign-in in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let admin: E2eUser;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers a surveyor, who waits for the Admin, then logs in and lands on the surveyor dashboard', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sport Impact Smart Nation' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Mulai Survei' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: /daftar/i }).click();
    await page.waitForURL('**/register');

    await page.getByLabel('Nama Lengkap').fill('Sari Surveyor');
    await page.getByLabel('Email').fill('sari@contoh.id');
    await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
    await page.getByLabel('Daftar sebagai').selectOption('Surveyor');
    await page.getByRole('button', { name: 'Daftar' }).click();

    await page.waitForURL('**/login');
    // Told at once that the account waits, not asked to log in.
    await expect.poll(() => page.getByText('Pendaftaran berhasil. Akun Anda menunggu persetujuan Admin sebelum dapat login.').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Akun Anda menunggu persetujuan Admin. Silakan login kembali setelah Admin menyetujui pendaftaran Anda.');

    const users = await api<{ id: number; email: string; status_akun: string }[]>(app.url, 'GET', '/api/users', { token: admin.token });
    const sari = users.find((user) => user.email === 'sari@contoh.id');
    expect(sari?.status_akun).toBe('menunggu');
    await api(app.url, 'POST', `/api/users/${sari?.id}/setujui`, { token: admin.token });

    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL('**/dashboard-surveyor');
    expect(new URL(page.url()).pathname).toBe('/dashboard-surveyor');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await expect.poll(() => page.getByText('Sari Surveyor').first().isVisible()).toBe(true);
    await page.close();
  });
});
