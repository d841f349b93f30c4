import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../../src/client/offline/offline-db';
import { deviceDb } from '../../../../src/client/offline/runtime';
import type { Event } from '../../../../src/shared/schemas/events';
import type { Pertanyaan } from '../../../../src/shared/schemas/questionnaires';
import type { ResponsItem, ResponsList } from '../../../../src/shared/schemas/responses';
import { responsDetailSchema } from '../../../../src/shared/schemas/review';
import { type ApiCall, json, networkFailure, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { admin, instansi, signedInOnDevice, storeSignedIn, surveyor } from '../../helpers/users';
import { makeEvent } from '../events/event-fixtures';

const question = (id: number, teks: string, tipe: Pertanyaan['tipe_jawaban'], urutan: number): Pertanyaan => ({
  id,
  kuesioner_id: 20,
  teks_pertanyaan: teks,
  tipe_jawaban: tipe,
  urutan,
  wajib: true,
  min: null,
  maks: null,
  pilihan: null,
  tampil_jika: null,
  peran_ekonomi: null,
  batas_wajar: null,
});

const QUESTIONS = [
  question(31, 'Asal kota?', 'teks', 1),
  question(32, 'Berapa malam?', 'angka', 2),
  question(33, 'Pengeluaran?', 'nominal', 3),
  question(34, 'Puas?', 'ya_tidak', 4),
];

const base = { eventId: 10, kuesionerId: 20, namaEvent: 'Maraton Kota', tipeResponden: 'Penonton', attempts: 0 };

const OUTBOX: OutboxItem[] = [
  {
    ...base,
    idempotencyKey: 'key-pending',
    userId: surveyor.id,
    diisiPada: '2026-05-01T03:30:00.000Z',
    status: 'pending',
    jawaban: [
      { pertanyaan_id: 31, isi_jawaban: 'Bandung' },
      { pertanyaan_id: 32, isi_jawaban: '2' },
      { pertanyaan_id: 33, isi_jawaban: '1500000' },
      { pertanyaan_id: 34, isi_jawaban: 'Ya' },
    ],
  },
  {
    ...base,
    idempotencyKey: 'key-failed',
    userId: surveyor.id,
    tipeResponden: 'Pedagang',
    diisiPada: '2026-05-02T03:30:00.000Z',
    status: 'failed',
    lastError: 'Kuesioner sudah dihapus.',
    jawaban: [{ pertanyaan_id: 99, isi_jawaban: 'Soto' }],
  },
  // Sent already: only a receipt, shown by the server's list, not as waiting.
  { ...base, idempotencyKey: 'key-sent', userId: surveyor.id, diisiPada: '2026-04-30T03:30:00.000Z', status: 'sent', sentAt: '2026-04-30T04:00:00.000Z', serverId: 7 },
  // Another user of the same phone: never shown to this one.
  { ...base, idempotencyKey: 'key-other', userId: 99, namaEvent: 'Event Orang Lain', diisiPada: '2026-05-01T03:30:00.000Z', status: 'pending', jawaban: [{ pertanyaan_id: 31, isi_jawaban: 'Solo' }] },
];

function respons(id: number, overrides: Partial<ResponsItem> = {}): ResponsItem {
  return {
    id,
    kuesioner_id: 20,
    tipe_responden: 'Penonton',
    event_id: 10,
    nama_event: 'Maraton Kota',
    surveyor: { id: surveyor.id, nama: surveyor.nama },
    diisi_pada: '2026-05-01T03:30:00.000Z',
    diterima_pada: '2026-05-01T03:31:00.000Z',
    status: 'diterima',
    alasan_status: null,
    status_diubah_pada: null,
    status_diubah_oleh: null,
    jawaban: [
      { pertanyaan_id: 31, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', isi_jawaban: `Kota ${id}`, dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: 33, teks_pertanyaan: 'Pengeluaran?', tipe_jawaban: 'nominal', isi_jawaban: '250000', dikonfirmasi_surveyor: false, dikoreksi: false },
    ],
    perlu_diperiksa: false,
    alasan_pemeriksaan: null,
    ...overrides,
  };
}

const page = (data: ResponsItem[], total: number, halaman = 1): ResponsList => ({
  data,
  total,
  halaman,
  per_halaman: 20,
  zona_waktu: 'Asia/Jakarta',
  jumlah_perlu_diperiksa: 0,
});

const EVENTS: Event[] = [makeEvent({ id: 10, nama_event: 'Maraton Kota' }), makeEvent({ id: 11, nama_event: 'Voli Pantai' })];

/** The sending engine starts with the app: its requests never answer, so the seeded queue stays as it is. */
const neverAnswers = () => new Promise<Response>(() => {});

function stubServer(handlers: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  return stubApi({
    'GET /api/me': () => json(200, surveyor),
    'GET /api/events': () => json(200, EVENTS),
    'POST /api/jawaban': neverAnswers,
    'POST /api/jawaban/batch': neverAnswers,
    ...handlers,
  });
}

const FIRST = '/api/me/respons?halaman=1&per_halaman=20';

async function openHistory() {
  const app = renderApp('/riwayat-survei');
  await screen.findByRole('heading', { level: 1, name: 'Riwayat Survei Saya' });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Riwayat Survei Saya', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
  });

  it('lists what waits on the device, with its state, time and first answers', async () => {
    await deviceDb().outbox.bulkAdd(OUTBOX);
    await deviceDb().pertanyaan.bulkAdd(QUESTIONS);
    storeSignedIn();
    stubServer({ [`GET ${FIRST}`]: () => json(200, page([], 0)) });
    await openHistory();

    const waiting = section('Menunggu di perangkat ini');
    const items = await within(waiting).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Newest first: the failed one was collected a day later.
    expect(within(items[0]).getByText('Gagal dikirim')).toBeTruthy();
    expect(within(items[0]).getByText('(Pedagang)')).toBeTruthy();
    expect(within(items[0]).getByText('Alasan: Kuesioner sudah dihapus.')).toBeTruthy();
    expect(within(items[0]).getByText('Pertanyaan tidak tersedia di perangkat ini')).toBeTruthy();
    expect(within(items[0]).getByText('Soto')).toBeTruthy();

    const pending = items[1];
    expect(within(pending).getByText('Menunggu dikirim')).toBeTruthy();
    expect(within(pending).getByText('Maraton Kota')).toBeTruthy();
    expect(within(pending).getByText(/^Diisi /)).toBeTruthy();
    expect(within(pending).getByText('Asal kota?')).toBeTruthy();
    expect(within(pending).getByText('Bandung')).toBeTruthy();
    expect(within(pending).getByText('Rp 1.500.000')).toBeTruthy();
    // Three answers shown, the fourth counted.
    expect(within(pending).queryByText('Puas?')).toBeNull();
    expect(within(pending).getByText('dan 1 jawaban lainnya')).toBeTruthy();

    expect(within(waiting).queryByText('Event Orang Lain')).toBeNull();
    expect(within(waiting).getByRole('link', { name: /Antrean Data/ }).getAttribute('href')).toBe('/input-survei#antrean');
  });

  it('says so when nothing waits', async () => {
    storeSignedIn();
    stubServer({ [`GET ${FIRST}`]: () => json(200, page([], 0)) });
    await openHistory();

    expect(await within(section('Menunggu di perangkat ini')).findByText('Tidak ada survei yang menunggu dikirim.')).toBeTruthy();
    expect(await within(section('Sudah terkirim')).findByText('Belum ada survei yang terkirim.')).toBeTruthy();
  });

  it('pages through the sent surveys, with the status, the void reason and the answers', async () => {
    storeSignedIn();
    const firstPage = Array.from({ length: 20 }, (_, index) =>
      index === 0
        ? respons(45, {
            status: 'dibatalkan',
            alasan_status: 'Responden di bawah umur.',
            status_diubah_pada: '2026-05-03T02:00:00.000Z',
            status_diubah_oleh: 'Ani Admin',
          })
        : respons(45 - index),
    );
    const calls = stubServer({
      [`GET ${FIRST}`]: () => json(200, page(firstPage, 45)),
      'GET /api/me/respons?halaman=2&per_halaman=20': () => json(200, page([respons(5), respons(4)], 45, 2)),
    });
    const { user } = await openHistory();

    const sent = section('Sudah terkirim');
    expect(await within(sent).findByText('45 survei terkirim, terbaru di atas.')).toBeTruthy();
    const items = within(sent).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    const voided = items[0];
    expect(within(voided).getByText('Dibatalkan')).toBeTruthy();
    expect(within(voided).getByText(/Alasan pembatalan: Responden di bawah umur\./)).toBeTruthy();
    expect(within(voided).getByText(/oleh Ani Admin/)).toBeTruthy();
    // The collected time in the report's zone, named.
    expect(within(voided).getByText('Diisi 1 Mei 2026 10.30 WIB')).toBeTruthy();
    expect(within(items[1]).getByText('Diterima')).toBeTruthy();
    expect(within(items[1]).queryByText(/Alasan pembatalan/)).toBeNull();

    const toggle = within(voided).getByRole('button', { name: 'Lihat 2 jawaban' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(voided).queryByText('Kota 45')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(voided).getByText('Asal kota?')).toBeTruthy();
    expect(within(voided).getByText('Kota 45')).toBeTruthy();
    expect(within(voided).getByText('Rp 250.000')).toBeTruthy();

    const pager = within(sent).getByRole('navigation', { name: 'Halaman riwayat' });
    expect(within(pager).getByText('Halaman 1 dari 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Sebelumnya' })).toHaveProperty('disabled', true);
    await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));

    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(2));
    expect(within(pager).getByText('Halaman 2 dari 3')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/me/respons')).map((call) => call.path)).toEqual([
      FIRST,
      '/api/me/respons?halaman=2&per_halaman=20',
    ]);
  });

  it('writes a number answer with Indonesian thousands, as Data Survei does: 1500 reads 1.500', async () => {
    storeSignedIn();
    const nights = { pertanyaan_id: 32, teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', isi_jawaban: '1500', dikonfirmasi_surveyor: false, dikoreksi: false } as const;
    stubServer({ [`GET ${FIRST}`]: () => json(200, page([respons(1, { jawaban: [nights] })], 1)) });
    const { user } = await openHistory();

    const sent = section('Sudah terkirim');
    await user.click(await within(sent).findByRole('button', { name: 'Lihat 1 jawaban' }));
    expect(within(sent).getByText('Berapa malam?').nextElementSibling?.textContent).toBe('1.500');
  });

  it('asks for one event, one status or a word, from the first page', async () => {
    storeSignedIn();
    const calls = stubServer({
      [`GET ${FIRST}`]: () => json(200, page([respons(1)], 1)),
      'GET /api/me/respons?event_id=11&halaman=1&per_halaman=20': () => json(200, page([], 0)),
      'GET /api/me/respons?event_id=11&halaman=1&per_halaman=20&status=dibatalkan': () => json(200, page([], 0)),
      'GET /api/me/respons?event_id=11&halaman=1&per_halaman=20&q=bandung&status=dibatalkan': () => json(200, page([], 0)),
    });
    const { user } = await openHistory();
    const sent = section('Sudah terkirim');
    await within(sent).findByText('1 survei terkirim, terbaru di atas.');

    await user.selectOptions(await within(sent).findByLabelText('Event'), await within(sent).findByRole('option', { name: 'Voli Pantai' }));
    expect(await within(sent).findByText('Tidak ada survei terkirim yang cocok dengan filter ini.')).toBeTruthy();
    await user.selectOptions(within(sent).getByLabelText('Status'), 'Dibatalkan');
    await user.type(within(sent).getByLabelText('Cari jawaban'), 'bandung');

    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/me/respons?event_id=11&halaman=1&per_halaman=20&q=bandung&status=dibatalkan'),
    );
    const asked = calls.filter((call) => call.path.startsWith('/api/me/respons')).map((call) => call.path);
    // The search waits for the typing to pause: no call per letter.
    expect(asked.filter((path) => path.includes('q='))).toHaveLength(1);
  });

  it('offline: says the sent list needs a connection and keeps the waiting list', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await deviceDb().outbox.bulkAdd(OUTBOX);
    await deviceDb().pertanyaan.bulkAdd(QUESTIONS);
    await signedInOnDevice(surveyor);
    const calls = stubApi({ 'GET /api/me': networkFailure, 'POST /api/jawaban/batch': networkFailure, 'POST /api/jawaban': networkFailure });
    await openHistory();

    const sent = section('Sudah terkirim');
    expect(within(sent).getByRole('status').textContent).toMatch(/Anda sedang offline/);
    expect(within(sent).queryByLabelText('Event')).toBeNull();
    const waiting = section('Menunggu di perangkat ini');
    expect(await within(waiting).findAllByRole('listitem')).toHaveLength(2);
    expect(within(waiting).getByText('Bandung')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/me/respons') || call.path.startsWith('/api/events'))).toBe(false);
  });

  it('opens for Admin, without the survey queue link (their /input-survei is the designer)', async () => {
    storeSignedIn();
    stubServer({ 'GET /api/me': () => json(200, admin), [`GET ${FIRST}`]: () => json(200, page([respons(1)], 1)) });
    await openHistory();

    expect(await within(section('Sudah terkirim')).findByText('1 survei terkirim, terbaru di atas.')).toBeTruthy();
    expect(within(section('Menunggu di perangkat ini')).queryByRole('link')).toBeNull();
  });

  it('marks a survey an Admin has yet to review, and not once it is voided', async () => {
    storeSignedIn();
    const flagged = respons(9, { perlu_diperiksa: true, alasan_pemeriksaan: 'Belanja per orang di atas batas wajar segmen' });
    const voidedFlagged = respons(8, { perlu_diperiksa: true, status: 'dibatalkan', alasan_status: 'Data ganda' });
    stubServer({ [`GET ${FIRST}`]: () => json(200, page([flagged, voidedFlagged, respons(7)], 3)) });
    await openHistory();

    const [item, voided, untouched] = await within(section('Sudah terkirim')).findAllByRole('listitem');
    expect(within(item).getByText('Sedang diperiksa Admin')).toBeTruthy();
    expect(within(voided).queryByText('Sedang diperiksa Admin')).toBeNull();
    expect(within(untouched).queryByText('Sedang diperiksa Admin')).toBeNull();
  });

  it('marks an answer a reviewer corrected, and shows what was sent, the new value and why once opened', async () => {
    storeSignedIn();
    const corrected = respons(8, {
      jawaban: [
        { pertanyaan_id: 31, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', isi_jawaban: 'Kota 8', dikonfirmasi_surveyor: false, dikoreksi: false },
        { pertanyaan_id: 33, teks_pertanyaan: 'Pengeluaran?', tipe_jawaban: 'nominal', isi_jawaban: '2500000', dikonfirmasi_surveyor: true, dikoreksi: true },
      ],
    });
    const detail = responsDetailSchema.parse({
      ...corrected,
      versi: 2,
      pemeriksaan: { perlu_diperiksa: false, alasan: null, dikonfirmasi: null },
      koreksi: [
        {
          pertanyaan_id: 33,
          teks_pertanyaan: 'Pengeluaran?',
          nilai_lama: '2500000000',
          nilai_baru: '2500000',
          alasan: 'Salah ketik tiga nol, sudah dicek ke responden',
          oleh: 'Ani Admin',
          pada: '2026-05-02T02:00:00.000Z',
        },
      ],
      konfirmasi: [],
      zona_waktu: 'Asia/Jakarta',
    });
    const calls = stubServer({
      [`GET ${FIRST}`]: () => json(200, page([corrected, respons(7)], 2)),
      'GET /api/respons/8': () => json(200, detail),
    });
    const { user } = await openHistory();

    const sent = section('Sudah terkirim');
    const [item, untouched] = await within(sent).findAllByRole('listitem');
    expect(within(item).getByText('Ada jawaban yang dikoreksi')).toBeTruthy();
    expect(within(untouched).queryByText('Ada jawaban yang dikoreksi')).toBeNull();
    // Nothing is read until the surveyor asks.
    expect(calls.some((call) => call.path === '/api/respons/8')).toBe(false);

    await user.click(within(item).getByRole('button', { name: 'Lihat 2 jawaban' }));
    const answer = within(item).getByText('Pengeluaran?').nextElementSibling as HTMLElement;
    expect(within(answer).getByText('Dikoreksi')).toBeTruthy();
    expect(await within(answer).findByText('Sebelumnya Rp 2.500.000.000, diubah menjadi Rp 2.500.000')).toBeTruthy();
    expect(within(answer).getByText('Alasan: Salah ketik tiga nol, sudah dicek ke responden')).toBeTruthy();
    expect(within(answer).getByText('Oleh Ani Admin, 2 Mei 2026 09.00 WIB')).toBeTruthy();
    expect(within(within(item).getByText('Asal kota?').nextElementSibling as HTMLElement).queryByText('Dikoreksi')).toBeNull();

    // An untouched survey asks for no history.
    await user.click(within(untouched).getByRole('button', { name: 'Lihat 2 jawaban' }));
    expect(within(untouched).getByText('Kota 7')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/respons/7')).toBe(false);
  });

  it('sends Instansi away', async () => {
    storeSignedIn();
    const calls = stubApi({ 'GET /api/me': () => json(200, instansi) });
    const app = renderApp('/riwayat-survei');

    await waitFor(() => expect(app.currentPath()).toBe('/unauthorized'));
    expect(screen.queryByRole('heading', { name: 'Riwayat Survei Saya' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/me/respons'))).toBe(false);
  });

  it('is reached from the surveyor dashboard', async () => {
    storeSignedIn();
    stubServer({ [`GET ${FIRST}`]: () => json(200, page([], 0)) });
    const app = renderApp('/dashboard-surveyor');

    await app.user.click(await screen.findByRole('link', { name: 'Riwayat Survei Saya' }));

    await waitFor(() => expect(app.currentPath()).toBe('/riwayat-survei'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riwayat Survei Saya' })).toBeTruthy();
  });
});
