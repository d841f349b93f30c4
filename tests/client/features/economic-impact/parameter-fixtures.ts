import type { DampakEkonomi, ParameterEkonomi, ParameterEkonomiTersimpan, Pengganda } from '../../../../src/shared/schemas/economic-impact';
import type { Kuesioner } from '../../../../src/shared/schemas/questionnaires';

/**
 * What the parameter form's tests read: the event's respondent types, the parameters in the
 * shape GET answers (method version 2), and reports that are not complete yet, so the tests look
 * at the form and not at the report's figures.
 */

export const kuesioner: Kuesioner[] = [
  { id: 11, event_id: 1, tipe_responden: 'Penonton', nama_kuesioner: 'Kuesioner untuk Penonton', target_sampel: null },
  { id: 12, event_id: 1, tipe_responden: 'Atlet', nama_kuesioner: 'Kuesioner untuk Atlet', target_sampel: null },
  { id: 13, event_id: 1, tipe_responden: 'Ofisial', nama_kuesioner: 'Kuesioner untuk Ofisial', target_sampel: null },
];

const metode = { resample: 2000, tingkat_kepercayaan: 0.9, persentil_pangkas: 0.99, versi_metode: 2 as const, faktor_batas_wajar: 10 };

export const NO_HOST = 'Wilayah tuan rumah (kabupaten/kota tempat acara) belum ditetapkan.';
export const NO_SAMPLE = 'Belum ada segmen lengkap dengan setidaknya 30 responden.';

const incomplete = (kekurangan: string[]): DampakEkonomi => ({
  lengkap: false,
  kekurangan,
  segmen: [],
  total: null,
  metode,
  dihitung_pada: '2026-11-26T16:41:00.000Z',
  zona_waktu: 'Asia/Jakarta',
});
/** Before the first save: no host area. */
export const beforeSave = incomplete([NO_HOST]);
/** After it: a different line, so a test sees the report was read again. */
export const afterSave = incomplete([NO_SAMPLE]);

const answerFields = { pengganda_perlu_diperbarui: false, peringatan: [] };

export const defaultParameters: ParameterEkonomiTersimpan = {
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
  ...answerFields,
};

/** What the form sends back for `savedParameters` when nothing is changed. */
export const savedBody: ParameterEkonomi = {
  wilayah_tuan_rumah: ['52.02'],
  segmen: [
    { kuesioner_id: 11, kunjungan: 12_000, kunjungan_min: 10_000, kunjungan_maks: 14_000, jenis: 'pengunjung' },
    { kuesioner_id: 12, kunjungan: 900, kunjungan_min: null, kunjungan_maks: null, jenis: 'peserta' },
  ],
  belanja_penyelenggara_lokal: 100_000_000,
  dana_dari_lokal: 50_000_000,
  dana_publik: null,
  margin_ritel: 0.25,
  pengganda: null,
};
export const savedParameters: ParameterEkonomiTersimpan = { ...savedBody, ...answerFields };

export const SOURCED: Pengganda = {
  output: 1.6,
  pendapatan: 0.25,
  nilai_tambah: 0.45,
  tenaga_kerja_per_miliar: 12.5,
  sumber: 'Tabel input-output BPS',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
};

/** A set saved under method v1: a ratio-type income multiplier, no table year, coverage or type. */
export const V1_PENGGANDA = { output: 1.85, pendapatan: 1.36, nilai_tambah: 0.8, tenaga_kerja_per_miliar: 12.5, sumber: 'abc' };

export const withV1Set: ParameterEkonomiTersimpan = { ...savedParameters, pengganda: V1_PENGGANDA, pengganda_perlu_diperbarui: true };
