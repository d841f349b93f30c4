import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, logIn, openBrowser, waitForServiceWorker } from './harness/browser';
import { PHONE, saveScreenshot } from './harness/screenshots';
import { createQuestionnaire } from './harness/seed';

const chromiumPath = inject('chromiumPath');

async function createSurveyThroughApi(baseUrl: string, admin: E2eUser) {
  const { event } = await api<{ event: { id: number } }>(baseUrl, 'POST', '/api/events', {
    token: admin.token,
    body: { nama_event: 'Maraton Pesisir', lokasi: 'Padang', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' },
  });
  await createQuestionnaire(baseUrl, admin.token, event.id, 'Penonton', [
    ['Dari kota mana Anda datang?', 'teks'],
    ['Berapa malam Anda menginap?', 'angka'],
    ['Berapa pengeluaran Anda?', 'nominal'],
    ['Apakah Anda puas?', 'ya_tidak'],
  ]);
}

async function chooseForm(page: Page) {
  await page.getByLabel('Pilih Event').selectOption({ label: 'Maraton Pesisir' });
  await page.getByLabel('Pilih Tipe Responden').selectOption({ label: 'Penonton' });
}

async function fillSurvey(page: Page, city: string) {
  await page.getByLabel('1. Dari kota mana Anda datang?').fill(city);
  await page.getByLabel('2. Berapa malam Anda menginap?').fill('2');
  await page.getByLabel('3. Berapa pengeluaran Anda? (Rupiah)').fill('250000');
  await page.getByRole('radio', { name: 'Ya' }).check();
}

/** Every row of one store of the page's device database (src/client/offline/offline-db.ts). */
function deviceRows(page: Page, store: 'outbox' | 'drafts'): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('sport-impact-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
    store,
  );
}

describe.skipIf(!chromiumPath)('surveyor offline in Chromium', () => {
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
    await createSurveyThroughApi(app.url, admin);
    browser = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('collects three surveys offline, keeps them across a closed page, and sends each exactly once', async () => {
    const { context } = browser;
    let page = await context.newPage();
    await logIn(page, app.url, surveyor, '/dashboard-surveyor');
    await page.goto(`${app.url}/input-survei`);
    await page.getByRole('option', { name: 'Maraton Pesisir' }).waitFor({ state: 'attached' });
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline: memakai formulir yang tersimpan di perangkat.').waitFor();
    await chooseForm(page);
    for (const city of ['Bukittinggi', 'Payakumbuh', 'Solok']) {
      await fillSurvey(page, city);
      await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
      await page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.').waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
    }
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('3');
    await saveScreenshot(page, 'survey-offline-queue-phone');

    // The draft survives a reload: typed, reloaded, still there.
    await fillSurvey(page, 'Draf Sawahlunto');
    await expect.poll(() => page.evaluate(() => document.querySelector('textarea')?.value)).toBe('Draf Sawahlunto');
    // Reloaded only once the draft is on the device (it is saved as it is typed, a moment later).
    await expect.poll(async () => JSON.stringify(await deviceRows(page, 'drafts'))).toContain('Draf Sawahlunto');
    await page.reload();
    await page.getByText('Draf jawaban sebelumnya dipulihkan.').waitFor();
    expect(await page.getByLabel('1. Dari kota mana Anda datang?').inputValue()).toBe('Draf Sawahlunto');

    await page.close();
    page = await context.newPage();
    await page.goto(`${app.url}/input-survei`);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('3');
    expect(await page.getByLabel('1 data survei menunggu dikirim').count()).toBe(0);
    expect(await page.getByLabel('3 data survei menunggu dikirim').isVisible()).toBe(true);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('0');

    const db = new Database(path.join(app.dataDir, 'sport-impact.db'), { readonly: true });
    try {
      const rows = db
        .prepare(
          `select j.isi_jawaban as kota, count(distinct r.idempotency_key) as copies
             from respons r join jawaban j on j.respons_id = r.id
             join pertanyaan p on p.id = j.pertanyaan_id and p.urutan = 1
            group by j.isi_jawaban order by j.isi_jawaban`,
        )
        .all();
      expect(rows).toEqual([
        { kota: 'Bukittinggi', copies: 1 },
        { kota: 'Payakumbuh', copies: 1 },
        { kota: 'Solok', copies: 1 },
      ]);
      expect(db.prepare('select count(*) as n from respons').get()).toEqual({ n: 3 });
    } finally {
      db.close();
    }

    // Privacy on a shared phone: what the device keeps of a sent survey is a receipt, no answers.
    const outbox = await deviceRows(page, 'outbox');
    expect(outbox.map((item) => [item.status, 'jawaban' in item])).toEqual([
      ['sent', false],
      ['sent', false],
      ['sent', false],
    ]);

    // Online, the dialog says "sent" once the server has confirmed the survey.
    await chooseForm(page);
    await fillSurvey(page, 'Sijunjung');
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.getByText('Jawaban terkirim ke server.').waitFor();
  });
});
