/** The columns the register sorts by; events without the figure come last either way (schemas/impact-register.ts). */
export const URUT_IMPACT_REGISTER = [
  'nama_event',
  'tahun',
  'dampak_langsung',
  'tingkat_provinsi',
  'tingkat_nasional',
  'pengunjung_tambahan',
  'porsi_tambahan',
  'rupiah_per_pengunjung_tambahan',
  'dampak_per_rupiah_publik',
  'margin_galat_relatif',
  'n',
  'dihitung_pada',
] as const;
export type UrutImpactRegister = (typeof URUT_IMPACT_REGISTER)[number];
