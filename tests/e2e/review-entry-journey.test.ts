import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PeranEkonomi } from '../../src/shared/economic-impact/economic-roles';
import type { BatchItem, BatchJawabanResponse } from '../../src/shared/schemas/answers';
import type { DampakEkonomi, SegmenDampak } from '../../src/shared/schemas/economic-impact';
import type { Event } from '../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../src/shared/schemas/questionnaires';
import type { ResponsDetail } from '../../src/shared/schemas/review';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { logIn, openBrowser, sharedBrowser, waitForServiceWorker } from './harness/browser';
import { rupiah, rupiahShort } from './harness/rupiah-text';
import { saveScreenshot } from './harness/screenshots';

/**
 * Issue 28 from one end to the other, on 390 px phones in Chromium: a surveyor offline types
 * Rp 2.500.000.000 for a meal, reads it back in words, is asked whether it is right, says so, and
 * the survey goes when the connection returns, carrying that confirmation. The report holds the
 * amount at the segment's fence and says one answer waits; the Admin follows its link to Data
 * Survei's queue, sees the reason and the surveyor's confirmation, corrects the amount to
 * Rp 2.500.000 with a reason, and the report's headline moves to what the API now gives.
 */

const chromiumPath = inject('chromiumPath');
const PHONE_390 = { width: 390, height: 844 };

/** Kota Surakarta hosts; the visitors come from Kota Bandung. */
const HOST = '33.72';
const AWAY = '32.73';

const EVENT_NAME = 'Solo Night Run';
const TIPE = 'Penonton';
const Q = {
  asal: 'Di kabupaten/kota mana Anda tinggal?',
  rutin: 'Apakah Anda datang ke lokasi ini 4 kali atau lebih per bulan?',
  alasan_utama: 'Apakah acara ini alasan utama Anda datang?',
  tetap_datang: 'Apakah Anda tetap datang seandainya tidak ada acara ini?',
  hari_hadir: 'Berapa hari Anda hadir?',
  jumlah_ditanggung: 'Untuk berapa orang pengeluaran ini?',
  belanja_makan_minum: 'Berapa pengeluaran Anda untuk makan dan minum?',
} as const satisfies Partial<Record<PeranEkonomi, string>>;
type Role = keyof typeof Q;
const QUESTIONS: [Role, TipeJawaban][] = [
  ['asal', 'wilayah'],
  ['rutin', 'ya_tidak'],
  ['alasan_utama', 'ya_tidak'],
  ['tetap_datang', 'ya_tidak'],
  ['hari_hadir', 'angka'],
  ['jumlah_ditanggung', 'angka'],
  ['belanja_makan_minum', 'nominal'],
];
/** The method page's soft limit for a spending category other than accommodation; no hard maximum. */
const BATAS_WAJAR = 5_000_000;

/** Thirty visitors already sent, spending Rp 400.000 to Rp 490.000 each, for one person. */
const N_SENT = 30;
const spendingOf = (i: number) => 400_000 + 10_000 * (i % 10);
const TYPO = 2_500_000_000;
const MEANT = 2_500_000;
const SENT_AMOUNTS = Array.from({ length: N_SENT }, (_, i) => spendingOf(i));
const SENT_SUM = SENT_AMOUNTS.reduce((sum, value) => sum + value, 0);

function answers(i: number): Record<Role, string> {
  return {
    asal: i % 4 === 0 ? HOST : AWAY,
    rutin: 'Tidak',
    alasan_utama: 'Ya',
    tetap_datang: 'Tidak',
    hari_hadir: '1',
    jumlah_ditanggung: '1',
    belanja_makan_minum: String(spendingOf(i)),
  };
}

/** The median as the method reads it (type 7, here of an odd count: the middle value). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * 0.5;
  const k = Math.floor(h);
  return sorted[k] + (h - k) * ((sorted[k + 1] ?? sorted[k]) - sorted[k]);
}

/** The queue's one-line reason for the typo, from an independent reading of the median. */
const reason = () => `Belanja per orang ${rupiah(TYPO)}, lebih dari 10 × median segmen ${rupiah(median([...SENT_AMOUNTS, TYPO]))}`;

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

