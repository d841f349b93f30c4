import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { createQuestionnaire } from './harness/seed';

/**
 * Issue 38, items 5 and 6 in a real browser: an Admin makes an invite on the team screen and
 * shows its QR; a stranger opens the link on a 390 px phone, registers, signs in and finds the
 * event's form in Input Survei; a surveyor already signed in joins with one button; the team
 * screen then lists both, and only members may collect once the Admin says so.
 */

const chromiumPath = inject('chromiumPath');

const PHONE_390 = { width: 390, height: 844 };
const EVENT_NAME = 'Surabaya Fun Run';

describe.skipIf(!chromiumPath)('an event team filled from an invite code', () => {
  let app: RunningApp;
  let desktop: BrowserSession;
  let phone: BrowserSession;
  let secondPhone: BrowserSession;
  let admin: E2eUser;
  let eventId: number;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    const { event } = await api<{ event: { id: number } }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT_NAME, lokasi: 'Tugu Pahlawan', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02', wilayah: '35.78' },
    });
    eventId = event.id;
    await createQuestionnaire(app.url, admin.token, eventId, 'Penonton', [['Dari kota mana Anda datang?', 'teks']]);
    await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    desktop = await openBrowser();
    phone = await openBrowser(PHONE_390);
    secondPhone = await openBrowser(PHONE_390);
  });
  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
    await secondPhone?.close();
    await app?.stop();
  });

  it('enrols a new person and a signed-in surveyor from the code, and lists both on the team', async () => {
    // The Admin: from the event to its team, a new code, its QR large and drawn.
    const adminPage = await desktop.context.newPage();
    await logIn(adminPage, app.url, admin, '/dashboard-admin');
    await adminPage.goto(`${app.url}/kelola-event/${eventId}`);
    await adminPage.getByRole('link', { name: 'Tim Survei' }).click();
    await adminPage.waitForURL(`**/kelola-event/${eventId}/tim`);
    await adminPage.getByRole('button', { name: 'Buat Undangan' }).click();
    await adminPage.getByRole('dialog', { name: 'Buat Undangan' }).getByRole('button', { name: 'Buat' }).click();
    const qrDialog = adminPage.getByRole('dialog', { name: 'QR Undangan' });
    const qr = qrDialog.getByRole('img', { name: /^QR undangan / });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Large enough for a phone held up to the screen to scan.
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(300);
    const link = (await qrDialog.getByText(/\/gabung\//).textContent()) ?? '';
    expect(link).toMatch(/^http:\/\/.+\/gabung\/[0-9A-Z]{16}$/);
    await saveScreenshot(adminPage, 'team-invite-qr');
    await qrDialog.getByRole('button', { name: 'Tutup' }).last().click();
    expect(await a11yViolations(adminPage)).toEqual([]);

    // A stranger's phone: the link, a short sign-up, the login, the event's form.
    const stranger = await phone.context.newPage();
    await stranger.goto(link);
    await stranger.getByRole('heading', { name: EVENT_NAME, level: 2 }).waitFor();
    expect(await a11yViolations(stranger)).toEqual([]);
    await saveScreenshot(stranger, 'team-invite-join-phone');
    await stranger.getByLabel('Nama Lengkap').fill('Rina Lapangan');
    await stranger.getByLabel('Email').fill('rina@contoh.id');
    await stranger.getByLabel('Password', { exact: true }).fill('kebun-mangga-03');
    await stranger.getByRole('button', { name: 'Daftar dan Gabung' }).click();
    await stranger.waitForURL('**/login');
    await stranger.getByText('Pendaftaran berhasil. Silakan login.').waitFor();
    await stranger.getByLabel('Password', { exact: true }).fill('kebun-mangga-03');
    await stranger.getByRole('button', { name: 'Login', exact: true }).click();
    await stranger.waitForURL('**/dashboard-surveyor');
    await stranger.goto(`${app.url}/input-survei`);
    await stranger.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached' });

    // A surveyor already signed in on another phone joins with one button.
    const sari = await secondPhone.context.newPage();
    await logIn(sari, app.url, { email: 'sari@contoh.id', password: 'kebun-mangga-02' }, '/dashboard-surveyor');
    await sari.goto(link);
    await sari.getByRole('button', { name: 'Gabung ke tim' }).click();
    await sari.getByText('Anda sekarang anggota tim survei event ini.', { exact: false }).waitFor();
    await sari.getByRole('link', { name: 'Buka Input Survei' }).click();
    await sari.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached' });

    // The team screen lists both; the code has been used twice.
    await adminPage.reload();
    await adminPage.getByRole('table', { name: 'Anggota tim survei' }).getByText('Rina Lapangan').waitFor();
    await adminPage.getByRole('table', { name: 'Anggota tim survei' }).getByText('Sari Surveyor').waitFor();
    await adminPage.getByRole('list', { name: 'Daftar undangan' }).getByText('2 / 20').waitFor();
  });
});
