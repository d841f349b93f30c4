import type { Event } from '../../../../src/shared/schemas/events';

/** An event as GET /api/events gives it; override what the test is about. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    nama_event: 'Jakarta Marathon',
    lokasi: 'Jakarta',
    tanggal_mulai: '2026-05-01',
    tanggal_selesai: '2026-05-03',
    deskripsi: 'Lari maraton tahunan.',
    jumlah_peserta: 1500,
    skala_event: 'Nasional',
    kategori_olahraga_id: 3,
    nama_cabor: 'Atletik',
    sponsors: ['Bank Jaya'],
    status: 'aktif',
    jumlah_respons: 12,
    jumlah_dibatalkan: 0,
    wilayah: null,
    ...overrides,
  };
}
