import { screen } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import type { OfflineBundle } from '../../../../src/shared/schemas/offline-bundle';
import { type ApiCall, json, stubApi } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { surveyor } from '../../helpers/users';

/** The forms the survey screen tests work with, and the steps every one of them takes. */

export const bundle: OfflineBundle = {
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
          target_sampel: null,
          versi_formulir: 'form-20-v1',
          pertanyaan: [
            { id: 31, kuesioner_id: 20, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', urutan: 1, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
            { id: 32, kuesioner_id: 20, teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', urutan: 2, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
            { id: 33, kuesioner_id: 20, teks_pertanyaan: 'Pengeluaran?', tipe_jawaban: 'nominal', urutan: 3, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
            { id: 34, kuesioner_id: 20, teks_pertanyaan: 'Puas?', tipe_jawaban: 'ya_tidak', urutan: 4, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
          ],
        },
        { id: 21, event_id: 10, tipe_responden: 'Pedagang', nama_kuesioner: 'Kuesioner untuk Pedagang', target_sampel: null, versi_formulir: 'form-21-v1', pertanyaan: [] },
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

export type Question = OfflineBundle['events'][number]['kuesioner'][number]['pertanyaan'][number];

export const TIKET = ['Reguler', 'VIP', 'VVIP', 'Festival', 'Tribun Utara', 'Tribun Selatan', 'Tribun Timur', 'Tribun Barat', 'Pelajar', 'Undangan'];

/** One of each new setting: a long and a short pilihan, a wilayah, show-ifs, limits, optional questions. */
export const settingsQuestions: Question[] = [
  { id: 41, kuesioner_id: 22, teks_pertanyaan: 'Kategori tiket?', tipe_jawaban: 'pilihan', urutan: 1, wajib: true, min: null, maks: null, pilihan: TIKET, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
  { id: 42, kuesioner_id: 22, teks_pertanyaan: 'Asal daerah?', tipe_jawaban: 'wilayah', urutan: 2, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
  { id: 43, kuesioner_id: 22, teks_pertanyaan: 'Menginap di hotel?', tipe_jawaban: 'ya_tidak', urutan: 3, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
  { id: 44, kuesioner_id: 22, teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', urutan: 4, wajib: true, min: 1, maks: 30, pilihan: null, tampil_jika: { pertanyaan_id: 43, nilai: 'Ya' }, peran_ekonomi: null, batas_wajar: null },
  { id: 45, kuesioner_id: 22, teks_pertanyaan: 'Kendaraan?', tipe_jawaban: 'pilihan', urutan: 5, wajib: false, min: null, maks: null, pilihan: ['Mobil', 'Motor', 'Bus'], tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
  { id: 46, kuesioner_id: 22, teks_pertanyaan: 'Nama perusahaan bus?', tipe_jawaban: 'teks', urutan: 6, wajib: true, min: null, maks: null, pilihan: null, tampil_jika: { pertanyaan_id: 45, nilai: 'Bus' }, peran_ekonomi: null, batas_wajar: null },
  { id: 47, kuesioner_id: 22, teks_pertanyaan: 'Saran?', tipe_jawaban: 'teks', urutan: 7, wajib: false, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null },
];

export const settingsBundle: OfflineBundle = {
  version: 'v2',
  events: [
    {
      id: 12,
      nama_event: 'Mandalika Run',
      lokasi: 'Lombok Tengah',
      tanggal_mulai: '2026-06-01',
      tanggal_selesai: '2026-06-02',
      status: 'aktif',
      kuesioner: [{ id: 22, event_id: 12, tipe_responden: 'Wisatawan', nama_kuesioner: 'Kuesioner untuk Wisatawan', target_sampel: null, versi_formulir: 'form-22-v1', pertanyaan: settingsQuestions }],
    },
  ],
};

export function stubServer(post: (call: ApiCall) => Response | Promise<Response>, served: OfflineBundle = bundle) {
  return stubApi({
    'GET /api/me': () => json(200, surveyor),
    'GET /api/offline-bundle': () => json(200, served),
    'POST /api/jawaban': post,
    'POST /api/jawaban/batch': post,
  });
}

export async function openForm() {
  const view = renderApp('/input-survei');
  await screen.findByRole('option', { name: 'Maraton Kota' });
  return view;
}

export async function fillAll(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
  await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
  await user.type(await screen.findByLabelText('1. Asal kota?'), 'Bandung');
  await user.type(screen.getByLabelText('2. Berapa malam?'), '2');
  await user.type(screen.getByLabelText('3. Pengeluaran? (Rupiah)'), '1500000');
  await user.click(screen.getByRole('radio', { name: 'Ya' }));
}

/** jsdom has no scrolling: a spy stands in, so a test can tell what was brought into view. */
export function stubScrollIntoView(): Mock<() => void> {
  const scrollIntoView = vi.fn<() => void>();
  Element.prototype.scrollIntoView = scrollIntoView;
  return scrollIntoView;
}
