import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnalysisResult } from '../../src/shared/schemas/analysis';
import type { Kuesioner, Pertanyaan } from '../../src/shared/schemas/questionnaires';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, logIn, openBrowser, waitForServiceWorker } from './harness/browser';
import { DESKTOP, PHONE, saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');

const EVENT_NAME = 'Lombok Marathon Mandalika';
const TIPE = 'Penonton';

/** The questions as first typed, in the order they are added. */
const Q = {
  kota: 'Dari kota mana Anda berangkat?',
  malam: 'Berapa malam Anda menginap?',
  oleh: 'Berapa pengeluaran Anda untuk oleh-oleh?',
  pertama: 'Apakah ini kunjungan pertama Anda ke Lombok?',
  transportasi: 'Transportasi utama Anda ke lokasi?',
  asal: 'Dari kabupaten/kota mana Anda berasal?',
  alasan: 'Apa yang membuat Anda datang untuk pertama kali?',
} as const;
/** Question 1's text after the Admin corrects it through "Ubah". */
const KOTA_EDITED = 'Dari kota mana Anda berangkat ke Mandalika?';
const OPTIONS = ['Mobil pribadi', 'Sepeda motor', 'Bus', 'Pesawat'];

/** The order after the moves: angka first, teks second, wilayah before pilihan. */
const FINAL_ORDER = [Q.malam, KOTA_EDITED, Q.oleh, Q.pertama, Q.asal, Q.transportasi, Q.alasan];

/** The phone width the brief names, next to the harness's narrower PHONE. */
const PHONE_390 = { width: 390, height: 844 };

/**
 * A full-page screenshot from the top: scrolled down, the sticky top bar would be drawn across the
 * middle of the picture.
 */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Screenshots at the harness's phone width (360) and at 390; ends on the harness's phone. */
async function screenshotAtPhoneWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE_390);
  await screenshotFromTop(page, `${name}-390`);
  await page.setViewportSize(PHONE);
  await screenshotFromTop(page, `${name}-phone`);
}

/** The question texts of the designer's list, in the order shown. */
function listedTexts(panel: Locator): Promise<string[]> {
  return panel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}

async function addQuestion(panel: Locator, count: number, teks: string, tipe: string, settings?: (panel: Locator) => Promise<void>) {
  await panel.getByLabel('Teks Pertanyaan').fill(teks);
  await panel.getByLabel('Tipe Jawaban').selectOption(tipe);
  await settings?.(panel);
  await panel.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  await panel.getByRole('button', { name: `Ubah pertanyaan ${count}` }).waitFor();
  // The form is emptied once the server has the question.
  await expect.poll(() => panel.getByLabel('Teks Pertanyaan').inputValue()).toBe('');
}

