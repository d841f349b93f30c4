import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, launchBrowser } from './harness/browser';

const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('sign-up and sign-in in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser(chromiumPath as string);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers a surveyor, logs in, and lands on the surveyor dashboard', async () => {
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
    await expect.poll(() => page.getByText('Pendaftaran berhasil. Silakan login.').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL('**/dashboard-surveyor');
    expect(new URL(page.url()).pathname).toBe('/dashboard-surveyor');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await expect.poll(() => page.getByText('Sari Surveyor').first().isVisible()).toBe(true);
    await page.close();
  });
});
