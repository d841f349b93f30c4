import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { a11yViolations } from './harness/axe';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { logIn, sharedBrowser } from './harness/browser';
import { PHONE } from './harness/screenshots';
import { createQuestionnaire } from './harness/seed';

/**
 * Issue 43, item 1: a phone whose signal drops in its first seconds. "Siap dipakai tanpa sinyal"
 * shows only once everything a survey needs is on the device; until then the surveyor is asked
 * to stay in signal, no screen says to reload, and the region question recovers by itself when
 * the network returns. Cut the moment "siap" appears, a survey with a region answer is completed,
 * saved, survives a reload without signal and is sent later.
 */

const chromiumPath = inject('chromiumPath');
const READY = 'Siap dipakai tanpa sinyal.';
const EVENT = 'Festival Layang-Layang';
const REGION_PLACEHOLDER = 'Ketik nama kabupaten/kota, misalnya Lombok';
// The region list's file, an asset of the app (src/client/lib/wilayah/load-wilayah-list.ts).
const REGION_FILE = /\/assets\/regencies-[\w-]+\.csv$/;

async function openForm(page: Page) {
  await page.getByLabel('Pilih Event').selectOption({ label: EVENT });
  await page.getByLabel('Pilih Tipe Responden').selectOption({ label: 'Penonton' });
}

const reloadAdvice = (page: Page) => page.getByText(/muat ulang/i).count();

describe.skipIf(!chromiumPath)('a phone offline from its first second, in Chromium', () => {
  let app: RunningApp;
  let surveyor: E2eUser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startApp();
    const admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, { nama: 'Rina Surveyor', email: 'rina@contoh.id', peran: 'Surveyor', password: 'layang-layang-07' });
    const { event } = await api<{ event: { id: number } }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT, lokasi: 'Pantai Padang', tanggal_mulai: '2026-07-01', tanggal_selesai: '2026-07-02' },
    });
    await createQuestionnaire(app.url, admin.token, event.id, 'Penonton', [
      ['Dari kabupaten/kota mana Anda datang?', 'wilayah'],
      ['Berapa orang dalam rombongan Anda?', 'angka'],
    ]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await app?.stop();
  });

  async function newPhone(options: { serviceWorkers?: 'block' } = {}) {
    const context = await (await sharedBrowser()).newContext({ viewport: PHONE, locale: 'id-ID', ...options });
    contexts.push(context);
    return context;
  }

  it('cut while it prepares: not called ready, never told to reload, and the region question recovers by itself', async () => {
    // The worker is held from installing here, as it is for its first seconds on a slow network,
    // and the region list's request is lost with the signal.
    const context = await newPhone({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await logIn(page, app.url, surveyor, '/dashboard-surveyor');
    await page.route(REGION_FILE, (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.url}/input-survei`);
    await page.getByRole('option', { name: EVENT }).waitFor({ state: 'attached' });
    await context.setOffline(true);

    await page.getByText('Belum siap dipakai tanpa sinyal. Persiapan berlanjut otomatis saat sinyal kembali.').waitFor();
    await openForm(page);
    await page.getByText('Daftar wilayah belum dapat dimuat. Daftar akan dimuat otomatis saat koneksi kembali.').waitFor();
    expect(await page.getByText(READY, { exact: true }).count()).toBe(0);
    expect(await reloadAdvice(page)).toBe(0);
    expect(await a11yViolations(page), 'preparing, offline').toEqual([]);

    await page.unroute(REGION_FILE);
    await context.setOffline(false);
    // Back in signal, without a reload: the region search is there, and still no "siap" while the
    // worker has not installed.
    await page.getByPlaceholder(REGION_PLACEHOLDER).fill('padang');
    await page.getByRole('button', { name: /^Kota Padang\s*Sumatera Barat/ }).waitFor();
    await page.getByText('Menyiapkan mode tanpa sinyal. Tetap di area bersinyal sampai muncul "Siap dipakai tanpa sinyal".').waitFor();
    expect(await page.getByText(READY, { exact: true }).count()).toBe(0);
    expect(await reloadAdvice(page)).toBe(0);
  });

  it('cut the moment it says ready: a survey with a region answer is completed, saved, kept across a reload and sent later', async () => {
    const context = await newPhone();
    const page = await context.newPage();
    await logIn(page, app.url, surveyor, '/dashboard-surveyor');
    await page.goto(`${app.url}/input-survei`);
    await page.getByText(READY, { exact: true }).waitFor();
    expect(await a11yViolations(page), 'ready').toEqual([]);
    await context.setOffline(true);

    await openForm(page);
    await page.getByPlaceholder(REGION_PLACEHOLDER).fill('bukittinggi');
    await page.getByRole('button', { name: /^Kota Bukittinggi/ }).click();
    await page.getByLabel('2. Berapa orang dalam rombongan Anda?').fill('4');
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');

    // Without signal the app still opens, from the device.
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await page.getByText(READY, { exact: true }).waitFor();
    expect(await reloadAdvice(page)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('0');
    const db = new Database(path.join(app.dataDir, 'sport-impact.db'), { readonly: true });
    try {
      const stored = db
        .prepare(`select j.isi_jawaban from jawaban j join pertanyaan p on p.id = j.pertanyaan_id where p.tipe_jawaban = 'wilayah'`)
        .all();
      expect(stored).toEqual([{ isi_jawaban: '13.75' }]);
    } finally {
      db.close();
    }
  });
});
