import { describe, expect, it } from 'vitest';
import { impactRegisterRow, REPORT_FAILED } from '../../../src/server/impact-register/impact-register-row';
import { DEFAULT_PARAMETER_EKONOMI } from '../../../src/shared/schemas/economic-impact';
import { impactRegisterRowSchema } from '../../../src/shared/schemas/impact-register';

/**
 * An event whose report failed just now (a database hiccup, a bug in one event's data) is still
 * listed, with why it has no figures, instead of the whole register failing with it.
 */
describe('the register row of an event whose report failed', () => {
  it('lists the event as not complete, says why, and gives no figure', () => {
    const event = { id: 7, nama_event: 'Lomba Gagal', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02', kategori: 'Lari', kategori_id: 3 };
    const row = impactRegisterRow(event, null, { ...DEFAULT_PARAMETER_EKONOMI, wilayah_tuan_rumah: ['35.78', '52.71'], dana_publik: 1_000_000 });
    expect(impactRegisterRowSchema.parse(row)).toEqual({
      event_id: 7,
      nama_event: 'Lomba Gagal',
      tahun: 2026,
      provinsi: ['35', '52'],
      nama_provinsi: ['Jawa Timur', 'Nusa Tenggara Barat'],
      kategori: 'Lari',
      kategori_id: 3,
      status: 'belum_lengkap',
      kekurangan: [REPORT_FAILED],
      perlu_diperiksa: 0,
      dampak_langsung: null,
      interval: null,
      margin_galat_relatif: null,
      tingkat: null,
      pengunjung_tambahan: null,
      porsi_tambahan: null,
      rupiah_per_pengunjung_tambahan: null,
      dana_publik: 1_000_000,
      dampak_per_rupiah_publik: null,
      n: null,
      versi_metode: 2,
      dihitung_pada: null,
    });
  });
});
