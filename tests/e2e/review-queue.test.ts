import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PeranEkonomi } from '../../src/shared/economic-impact/economic-roles';
import type { BatchItem, BatchJawabanResponse } from '../../src/shared/schemas/answers';
import type { DampakEkonomi } from '../../src/shared/schemas/economic-impact';
import type { Event } from '../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../src/shared/schemas/questionnaires';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { a11yViolations } from './harness/axe';
import { type BrowserSession, logIn, openBrowser } from './harness/browser';
import { rupiahShort } from './harness/rupiah-text';
import { saveScreenshot } from './harness/screenshots';

const chromiumPath = inject('chromiumPath');
const PHONE_390 = { width: 390, height: 844 };

/** Kota Surakarta hosts; the visitors come from Kota Bandung. */
const HOST = '33.72';
const AWAY = '32.73';

const QUESTIONS: [PeranEkonomi, TipeJawaban][] = [
  ['asal', 'wilayah'],
  ['rutin', 'ya_tidak'],
  ['alasan_utama', 'ya_tidak'],
  ['tetap_datang', 'ya_tidak'],
  ['hari_hadir', 'angka'],
  ['jumlah_ditanggung', 'angka'],
  ['belanja_makan_minum', 'nominal'],
];

/**
 * Forty visitors who came for the race and spent about Rp 450.000 each; one of them, an
 * additional visitor, was typed with three zeros too many: Rp 2.500.000.000 for Rp 2.500.000.
 * Above ten times the median, it waits for review and counts at the fence until then.
 */
const N = 40;
/** The last one sent: the first of the surveyor's list. */
const TYPO_AT = N - 1;
const TYPO = '2500000000';
const MEANT = '2500000';

function answers(i: number): Record<PeranEkonomi, string> {
  return {
    asal: i % 4 === 0 ? HOST : AWAY,
    rutin: 'Tidak',
    alasan_utama: 'Ya',
    tetap_datang: 'Tidak',
    hari_hadir: '1',
    jumlah_ditanggung: '1',
    belanja_makan_minum: i === TYPO_AT ? TYPO : String(400_000 + 10_000 * (i % 10)),
  } as Record<PeranEkonomi, string>;
}

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

