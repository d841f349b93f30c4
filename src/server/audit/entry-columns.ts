/** An entry's columns as the screen and the download show them (the chain's own columns apart). */
export const ENTRY_COLUMNS = [
  'id',
  'waktu',
  'pelaku_id',
  'pelaku_nama',
  'pelaku_email',
  'pelaku_peran',
  'pelaku_wilayah',
  'alamat',
  'aksi',
  'target_jenis',
  'target_id',
  'target_nama',
  'event_id',
  'sebelum',
  'sesudah',
] as const;
