import type { TipeJawaban } from '../question-types';
import { belanjaLabel } from './labels';

/**
 * The economic role a question may carry (docs/economic-impact-method.md): what its answer
 * means to the calculation. Free of zod, like question-types.ts, for the survey form's bundle.
 */
export const SPENDING_ROLES = [
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
] as const;

export const PERAN_EKONOMI = [
  'asal',
  'rutin',
  'alasan_utama',
  'tetap_datang',
  'hari_hadir',
  'malam_menginap',
  'jenis_akomodasi',
  'jumlah_ditanggung',
  ...SPENDING_ROLES,
] as const;
export type PeranEkonomi = (typeof PERAN_EKONOMI)[number];

/** The answer type each role needs. */
export const ECONOMIC_ROLE_TYPE: Record<PeranEkonomi, TipeJawaban> = {
  asal: 'wilayah',
  rutin: 'ya_tidak',
  alasan_utama: 'ya_tidak',
  tetap_datang: 'ya_tidak',
  hari_hadir: 'angka',
  malam_menginap: 'angka',
  jenis_akomodasi: 'pilihan',
  jumlah_ditanggung: 'angka',
  belanja_akomodasi: 'nominal',
  belanja_makan_minum: 'nominal',
  belanja_transportasi: 'nominal',
  belanja_oleh_oleh: 'nominal',
  belanja_hiburan: 'nominal',
  belanja_lainnya: 'nominal',
};

/** How the designer names each role, in plain Indonesian. */
export const ECONOMIC_ROLE_LABEL: Record<PeranEkonomi, string> = {
  asal: 'Asal responden (tempat tinggal)',
  rutin: 'Datang rutin (4 kali atau lebih per bulan)',
  alasan_utama: 'Acara adalah alasan utama datang',
  tetap_datang: 'Tetap datang tanpa acara',
  hari_hadir: 'Jumlah hari hadir',
  malam_menginap: 'Jumlah malam menginap',
  jenis_akomodasi: 'Jenis akomodasi',
  jumlah_ditanggung: 'Jumlah orang yang ditanggung',
  belanja_akomodasi: belanjaLabel('akomodasi'),
  belanja_makan_minum: belanjaLabel('makan_minum'),
  belanja_transportasi: belanjaLabel('transportasi'),
  belanja_oleh_oleh: belanjaLabel('oleh_oleh'),
  belanja_hiburan: belanjaLabel('hiburan'),
  belanja_lainnya: belanjaLabel('lainnya'),
};

/** The spending categories of the report, by role. */
export const KATEGORI = ['akomodasi', 'makan_minum', 'transportasi', 'oleh_oleh', 'hiburan', 'lainnya'] as const;
export type SpendingCategory = (typeof KATEGORI)[number];
