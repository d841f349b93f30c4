import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../../../src/client/offline/runtime';
import type { OfflineBundle } from '../../../../src/shared/schemas/offline-bundle';
import { type ApiCall, deferred, json, networkFailure, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn, surveyor } from '../../helpers/users';

const bundle: OfflineBundle = {
  version: 'v1',
  events: [
    {
      id: 10,
      nama_event: 'Maraton Kota',
      lokasi: 'Jakarta',
      tanggal_mulai: '2026-05-01',
      tanggal_selesai: '2026-05-02',
      status: 'aktif',
      kuesioner: [
        {
          id: 20,
          event_id: 10,
          tipe_responden: 'Penonton',
          nama_kuesioner: 'Kuesioner untuk Penonton',
          pertanyaan: [
            { id: 31, kuesioner_id: 20, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', urutan: 1, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null },
            { id: 32, kuesioner_id: 20, teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', urutan: 2, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null },
            { id: 33, kuesioner_id: 20, teks_pertanyaan: 'Pengeluaran?', tipe_jawaban: 'nominal', urutan: 3, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null },
            { id: 34, kuesioner_id: 20, teks_pertanyaan: 'Puas?', tipe_jawaban: 'ya_tidak', urutan: 4, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null },
          ],
        },
        { id: 21, event_id: 10, tipe_responden: 'Pedagang', nama_kuesioner: 'Kuesioner untuk Pedagang', pertanyaan: [] },
      ],
    },
    {
      id: 11,
      nama_event: 'Voli Pantai',
      lokasi: 'Bali',
      tanggal_mulai: '2026-04-01',
      tanggal_selesai: '2026-04-01',
      status: 'aktif',
      kuesioner: [],
    },
  ],
};

function stubServer(post: (call: ApiCall) => Response | Promise<Response>) {
  return stubApi({
    'GET /api/me': () => json(200, surveyor),
    'GET /api/offline-bundle': () => json(200, bundle),
    'POST /api/jawaban': post,
    'POST /api/jawaban/batch': post,
  });
}

async function openForm() {
  const view = renderApp('/input-survei');
  await screen.findByRole('option', { name: 'Maraton Kota' });
  return view;
}

async function fillAll(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
  await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
  await user.type(await screen.findByLabelText('1. Asal kota?'), 'Bandung');
  await user.type(screen.getByLabelText('2. Berapa malam?'), '2');
  await user.type(screen.getByLabelText('3. Pengeluaran? (Rupiah)'), '1500000');
  await user.click(screen.getByRole('radio', { name: 'Ya' }));
}

describe('survey form for the surveyor', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    storeSignedIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('cascades event, respondent type and questions from the device, and resets on a new event', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    expect(screen.queryByLabelText('Pilih Tipe Responden')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await user.type(await screen.findByLabelText('1. Asal kota?'), 'Solo');

    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Voli Pantai');
    expect((screen.getByLabelText('Pilih Tipe Responden') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText('1. Asal kota?')).toBeNull();
    expect(screen.getByText('Event ini belum memiliki kuesioner.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(screen.getByLabelText('Pilih Tipe Responden'), 'Penonton');
    expect((await screen.findByLabelText<HTMLTextAreaElement>('1. Asal kota?')).value).toBe('');
  });

  it('takes digits only for angka and shows nominal as Rupiah while storing digits', async () => {
    const calls = stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await fillAll(user);
    const angka = screen.getByLabelText<HTMLInputElement>('2. Berapa malam?');
    await user.clear(angka);
    await user.type(angka, '1a2-');
    expect(angka.value).toBe('12');
    const nominal = screen.getByLabelText<HTMLInputElement>('3. Pengeluaran? (Rupiah)');
    await user.clear(nominal);
    await user.type(nominal, '0015000');
    expect(nominal.value).toBe('15.000');

    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    const post = calls.find((call) => call.path === '/api/jawaban');
    expect(post?.body).toMatchObject({
      kuesionerId: 20,
      jawaban: [
        { pertanyaan_id: 31, isi_jawaban: 'Bandung' },
        { pertanyaan_id: 32, isi_jawaban: '12' },
        { pertanyaan_id: 33, isi_jawaban: '15000' },
        { pertanyaan_id: 34, isi_jawaban: 'Ya' },
      ],
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires every question and keeps the answers when some are missing', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await user.type(await screen.findByLabelText('1. Asal kota?'), 'Bandung');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toMatch(/Semua pertanyaan wajib dijawab/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('Bandung');
    expect(await deviceDb().outbox.count()).toBe(0);
  });

  it('saves on the device when there is no network, says so, clears the answers and shows the queue', async () => {
    stubServer(() => networkFailure());
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('');
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('1'));
    const queue = screen.getByRole('region', { name: 'Antrean Data' });
    expect(within(queue).getByText('Menunggu')).toBeTruthy();
    const [item] = await deviceDb().outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', userId: surveyor.id, kuesionerId: 20, namaEvent: 'Maraton Kota' });
  });

  it('says "queued" while the server has not confirmed the survey, then "sent" once it has, in the same dialog', async () => {
    const confirmation = deferred();
    stubServer(() => confirmation.answer);
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tersimpan di perangkat' });
    expect(dialog.textContent).toContain('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
    const [waiting] = await deviceDb().outbox.toArray();
    expect(waiting).toMatchObject({ status: 'pending' });

    confirmation.release(json(201, { message: 'ok', id: 5, duplicate: false }));
    expect((await screen.findByRole('dialog', { name: 'Berhasil!' })).textContent).toContain('Jawaban terkirim ke server.');
    const [sent] = await deviceDb().outbox.toArray();
    expect(sent).toMatchObject({ status: 'sent', serverId: 5 });
    expect(sent).not.toHaveProperty('jawaban');
  });

  it('shows the server message when the server refuses, and keeps the survey in the queue', async () => {
    stubServer(() => json(400, { message: 'Pertanyaan "Puas?" wajib dijawab.', code: 'VALIDATION_ERROR' }));
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText(/Jawaban ditolak server: Pertanyaan "Puas\?" wajib dijawab\./);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const queue = screen.getByRole('region', { name: 'Antrean Data' });
    expect(await within(await within(queue).findByRole('list')).findByText('Gagal')).toBeTruthy();
    expect((await deviceDb().outbox.toArray())[0].status).toBe('failed');
  });

  it('restores the draft after the page is opened again', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const first = await openForm();
    await first.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await first.user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await first.user.type(await screen.findByLabelText('1. Asal kota?'), 'Medan');
    await waitFor(async () => expect((await deviceDb().drafts.get(surveyor.id))?.answers).toEqual({ 31: 'Medan' }));
    first.unmount();

    await openForm();
    expect(await screen.findByText('Draf jawaban sebelumnya dipulihkan.')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLTextAreaElement>('1. Asal kota?')).value).toBe('Medan');
  });

  it('keeps the answers on screen and says why when the device refuses to store them', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await fillAll(user);
    vi.spyOn(deviceDb().outbox, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect((await screen.findByText(/ruang penyimpanan perangkat penuh/)).textContent).toMatch(/Jawaban tetap ada di layar/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('Bandung');
    expect(await deviceDb().outbox.count()).toBe(0);
  });
});
