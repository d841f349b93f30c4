import { joinWords as joined } from '../join-words';
import type { SegmenDampak, Tingkat } from '../schemas/economic-impact';

/**
 * Steps 11 and 12 in words (docs/economic-impact-method.md): the volume's figures, and the three
 * levels with one sentence each on who counts as new money there. The report screen, its print
 * and the spreadsheet say the same.
 */

export type VolumeField = keyof Pick<
  SegmenDampak,
  'malam_tambahan' | 'pengunjung_luar' | 'wisnus' | 'wisman' | 'rata_lama_menginap' | 'porsi_akomodasi_komersial'
>;

export const VOLUME_LABEL: Record<VolumeField, string> = {
  malam_tambahan: 'Malam menginap pengunjung tambahan',
  pengunjung_luar: 'Pengunjung dari luar wilayah tuan rumah',
  wisnus: 'Wisatawan nusantara (wisnus)',
  wisman: 'Wisatawan mancanegara (wisman)',
  rata_lama_menginap: 'Rata-rata lama menginap (malam)',
  porsi_akomodasi_komersial: 'Porsi menginap di akomodasi komersial (hotel, homestay atau penginapan, villa)',
};

export const TINGKAT_LABEL: Record<Tingkat, string> = {
  kabupaten_kota: 'Kabupaten/kota tuan rumah',
  provinsi: 'Provinsi',
  nasional: 'Nasional (devisa)',
};

/** Who counts as new money at each level, for this host area (regency names) and its provinces. */
export function levelSentence(tingkat: Tingkat, hostNames: readonly string[], provinceNames: readonly string[]): string {
  switch (tingkat) {
    case 'kabupaten_kota':
      return (
        `Uang baru bagi ${joined(hostNames) || 'wilayah tuan rumah'}: belanja pengunjung tambahan dari luar kabupaten/kota tuan rumah, ` +
        'ditambah belanja penyelenggara di sana, dikurangi dana penyelenggara yang berasal dari sana.'
      );
    case 'provinsi':
      return (
        `Uang baru bagi provinsi ${joined(provinceNames) || 'tuan rumah'}: hanya belanja pengunjung tambahan yang datang dari luar ` +
        'provinsi tersebut (pengunjung dari kabupaten/kota lain di provinsi yang sama tidak dihitung).'
      );
    case 'nasional':
      return 'Uang baru bagi Indonesia (devisa): hanya belanja pengunjung tambahan dari luar negeri (wisman).';
  }
}
