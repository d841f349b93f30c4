/**
 * The fixed list of what the activity log records (docs/activity-log.md): each action's code, as
 * stored and as the API's `aksi` filter takes it, and the Indonesian words the screen and the
 * download show. Pure data without zod, so the screen that only reads the log loads no schema.
 */

export const AKSI_LABEL = {
  // Signing in
  login_berhasil: 'Login berhasil',
  login_gagal: 'Login gagal',
  // Accounts
  akun_didaftarkan: 'Mendaftar akun',
  akun_dibuat: 'Menambah akun',
  akun_disetujui: 'Menyetujui pendaftaran',
  akun_ditolak: 'Menolak pendaftaran',
  akun_diubah: 'Mengubah data akun',
  akun_peran_diubah: 'Mengubah peran akun',
  akun_wilayah_diubah: 'Mengubah wilayah kerja akun',
  akun_password_direset: 'Mengganti password akun',
  akun_dihapus: 'Menghapus akun',
  profil_diubah: 'Mengubah profil sendiri',
  password_diubah: 'Mengganti password sendiri',
  // Events
  event_dibuat: 'Menambah event',
  event_diubah: 'Mengubah event',
  event_diarsipkan: 'Mengarsipkan event',
  event_diaktifkan: 'Mengaktifkan event',
  event_dihapus: 'Menghapus event',
  // Questionnaires and questions
  kuesioner_dibuat: 'Menambah kuesioner',
  kuesioner_dihapus: 'Menghapus kuesioner',
  kuesioner_target_diubah: 'Mengubah target sampel',
  kuesioner_urutan_diubah: 'Mengubah urutan pertanyaan',
  pertanyaan_ekonomi_ditambahkan: 'Menambah pertanyaan dampak ekonomi',
  pertanyaan_ekonomi_diperbarui: 'Memperbarui pertanyaan dampak ekonomi',
  pertanyaan_dibuat: 'Menambah pertanyaan',
  pertanyaan_diubah: 'Mengubah pertanyaan',
  pertanyaan_dihapus: 'Menghapus pertanyaan',
  versi_formulir_ditarik: 'Menarik versi formulir',
  // Economic-impact parameters and multipliers
  parameter_ekonomi_diubah: 'Mengubah parameter dampak ekonomi',
  // Teams and invites
  tim_diubah: 'Mengubah tim survei',
  tim_diimpor: 'Menambah anggota tim dari CSV',
  undangan_dibuat: 'Membuat kode undangan',
  undangan_dicabut: 'Mencabut kode undangan',
  undangan_digunakan: 'Bergabung dengan kode undangan',
  // Review of responses
  respons_dikonfirmasi: 'Mengonfirmasi data survei',
  jawaban_dikoreksi: 'Mengoreksi jawaban',
  respons_dibatalkan: 'Membatalkan data survei',
  respons_dipulihkan: 'Memulihkan data survei',
  // Downloads
  hasil_survei_diunduh: 'Mengunduh hasil survei',
  log_aktivitas_diunduh: 'Mengunduh log aktivitas',
} as const;

export type AksiLog = keyof typeof AKSI_LABEL;
export const AKSI_LOG = Object.keys(AKSI_LABEL) as [AksiLog, ...AksiLog[]];

/** What an entry is about. */
export const JENIS_TARGET_LABEL = {
  akun: 'Akun',
  event: 'Event',
  kuesioner: 'Kuesioner',
  pertanyaan: 'Pertanyaan',
  parameter_ekonomi: 'Parameter dampak ekonomi',
  tim: 'Tim survei',
  undangan: 'Kode undangan',
  respons: 'Data survei',
  log_aktivitas: 'Log aktivitas',
} as const;

export type JenisTarget = keyof typeof JENIS_TARGET_LABEL;
export const JENIS_TARGET = Object.keys(JENIS_TARGET_LABEL) as [JenisTarget, ...JenisTarget[]];

/** The actions in groups, for the screen's filter. */
export const AKSI_GROUPS: readonly { label: string; aksi: readonly AksiLog[] }[] = [
  { label: 'Login', aksi: ['login_berhasil', 'login_gagal'] },
  {
    label: 'Akun',
    aksi: [
      'akun_didaftarkan',
      'akun_dibuat',
      'akun_disetujui',
      'akun_ditolak',
      'akun_diubah',
      'akun_peran_diubah',
      'akun_wilayah_diubah',
      'akun_password_direset',
      'akun_dihapus',
      'profil_diubah',
      'password_diubah',
    ],
  },
  { label: 'Event', aksi: ['event_dibuat', 'event_diubah', 'event_diarsipkan', 'event_diaktifkan', 'event_dihapus'] },
  {
    label: 'Kuesioner',
    aksi: [
      'kuesioner_dibuat',
      'kuesioner_dihapus',
      'kuesioner_target_diubah',
      'kuesioner_urutan_diubah',
      'pertanyaan_ekonomi_ditambahkan',
      'pertanyaan_ekonomi_diperbarui',
      'pertanyaan_dibuat',
      'pertanyaan_diubah',
      'pertanyaan_dihapus',
      'versi_formulir_ditarik',
    ],
  },
  { label: 'Dampak ekonomi', aksi: ['parameter_ekonomi_diubah'] },
  { label: 'Tim dan undangan', aksi: ['tim_diubah', 'tim_diimpor', 'undangan_dibuat', 'undangan_dicabut', 'undangan_digunakan'] },
  { label: 'Data survei', aksi: ['respons_dikonfirmasi', 'jawaban_dikoreksi', 'respons_dibatalkan', 'respons_dipulihkan'] },
  { label: 'Unduhan', aksi: ['hasil_survei_diunduh', 'log_aktivitas_diunduh'] },
];

/** The words of an action, or the code itself for one this build does not know (a newer server's). */
export function aksiLabel(aksi: string): string {
  return (AKSI_LABEL as Record<string, string>)[aksi] ?? aksi;
}

export function jenisTargetLabel(jenis: string): string {
  return (JENIS_TARGET_LABEL as Record<string, string>)[jenis] ?? jenis;
}
