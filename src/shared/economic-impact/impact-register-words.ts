import type { StatusDampak, UrutImpactRegister } from '../schemas/impact-register';

/** The register's words, the same on the screen, on paper and in its spreadsheet. */

export const STATUS_DAMPAK_LABEL: Record<StatusDampak, string> = {
  lengkap: 'Lengkap',
  belum_lengkap: 'Belum lengkap',
  menunggu_pemeriksaan: 'Menunggu pemeriksaan',
};

/** Every figure the register sorts by (more than the screen's table has columns). */
export const URUT_IMPACT_REGISTER_LABEL: Record<UrutImpactRegister, string> = {
  nama_event: 'Nama event',
  tahun: 'Tahun',
  dampak_langsung: 'Dampak ekonomi langsung',
  tingkat_provinsi: 'Dampak tingkat provinsi',
  tingkat_nasional: 'Dampak tingkat nasional (devisa)',
  pengunjung_tambahan: 'Pengunjung tambahan',
  porsi_tambahan: 'Porsi pengunjung tambahan',
  rupiah_per_pengunjung_tambahan: 'Rp per pengunjung tambahan',
  dampak_per_rupiah_publik: 'Dampak per Rp 1 dana publik',
  margin_galat_relatif: 'Margin galat relatif',
  n: 'Jumlah responden (n)',
  dihitung_pada: 'Waktu dihitung',
};