describe.skipIf(!chromiumPath)('the review queue in Chromium at 390 px: a typo found from the report and corrected', () => {
  let app: RunningApp;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let event: Event;
  let belanja: Pertanyaan;
  let browser: BrowserSession;
  let page: Page;

  const report = () => api<DampakEkonomi>(app.url, 'GET', `/api/events/${event.id}/dampak-ekonomi`, { token: admin.token });

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    ({ event } = await api<{ event: Event }>(app.url, 'POST', '/api/events', {
      token: admin.token,
      body: { nama_event: 'Solo 10K', lokasi: 'Surakarta', tanggal_mulai: '2026-09-06', tanggal_selesai: '2026-09-06' },
    }));
    const form = await api<Kuesioner>(app.url, 'POST', '/api/kuesioner', {
      token: admin.token,
      body: { event_id: event.id, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton' },
    });
    const byRole = new Map<PeranEkonomi, Pertanyaan>();
    for (const [peran_ekonomi, tipe_jawaban] of QUESTIONS) {
      byRole.set(
        peran_ekonomi,
        await api<Pertanyaan>(app.url, 'POST', '/api/pertanyaan', {
          token: admin.token,
          body: { kuesioner_id: form.id, teks_pertanyaan: `Pertanyaan ${peran_ekonomi}`, tipe_jawaban, peran_ekonomi },
        }),
      );
    }
    belanja = byRole.get('belanja_makan_minum')!;
    const items: BatchItem[] = Array.from({ length: N }, (_, i) => ({
      kuesionerId: form.id,
      idempotencyKey: `review-${String(i).padStart(3, '0')}`,
      jawaban: Object.entries(answers(i)).map(([role, isi_jawaban]) => ({ pertanyaan_id: byRole.get(role as PeranEkonomi)!.id, isi_jawaban })),
    }));
    const { results } = await api<BatchJawabanResponse>(app.url, 'POST', '/api/jawaban/batch', { token: surveyor.token, body: { items } });
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
    browser = await openBrowser(PHONE_390);
    page = await browser.context.newPage();
    await logIn(page, app.url, admin, '/dashboard-admin');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('follows "1 jawaban menunggu pemeriksaan" to the queue, corrects the typo with a reason, and the report follows', async () => {
    const before = await report();
    expect(before.total!.perlu_diperiksa).toBe(1);

    await page.goto(`${app.url}/dampak-ekonomi/${event.id}`);
    expect(await headline(page)).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(before.total!.dampak_langsung)}`);
    await page.getByText('1 jawaban menunggu pemeriksaan', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Periksa di Data Survei' }).click();
    await page.waitForURL(`**/data-survei/${event.id}?pemeriksaan=perlu`);

    // The queue: the filter on, its count, the one flagged row with its reason.
    const filter = page.getByRole('checkbox', { name: 'Perlu diperiksa (1)' });
    await filter.waitFor();
    expect(await filter.isChecked()).toBe(true);
    await page.getByText('Menampilkan 1–1 dari 1 data').waitFor();
    const waitingInProgress = page.getByRole('region', { name: 'Progres Lapangan' }).getByRole('link', { name: '1 jawaban Penonton menunggu pemeriksaan' });
    await waitingInProgress.waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Perlu diperiksa' });
    await row.getByText(/^Belanja per orang Rp 2\.500\.000\.000, lebih dari 10 × median segmen Rp [\d.]+$/).waitFor();
    await checkPhone(page, 'review-queue-390');

    await row.getByRole('button', { name: /^Lihat detail data #\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Data Survei #\d+$/ });
    await dialog.getByText('Perlu diperiksa', { exact: true }).waitFor();
    await dialog.getByRole('heading', { name: 'Riwayat koreksi dan konfirmasi' }).waitFor();
    await checkPhone(page, 'review-response-390');

    await dialog.getByRole('button', { name: 'Koreksi jawaban' }).click();
    const correction = page.getByRole('dialog', { name: /^Koreksi jawaban data survei #\d+$/ });
    await correction.getByLabel('Pertanyaan').selectOption(String(belanja.id));
    await correction.getByText('Rp 2.500.000.000').waitFor();
    const amount = correction.getByRole('textbox', { name: /Pertanyaan belanja_makan_minum/ });
    await amount.fill(MEANT);
    expect(await amount.inputValue()).toBe('2.500.000');
    await correction.getByText('dua juta lima ratus ribu rupiah', { exact: true }).waitFor();
    await correction.getByLabel('Alasan koreksi').fill('Salah ketik tiga nol; dicek dengan surveyor.');
    await checkPhone(page, 'review-correction-390');
    await correction.getByRole('button', { name: 'Simpan koreksi' }).click();
    await correction.waitFor({ state: 'detached' });

    // The dialog shows the new value, the mark and the history; the queue behind is empty.
    await dialog.getByRole('status').waitFor();
    const history = dialog.getByRole('list', { name: 'Riwayat koreksi dan konfirmasi' });
    expect(plain(await history.getByRole('listitem').first().textContent())).toMatch(
      /^Dikoreksi oleh Admin Uji \(admin@[^)]+\), .+ WIBPertanyaan belanja_makan_minumRp 2\.500\.000\.000 → menjadi Rp 2\.500\.000Alasan: Salah ketik tiga nol; dicek dengan surveyor\.$/,
    );
    const answers = dialog.getByRole('region', { name: 'Jawaban' });
    await answers.getByText('Dikoreksi', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await page.getByText('Tidak ada data yang menunggu pemeriksaan untuk filter ini.').waitFor();
    await page.getByRole('checkbox', { name: 'Perlu diperiksa (0)' }).waitFor();
    await waitingInProgress.waitFor({ state: 'detached' });
    await checkPhone(page, 'review-queue-empty-390');

    // The report counts the corrected amount in full: the figure moves, and nothing waits.
    const after = await report();
    expect(after.total!.perlu_diperiksa).toBe(0);
    expect(after.total!.dampak_langsung).not.toBe(before.total!.dampak_langsung);
    await page.goto(`${app.url}/dampak-ekonomi/${event.id}`);
    expect(await headline(page)).toBe(`Dampak ekonomi langsung: sekitar ${rupiahShort(after.total!.dampak_langsung)}`);
    expect(rupiahShort(after.total!.dampak_langsung)).not.toBe(rupiahShort(before.total!.dampak_langsung));
    expect(await page.getByText('menunggu pemeriksaan', { exact: false }).count()).toBe(0);
  });

  it('shows the surveyor, in Riwayat Survei Saya, the answer corrected with what was sent, the new value and the reason', async () => {
    const phone = await openBrowser(PHONE_390);
    try {
      const surveyorPage = await phone.context.newPage();
      await logIn(surveyorPage, app.url, surveyor, '/dashboard-surveyor');
      await surveyorPage.goto(`${app.url}/riwayat-survei`);
      const sent = surveyorPage.getByRole('region', { name: 'Sudah terkirim' });
      const item = sent.getByRole('listitem').filter({ hasText: 'Ada jawaban yang dikoreksi' });
      await item.waitFor();
      expect(await sent.getByText('Ada jawaban yang dikoreksi').count()).toBe(1);
      await item.getByRole('button', { name: /^Lihat \d+ jawaban$/ }).click();
      await item.getByText('Sebelumnya Rp 2.500.000.000, diubah menjadi Rp 2.500.000').waitFor();
      await item.getByText('Alasan: Salah ketik tiga nol; dicek dengan surveyor.').waitFor();
      await item.getByText(/^Oleh Admin Uji, .+ WIB$/).waitFor();
      await checkPhone(surveyorPage, 'review-surveyor-history-390');
    } finally {
      await phone.close();
    }
  });
});