describe.skipIf(!chromiumPath)('questionnaire designer 2.0, from the Admin to an offline Surveyor', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let eventId: number;
  let adminBrowser: BrowserSession;
  let phone: BrowserSession;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, {
      nama: 'Dewi Surveyor',
      email: 'dewi@contoh.id',
      peran: 'Surveyor',
      password: 'kebun-mangga-07',
    });
    // The event itself is set up through the API; the admin journey covers its form.
    const { event } = await api<{ event: { id: number } }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT_NAME, lokasi: 'Lombok Tengah', tanggal_mulai: '2026-08-14', tanggal_selesai: '2026-08-16' },
    });
    eventId = event.id;
    adminBrowser = await openBrowser(DESKTOP);
    phone = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await adminBrowser?.close();
    await phone?.close();
    await app?.stop();
  });

  it('the Admin builds a form with every answer type, edits a text and reorders, through the UI', async () => {
    const page = await adminBrowser.context.newPage();
    await logIn(page, app.url, admin, '/dashboard-admin');
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: /Input Survey/ }).click();
    await page.waitForURL('**/input-survei');
    await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });

    const types = page.getByRole('region', { name: 'Tipe Responden' });
    await types.getByLabel('Nama Tipe Responden').fill(TIPE);
    await types.getByRole('button', { name: 'Tambah Tipe' }).click();

    const panel = page.getByRole('region', { name: `Pertanyaan untuk ${TIPE}` });
    await addQuestion(panel, 1, Q.kota, 'teks');
    await addQuestion(panel, 2, Q.malam, 'angka', async (form) => {
      await form.getByLabel('Batas Minimal').fill('1');
      await form.getByLabel('Batas Maksimal').fill('30');
    });
    await addQuestion(panel, 3, Q.oleh, 'nominal', (form) => form.getByLabel('Wajib dijawab').uncheck());
    await addQuestion(panel, 4, Q.pertama, 'ya_tidak');
    await addQuestion(panel, 5, Q.transportasi, 'pilihan', (form) =>
      form.getByLabel('Pilihan Jawaban (satu per baris)').fill(OPTIONS.join('\n')),
    );
    await addQuestion(panel, 6, Q.asal, 'wilayah');
    await addQuestion(panel, 7, Q.alasan, 'teks', async (form) => {
      await form.getByLabel('Tampilkan Jika').selectOption({ label: `4. ${Q.pertama}` });
      await form.getByLabel('Dijawab', { exact: true }).selectOption('Ya');
    });
    expect(await listedTexts(panel)).toEqual([Q.kota, Q.malam, Q.oleh, Q.pertama, Q.transportasi, Q.asal, Q.alasan]);

    // A text corrected through "Ubah".
    await panel.getByRole('button', { name: 'Ubah pertanyaan 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Pertanyaan' });
    expect(await dialog.getByLabel('Teks Pertanyaan').inputValue()).toBe(Q.kota);
    await dialog.getByLabel('Teks Pertanyaan').fill(KOTA_EDITED);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => listedTexts(panel)).toEqual([KOTA_EDITED, Q.malam, Q.oleh, Q.pertama, Q.transportasi, Q.asal, Q.alasan]);

    // Two moves: the number question first, the region before the options.
    await panel.getByRole('button', { name: 'Pindahkan pertanyaan 1 ke bawah' }).click();
    await expect.poll(() => listedTexts(panel)).toEqual([Q.malam, KOTA_EDITED, Q.oleh, Q.pertama, Q.transportasi, Q.asal, Q.alasan]);
    await expect.poll(() => panel.getByRole('button', { name: 'Pindahkan pertanyaan 6 ke atas' }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Pindahkan pertanyaan 6 ke atas' }).click();
    await expect.poll(() => listedTexts(panel)).toEqual(FINAL_ORDER);

    // The badges say each question's settings; the show-if still names question 4.
    const items = panel.getByRole('listitem');
    await items.nth(0).getByText('Angka', { exact: true }).waitFor();
    await items.nth(0).getByText('Antara 1 dan 30', { exact: true }).waitFor();
    await items.nth(2).getByText('Opsional').waitFor();
    await items.nth(4).getByText('Wilayah (Kabupaten/Kota)').waitFor();
    await items.nth(5).getByText('4 pilihan').waitFor();
    await items.nth(6).getByText('Tampil jika no. 4 dijawab "Ya"').waitFor();
    expect(await panel.getByText('0 jawaban').count()).toBe(7);

    await screenshotFromTop(page, 'designer-list-desktop');
    await screenshotAtPhoneWidths(page, 'designer-list');

    // What the server stored is what the list shows.
    const [kuesioner] = await api<Kuesioner[]>(app.url, 'GET', `/api/events/${eventId}/kuesioner`, { token: admin.token });
    const saved = await api<Pertanyaan[]>(app.url, 'GET', `/api/kuesioner/${kuesioner.id}/pertanyaan`, { token: admin.token });
    const ordered = [...saved].sort((a, b) => a.urutan - b.urutan);
    const pertamaId = ordered[3].id;
    expect(ordered.map((p) => [p.teks_pertanyaan, p.tipe_jawaban, p.wajib, p.min, p.maks, p.pilihan, p.tampil_jika])).toEqual([
      [Q.malam, 'angka', true, 1, 30, null, null],
      [KOTA_EDITED, 'teks', true, null, null, null, null],
      [Q.oleh, 'nominal', false, null, null, null, null],
      [Q.pertama, 'ya_tidak', true, null, null, null, null],
      [Q.asal, 'wilayah', true, null, null, null, null],
      [Q.transportasi, 'pilihan', true, null, null, OPTIONS, null],
      [Q.alasan, 'teks', true, null, null, null, { pertanyaan_id: pertamaId, nilai: 'Ya' }],
    ]);
    await page.close();
  });

  it('the Surveyor fills it in offline and the server keeps exactly the answers shown', async () => {
    const { context } = phone;
    const page = await context.newPage();
    await logIn(page, app.url, surveyor, '/dashboard-surveyor');
    await page.goto(`${app.url}/input-survei`);
    await page.getByText('Formulir terbaru sudah diunduh.').waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline: memakai formulir yang tersimpan di perangkat.').waitFor();
    await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });
    await page.getByLabel('Pilih Tipe Responden').selectOption({ label: TIPE });

    // Six questions are asked; the seventh only once question 4 is answered "Ya".
    await page.getByText(`6. ${Q.transportasi}`).waitFor();
    expect(await page.getByText(Q.alasan).count()).toBe(0);
    await page.getByText(`3. ${Q.oleh}(opsional)`).waitFor();
    await page.getByText('Isi harus antara 1 dan 30.').waitFor();

    await page.getByRole('radio', { name: 'Tidak', exact: true }).check();
    expect(await page.getByText(Q.alasan).count()).toBe(0);
    await page.getByRole('radio', { name: 'Ya', exact: true }).check();
    const alasan = page.getByLabel(`7. ${Q.alasan}`);
    await alasan.waitFor();

    await page.getByLabel(`1. ${Q.malam}`).fill('45');
    await page.getByLabel(`2. ${KOTA_EDITED}`).fill('Mataram');
    await alasan.fill('Ingin melihat sirkuit Mandalika');
    await page.getByRole('radio', { name: 'Bus', exact: true }).check();

    const search = page.getByPlaceholder('Ketik nama kabupaten/kota, misalnya Lombok');
    await search.fill('lombok');
    await page.getByText('4 wilayah ditemukan.').waitFor();
    const lombokTengah = page.getByRole('button', { name: /^Kabupaten Lombok Tengah/ });
    await lombokTengah.waitFor();
    await screenshotAtPhoneWidths(page, 'survey-wilayah-search');
    await lombokTengah.click();
    await page.getByText('Kabupaten Lombok Tengah, Nusa Tenggara Barat').waitFor();
    await page.getByRole('button', { name: 'Ganti' }).waitFor();

    // 45 nights is out of range: refused on the phone, with the limit.
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.getByText('Jawaban harus antara 1 dan 30.').waitFor();
    expect(await page.getByLabel(`1. ${Q.malam}`).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(`1. ${Q.malam}`).fill('3');
    // Right now, the mark goes at once, without another submit.
    await page.getByText('Jawaban harus antara 1 dan 30.').waitFor({ state: 'detached' });
    expect(await page.getByLabel(`1. ${Q.malam}`).getAttribute('aria-invalid')).toBeNull();
    await screenshotFromTop(page, 'survey-form-corrected-phone');
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.').waitFor();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await screenshotFromTop(page, 'survey-form-after-submit-phone');
    // The next respondent starts afresh: nothing of the last one's region search is left.
    expect(await search.inputValue()).toBe('');
    expect(await page.getByText('4 wilayah ditemukan.').count()).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('0');

    const db = new Database(path.join(app.dataDir, 'sport-impact.db'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from respons').get()).toEqual({ n: 1 });
      const answers = db
        .prepare(
          `select p.teks_pertanyaan as teks, j.isi_jawaban as isi
             from jawaban j join pertanyaan p on p.id = j.pertanyaan_id
            order by p.urutan`,
        )
        .all();
      // No row for the optional nominal left empty.
      expect(answers).toEqual([
        { teks: Q.malam, isi: '3' },
        { teks: KOTA_EDITED, isi: 'Mataram' },
        { teks: Q.pertama, isi: 'Ya' },
        { teks: Q.asal, isi: '52.02' },
        { teks: Q.transportasi, isi: 'Bus' },
        { teks: Q.alasan, isi: 'Ingin melihat sirkuit Mandalika' },
      ]);
    } finally {
      db.close();
    }

    const analysis = await api<AnalysisResult>(app.url, 'GET', `/api/events/${eventId}/analisis`, { token: admin.token });
    const group = analysis[TIPE];
    expect(group.total_responden).toBe(1);
    expect(group.pertanyaan[Q.transportasi].pilihan).toEqual([
      { jawaban: 'Mobil pribadi', jumlah: 0, persen: 0 },
      { jawaban: 'Sepeda motor', jumlah: 0, persen: 0 },
      { jawaban: 'Bus', jumlah: 1, persen: 100 },
      { jawaban: 'Pesawat', jumlah: 0, persen: 0 },
    ]);
    expect(group.pertanyaan[Q.asal].wilayah).toEqual({
      teratas: [{ kode: '52.02', nama: 'Kabupaten Lombok Tengah', provinsi: 'Nusa Tenggara Barat', jumlah: 1 }],
      per_provinsi: [{ provinsi: 'Nusa Tenggara Barat', jumlah: 1 }],
    });
    expect(group.pertanyaan[Q.malam].statistik).toEqual({ n: 1, rata_rata: 3, median: 3, min: 3, maks: 3 });
  });
});