/** Nothing wider than the phone and no axe finding, with a screenshot to look at. */
async function checkPhone(page: Page, name: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
  await saveScreenshot(page, name);
  expect(await a11yViolations(page), name).toEqual([]);
}

async function headline(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Ringkasan dampak' });
  await card.waitFor();
  return plain(await card.locator('> div').first().locator('p').first().textContent());
}

/** Every row of the device's outbox (src/client/offline/offline-db.ts). */
function outboxRows(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('sport-impact-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
  );
}

/** An additional visitor from Kota Bandung, every question but the spending answered; returns the spending field. */
async function fillVisitor(page: Page): Promise<Locator> {
  await page.getByLabel('Pilih Event').selectOption({ label: EVENT_NAME });
  await page.getByLabel('Pilih Tipe Responden').selectOption({ label: TIPE });
  await page.getByPlaceholder('Ketik nama kabupaten/kota, misalnya Lombok').fill('bandung');
  await page.getByRole('button', { name: /^Kota Bandung/ }).click();
  await page.getByText('Kota Bandung, Jawa Barat').waitFor();
  const choose = (number: number, role: Role, option: 'Ya' | 'Tidak') =>
    page.getByRole('group', { name: `${number}. ${Q[role]}` }).getByRole('radio', { name: option, exact: true }).check();
  await choose(2, 'rutin', 'Tidak');
  await choose(3, 'alasan_utama', 'Ya');
  await choose(4, 'tetap_datang', 'Tidak');
  await page.getByLabel(`5. ${Q.hari_hadir}`, { exact: true }).fill('1');
  await page.getByLabel(`6. ${Q.jumlah_ditanggung}`, { exact: true }).fill('1');
  return page.getByLabel(`7. ${Q.belanja_makan_minum} (Rupiah)`, { exact: true });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe.skipIf(!chromiumPath)('issue 28 end to end at 390 px: caught at entry offline, confirmed, synced, reviewed, corrected', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let event: Event;
  let byRole: Map<Role, Pertanyaan>;
  let belanja: Pertanyaan;
  let responsId: number;
  let beforeEntry: DampakEkonomi;
  let flagged: DampakEkonomi;

  const report = () => api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });
  const segment = (figures: DampakEkonomi): SegmenDampak => figures.segmen.find((candidate) => candidate.tipe_responden === TIPE)!;

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    const colleague = await createUserAs(app.url, admin, { nama: 'Budi Surveyor', email: 'budi@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-03' });
    ({ event } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: EVENT_NAME, lokasi: 'Surakarta', tanggal_mulai: '2026-09-06', tanggal_selesai: '2026-09-06' },
    }));
    const form = await api<Kuesioner>(app.url, 'POST', '/api/kuesioner', {
      token: admin.token,
      body: { event_id: event.id, tipe_responden: TIPE, nama_kuesioner: `Kuesioner untuk ${TIPE}` },
    });
    byRole = new Map();
    for (const [peran_ekonomi, tipe_jawaban] of QUESTIONS) {
      byRole.set(
        peran_ekonomi,
        await api<Pertanyaan>(app.url, 'POST', '/api/pertanyaan', {
          token: admin.token,
          body: {
            kuesioner_id: form.id,
            teks_pertanyaan: Q[peran_ekonomi],
            tipe_jawaban,
            peran_ekonomi,
            ...(peran_ekonomi === 'belanja_makan_minum' ? { batas_wajar: BATAS_WAJAR } : {}),
          },
        }),
      );
    }
    belanja = byRole.get('belanja_makan_minum')!;
    expect([belanja.batas_wajar, belanja.maks]).toEqual([BATAS_WAJAR, null]);

    const items: BatchItem[] = Array.from({ length: N_SENT }, (_, i) => ({
      kuesionerId: form.id,
      idempotencyKey: `journey-${String(i).padStart(3, '0')}`,
      jawaban: Object.entries(answers(i)).map(([role, isi_jawaban]) => ({ pertanyaan_id: byRole.get(role as Role)!.id, isi_jawaban })),
    }));
    const { results } = await api<BatchJawabanResponse>(app.url, 'POST', '/api/jawaban/batch', { token: colleague.token, body: { items } });
    expect(results.filter((result) => result.status !== 'created')).toEqual([]);
    await api(app.url, 'PUT', `/api/events/${event.id}/parameter-ekonomi`, {
      token: admin.token,
      body: {
        wilayah_tuan_rumah: [HOST],
        segmen: [{ kuesioner_id: form.id, kunjungan: 12_000, kunjungan_min: null, kunjungan_maks: null, jenis: 'pengunjung' }],
        belanja_penyelenggara_lokal: 0,
        dana_dari_lokal: 0,
        margin_ritel: 0.25,
        pengganda: null,
      },
    });
    beforeEntry = await report();
    // Counted, with a fence, and nothing waiting: the ordinary sample the typo will be held against.
    expect(segment(beforeEntry).dihitung).toBe(true);
    expect(segment(beforeEntry).batas_wajar_segmen).toBe(10 * median(SENT_AMOUNTS));
    expect(beforeEntry.total!.perlu_diperiksa).toBe(0);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('the surveyor, offline, reads Rp 2.500.000.000 back in words, is asked, says it is right, and the survey syncs with the confirmation', async () => {
    const phone = await openBrowser(PHONE_390);
    try {
      const { context } = phone;
      const page = await context.newPage();
      await logIn(page, app.url, surveyor, '/dashboard-surveyor');
      await page.goto(`${app.url}/input-survei`);
      await page.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached' });
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByText('Offline: memakai formulir yang tersimpan di perangkat.').waitFor();
      const amount = await fillVisitor(page);

      // The amount grouped as typed, and in words under it.
      await amount.fill(String(TYPO));
      expect(await amount.inputValue()).toBe('2.500.000.000');
      const words = page.getByTestId('terbilang');
      await expect.poll(() => words.textContent()).toBe('dua miliar lima ratus juta rupiah');

      // Leaving the field asks: the amount in figures and words, and the limit.
      const ask = page.getByRole('group', { name: 'Jumlah ini di atas batas wajar. Apakah sudah benar?' });
      expect(await ask.count()).toBe(0);
      await amount.press('Tab');
      await ask.waitFor();
      await ask.getByText('Rp 2.500.000.000', { exact: true }).waitFor();
      await ask.getByText('dua miliar lima ratus juta rupiah', { exact: true }).waitFor();
      await ask.getByText('Batas wajar: Rp 5.000.000', { exact: true }).waitFor();
      await checkPhone(page, 'review-journey-soft-limit-390');

      // "Ubah" goes back to the field, the amount kept as typed.
      await ask.getByRole('button', { name: 'Ubah', exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(amount)).toBe(true);
      expect(await amount.inputValue()).toBe('2.500.000.000');

      // Submitting from the field (the keyboard's Enter) asks again, the submit held; "Ya, benar"
      // takes the amount and the held submit goes on, to the device.
      await amount.press('Enter');
      await ask.waitFor();
      await expect.poll(() => isFocused(ask)).toBe(true);
      await ask.getByRole('button', { name: 'Ya, benar', exact: true }).click();
      await page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.').waitFor();
      await checkPhone(page, 'review-journey-saved-offline-390');
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');

      // The outbox keeps the confirmation with the answer it belongs to.
      const [waiting] = await outboxRows(page);
      expect(waiting.status).toBe('pending');
      expect(waiting.jawaban).toContainEqual({ pertanyaan_id: belanja.id, isi_jawaban: String(TYPO), dikonfirmasi_surveyor: true });
      expect((waiting.jawaban as { dikonfirmasi_surveyor?: boolean }[]).filter((item) => item.dikonfirmasi_surveyor)).toHaveLength(1);

      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('0');
      const [sent] = await outboxRows(page);
      expect(sent.status).toBe('sent');
      responsId = sent.serverId as number;
      expect(responsId).toEqual(expect.any(Number));
    } finally {
      await phone.close();
    }
  });

  it('stores the confirmation, and the report holds the amount at the fence and says one answer waits', async () => {
    const detail = await api<ResponsDetail>(app.url, 'GET', `/api/respons/${responsId}`, { token: admin.token });
    const stored = detail.jawaban.find((answer) => answer.pertanyaan_id === belanja.id)!;
    expect(stored).toMatchObject({ isi_jawaban: String(TYPO), dikonfirmasi_surveyor: true, dikoreksi: false });
    expect(detail.jawaban.filter((answer) => answer.dikonfirmasi_surveyor).map((answer) => answer.pertanyaan_id)).toEqual([belanja.id]);
    expect(detail.pemeriksaan.perlu_diperiksa).toBe(true);
    // The surveyor's word at entry is not a reviewer's confirmation.
    expect(detail.pemeriksaan.dikonfirmasi).toBeNull();

    // The fence: ten times the median of the 31 amounts per person; the typo counts at it.
    const fence = 10 * median([...SENT_AMOUNTS, TYPO]);
    expect(detail.pemeriksaan.alasan).toBe(reason());
    flagged = await report();
    const counted = segment(flagged);
    expect(counted.n).toBe(N_SENT + 1);
    expect(counted.batas_wajar_segmen).toBe(fence);
    expect(counted.perlu_diperiksa).toBe(1);
    expect(flagged.total!.perlu_diperiksa).toBe(1);
    expect(counted.belanja_per_orang).toBe(Math.round((SENT_SUM + fence) / (N_SENT + 1)));
    expect(flagged.total!.dampak_langsung).toBeGreaterThan(beforeEntry.total!.dampak_langsung);

    const desk = await openBrowser(PHONE_390);
    try {
      const page = await desk.context.newPage();
      await logIn(page, app.url, admin, '/dashboard-admin');
      await page.goto(`${app.url}/dampak-ekonomi/${event.id}`);
      expect(await headline(page)).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(flagged.total!.dampak_langsung)}`);
      await page
        .getByText('1 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.', { exact: false })
        .first()
        .waitFor();
      await checkPhone(page, 'review-journey-report-flagged-390');
    } finally {
      await desk.close();
    }
  });

  it('the Admin follows the report to the queue, sees the reason and the surveyor\'s confirmation, corrects the amount, and the report follows', async () => {
    const desk = await openBrowser(PHONE_390);
    try {
      const page = await desk.context.newPage();
      await logIn(page, app.url, admin, '/dashboard-admin');
      await page.goto(`${app.url}/dampak-ekonomi/${event.id}`);
      await page.getByRole('link', { name: 'Periksa di Data Survei' }).first().click();
      await page.waitForURL(`**/data-survei/${event.id}?pemeriksaan=perlu`);

      const filter = page.getByRole('checkbox', { name: 'Perlu diperiksa (1)' });
      await filter.waitFor();
      expect(await filter.isChecked()).toBe(true);
      await page.getByText('Menampilkan 1–1 dari 1 data').waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Perlu diperiksa' });
      await row.getByText(reason(), { exact: true }).waitFor();
      await row.getByText(`Dikonfirmasi surveyor saat input: ${Q.belanja_makan_minum}`, { exact: true }).waitFor();
      await checkPhone(page, 'review-journey-queue-390');

      await row.getByRole('button', { name: `Lihat detail data #${responsId}` }).click();
      const dialog = page.getByRole('dialog', { name: `Data Survei #${responsId}` });
      await dialog.getByText('Dikonfirmasi surveyor saat input', { exact: true }).waitFor();
      await checkPhone(page, 'review-journey-response-390');

      await dialog.getByRole('button', { name: 'Koreksi jawaban' }).click();
      const correction = page.getByRole('dialog', { name: `Koreksi jawaban data survei #${responsId}` });
      await correction.getByLabel('Pertanyaan').selectOption(String(belanja.id));
      await correction.getByText('Rp 2.500.000.000').first().waitFor();
      const amount = correction.getByRole('textbox', { name: new RegExp(Q.belanja_makan_minum.replace(/[?]/g, '\\?')) });
      await amount.fill(String(MEANT));
      expect(await amount.inputValue()).toBe('2.500.000');
      await correction.getByText('dua juta lima ratus ribu rupiah', { exact: true }).waitFor();
      await correction.getByLabel('Alasan koreksi').fill('Salah ketik tiga nol; dicek dengan surveyor lewat telepon.');
      await checkPhone(page, 'review-journey-correction-390');
      await correction.getByRole('button', { name: 'Simpan koreksi' }).click();
      await correction.waitFor({ state: 'detached' });

      await dialog.getByRole('list', { name: 'Riwayat koreksi dan konfirmasi' }).getByText('Alasan: Salah ketik tiga nol; dicek dengan surveyor lewat telepon.').waitFor();
      await dialog.getByRole('button', { name: 'Tutup' }).last().click();
      await page.getByText('Tidak ada data yang menunggu pemeriksaan untuk filter ini.').waitFor();
      await page.getByRole('checkbox', { name: 'Perlu diperiksa (0)' }).waitFor();
      await checkPhone(page, 'review-journey-queue-empty-390');

      // The API: the corrected value, its history, and a report counting Rp 2.500.000 in full.
      const detail = await api<ResponsDetail>(app.url, 'GET', `/api/respons/${responsId}`, { token: admin.token });
      expect(detail.jawaban.find((answer) => answer.pertanyaan_id === belanja.id)).toMatchObject({ isi_jawaban: String(MEANT), dikoreksi: true });
      expect(detail.koreksi).toEqual([
        expect.objectContaining({
          pertanyaan_id: belanja.id,
          nilai_lama: String(TYPO),
          nilai_baru: String(MEANT),
          alasan: 'Salah ketik tiga nol; dicek dengan surveyor lewat telepon.',
          oleh: 'Admin Uji',
        }),
      ]);
      expect(detail.pemeriksaan.perlu_diperiksa).toBe(false);
      const after = await report();
      expect(after.total!.perlu_diperiksa).toBe(0);
      expect(segment(after).belanja_per_orang).toBe(Math.round((SENT_SUM + MEANT) / (N_SENT + 1)));
      expect(after.total!.dampak_langsung).toBeLessThan(flagged.total!.dampak_langsung);
      expect(rupiahShort(after.total!.dampak_langsung)).not.toBe(rupiahShort(flagged.total!.dampak_langsung));

      // The report's screen: the headline is the API's new figure, and nothing waits.
      await page.goto(`${app.url}/dampak-ekonomi/${event.id}`);
      expect(await headline(page)).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(after.total!.dampak_langsung)}`);
      expect(await page.getByText('menunggu pemeriksaan', { exact: false }).count()).toBe(0);
      await checkPhone(page, 'review-journey-report-corrected-390');
    } finally {
      await desk.close();
    }
  });

  /**
   * The common way to send: type the amount, then tap "Kirim Jawaban" straight away. Leaving the
   * field shows the question above the button, which moves down under the finger before the tap
   * ends; the press must still count as a submit held for the question (focus on the question, and
   * "Ya, benar" saves). Offline and in a context that is thrown away, so nothing reaches the server.
   */
  it('a tap on "Kirim Jawaban" straight from the amount field is held for the question, not lost', async () => {
    const context = await (await sharedBrowser()).newContext({ viewport: PHONE_390, hasTouch: true, isMobile: true, locale: 'id-ID' });
    try {
      const page = await context.newPage();
      await logIn(page, app.url, surveyor, '/dashboard-surveyor');
      await page.goto(`${app.url}/input-survei`);
      await page.getByRole('option', { name: EVENT_NAME }).waitFor({ state: 'attached' });
      const amount = await fillVisitor(page);
      await context.setOffline(true);
      await amount.fill(String(TYPO));

      await page.getByRole('button', { name: 'Kirim Jawaban' }).tap();
      const ask = page.getByRole('group', { name: 'Jumlah ini di atas batas wajar. Apakah sudah benar?' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Ya, benar', exact: true }).tap();
      const saved = page.getByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
      await expect
        .poll(() => saved.count(), { message: 'the tap on "Kirim Jawaban" was held for the question, so "Ya, benar" saves the survey' })
        .toBe(1);
      expect(await page.getByTestId('pending-count').textContent()).toBe('1');
    } finally {
      await context.close();
    }
  });
});
