import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PeranEkonomi } from '../../shared/economic-impact/economic-roles';
import type { Peran } from '../../shared/roles';
import type { StatusAkun } from '../../shared/schemas/users';
import type { EventStatus, SkalaEvent } from '../../shared/schemas/events';
import type { StatusRespons } from '../../shared/schemas/responses';
import type { TipeJawaban } from '../../shared/schemas/questionnaires';

/**
 * Table types of the data model (docs/glossary.md names them). Timestamps are ISO 8601 UTC strings and
 * dates are YYYY-MM-DD strings on both dialects, so rows look the same on SQLite and PostgreSQL.
 */

export interface UsersTable {
  id: Generated<number>;
  nama: string;
  /** Stored lower-cased; a unique index on lower(email) guards it too. */
  email: string;
  password_hash: string;
  peran: Peran;
  /** Bumped when the password changes: tokens carry it, so older tokens stop working. */
  token_version: ColumnType<number, number | undefined, number>;
  /** 'menunggu': self-registered, waiting for an Admin's approval, cannot sign in (migration 2026-11-27-009). */
  status_akun: ColumnType<StatusAkun, StatusAkun | undefined, StatusAkun>;
  /** Null: national; else a province or regency code the account works in (docs/work-areas.md). */
  wilayah_kerja: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** One sign-in on one device: its id is in the token, and logging out deletes the row. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  /** When the token made with it expires: expired rows are swept at each login. */
  expires_at: string;
}

export interface KategoriOlahragaTable {
  id: Generated<number>;
  nama_cabor: string;
  created_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  nama_event: string;
  lokasi: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  deskripsi: string | null;
  jumlah_peserta: number | null;
  skala_event: SkalaEvent;
  kategori_olahraga_id: number | null;
  status: EventStatus;
  created_at: string;
  updated_at: string;
  /** When the event was last archived; null while it is active (answers.service.ts). */
  diarsipkan_pada: ColumnType<string | null, string | null | undefined, string | null>;
  /** The regency the event belongs to, which decides who sees it (docs/work-areas.md). */
  wilayah: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: only the team's members get the forms and may submit (docs/event-teams.md). */
  tim_wajib: ColumnType<number, number | undefined, number>;
}

export interface EventSponsorsTable {
  id: Generated<number>;
  event_id: number;
  urutan: number;
  nama_sponsor: string;
}

export interface KuesionerTable {
  id: Generated<number>;
  event_id: number;
  tipe_responden: string;
  nama_kuesioner: string;
  created_at: string;
  /** When the form last changed (a question added, edited or deleted): see answers/form-as-filled.ts. */
  diubah_pada: ColumnType<string, string | undefined, string>;
  /** How many responses the Admin aims for in this segment; null when none was set. */
  target_sampel: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PertanyaanTable {
  id: Generated<number>;
  kuesioner_id: number;
  teks_pertanyaan: string;
  tipe_jawaban: TipeJawaban;
  urutan: number;
  created_at: string;
  /** 1: required, 0: may be left empty. */
  wajib: ColumnType<number, number | undefined, number>;
  nilai_min: number | null;
  nilai_maks: number | null;
  /** A pilihan question's options as a JSON array of texts; null for the other types. */
  pilihan: string | null;
  /** Show-if: asked only when this earlier question has this answer. */
  tampil_jika_id: number | null;
  tampil_jika_nilai: string | null;
  /** The question's economic role; one question per role in a questionnaire. */
  peran_ekonomi: ColumnType<PeranEkonomi | null, PeranEkonomi | null | undefined, PeranEkonomi | null>;
  /** The soft limit of a number answer: above it, an answer is confirmed. */
  batas_wajar: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One respondent's submission. */
export interface ResponsTable {
  id: Generated<number>;
  kuesioner_id: number;
  /** Null once the surveyor's account is deleted: the collected data stays. */
  surveyor_id: number | null;
  idempotency_key: string;
  /** When the answers were collected, from the device. */
  diisi_pada: string;
  /** When the server stored them. */
  diterima_pada: string;
  /** Voided responses stay, out of every total (db/derived/accepted.ts, docs/derived-data.md). */
  status: ColumnType<StatusRespons, StatusRespons | undefined, StatusRespons>;
  /** The last change of status: its reason, time and who made it (by name, kept if the account goes). */
  alasan_status: ColumnType<string | null, string | null | undefined, string | null>;
  status_diubah_pada: ColumnType<string | null, string | null | undefined, string | null>;
  status_diubah_oleh: ColumnType<string | null, string | null | undefined, string | null>;
  /** The answers as the response table's search reads them (answers/search-text.ts). */
  teks_cari: ColumnType<string, string | undefined, string>;
  /**
   * The collection time the device claimed when the server could not believe it (diisi_pada then
   * holds the receipt time); null when the device's time was believed or none was sent.
   */
  waktu_perangkat_diragukan: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every correction and confirmation: a stale `versi` is refused (answer review). */
  versi: ColumnType<number, number | undefined, number>;
  /** When a reviewer confirmed the amounts; cleared when an answer is corrected. */
  dikonfirmasi_pada: ColumnType<string | null, string | null | undefined, string | null>;
  /** The older form version the answers were judged by; null: the form as it was on arrival (answers/form-as-filled.ts). */
  versi_lama: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every correction of an answer: the old value is never lost. */
export interface KoreksiJawabanTable {
  id: Generated<number>;
  respons_id: number;
  pertanyaan_id: number;
  /** Null where the question had no answer before, or has none after. */
  nilai_lama: string | null;
  nilai_baru: string | null;
  alasan: string;
  oleh_id: number | null;
  oleh_nama: string;
  pada: string;
}

/** Every confirmation that a response's flagged amounts are right. */
export interface KonfirmasiResponsTable {
  id: Generated<number>;
  respons_id: number;
  catatan: string | null;
  oleh_id: number | null;
  oleh_nama: string;
  pada: string;
}

/** A version of a questionnaire's questions as the offline bundle handed it out (form-versions/). */
export interface KuesionerVersiTable {
  kuesioner_id: number;
  /** The content hash the bundle and the device name it by. */
  versi: string;
  /** The questions as handed out: a JSON array in the API's shape. */
  pertanyaan: string;
  /** The questionnaire's diubah_pada when this content was recorded: since when the form read so. */
  berlaku_sejak: string;
  /** When it was first handed out: no device can have filled it before. */
  dicatat_pada: string;
  /** When it was last handed out (to the minute): it was still the form then. */
  terakhir_dibagikan: ColumnType<string, string | undefined, string>;
  /** When an Admin withdrew it, and who (by name); null while it stands. */
  ditarik_pada: ColumnType<string | null, string | null | undefined, string | null>;
  ditarik_oleh: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A form version handed out to one sign-in session (form-versions/handouts.repo.ts). */
export interface KuesionerVersiDibagikanTable {
  session_id: string;
  user_id: number;
  kuesioner_id: number;
  versi: string;
  /** Its first hand-out to the session, and the last (to the day: what the sweep reads). */
  dibagikan_pada: string;
  terakhir_pada: string;
}

/** Every change of a response's status, oldest first. */
export interface RiwayatStatusResponsTable {
  id: Generated<number>;
  respons_id: number;
  status: StatusRespons;
  alasan: string | null;
  oleh_id: number | null;
  oleh_nama: string;
  pada: string;
}

export interface JawabanTable {
  id: Generated<number>;
  respons_id: number;
  pertanyaan_id: number;
  isi_jawaban: string;
  /** The number for angka and nominal answers, so sums and counts are SQL. */
  nilai_angka: number | null;
  /** 1 when the surveyor confirmed an amount above the question's soft limit at entry. */
  dikonfirmasi_surveyor: ColumnType<number, number | undefined, number>;
}

/**
 * Per question and value, how many answers of accepted responses: kept by triggers (db/derived,
 * docs/derived-data.md).
 */
export interface RingkasanJawabanTable {
  pertanyaan_id: number;
  isi_jawaban: string;
  /** The value's number for angka and nominal answers; null for the other types. */
  nilai_angka: number | null;
  jumlah: number;
  /** The sum of the row's numbers (nilai_angka times jumlah); 0 for the other types. */
  nilai_total: number;
}

/** Per questionnaire, how many accepted responses: kept by triggers (db/derived, docs/derived-data.md). */
export interface RingkasanKuesionerTable {
  kuesioner_id: number;
  jumlah_respons: number;
}

/** An event's economic-impact parameters: one JSON document (shared/schemas/economic-impact.ts). */
export interface ParameterEkonomiTable {
  event_id: number;
  isi: string;
  diubah_pada: string;
}

/** One accepted response's role answers, kept by triggers (db/derived, docs/derived-data.md). */
export interface ProfilEkonomiTable {
  respons_id: number;
  kuesioner_id: number;
  asal: string | null;
  rutin: string | null;
  alasan_utama: string | null;
  tetap_datang: string | null;
  hari_hadir: number | null;
  jumlah_ditanggung: number | null;
  belanja_akomodasi: number | null;
  belanja_makan_minum: number | null;
  belanja_transportasi: number | null;
  belanja_oleh_oleh: number | null;
  belanja_hiburan: number | null;
  belanja_lainnya: number | null;
  malam_menginap: number | null;
  jenis_akomodasi: string | null;
}

/**
 * Each event's last computed economic-impact report (docs/economic-impact-register.md): the
 * report as sent (isi, JSON), the method version and the state of the data (sidik) it was
 * computed on.
 */
export interface HasilDampakTable {
  event_id: number;
  versi_metode: number;
  sidik: string;
  isi: string;
  dihitung_pada: string;
}

/** One row, written by /api/health to find out whether writes work again after a full disk. */
export interface PemeriksaanServerTable {
  id: number;
  diperiksa_pada: string;
  /** The probe's ballast while it is written; null between probes. */
  isi: string | null;
}

/** A member of an event's survey team; a removed one keeps its row with dihapus_pada (docs/event-teams.md). */
export interface AnggotaTimTable {
  event_id: number;
  user_id: number;
  /** How many responses the member aims for; null when none was set. */
  target: number | null;
  ditambahkan_pada: string;
  dihapus_pada: string | null;
}

/** An invite code that enrols surveyors on an event's team (docs/event-teams.md). */
export interface UndanganTable {
  kode: string;
  event_id: number;
  dibuat_oleh: number | null;
  /** The last day the code works, in the report time zone (YYYY-MM-DD). */
  berlaku_sampai: string;
  /** The instant that day ends: what the checks compare with. */
  kedaluwarsa_pada: string;
  maks_penggunaan: number;
  jumlah_penggunaan: ColumnType<number, number | undefined, number>;
  dicabut_pada: string | null;
  dibuat_pada: string;
}

/**
 * Log Aktivitas: one entry per change a person made, appended and never edited (docs/activity-log.md).
 * `id` is the entry's number, the previous one plus one; `hash` chains it to the previous entry.
 */
export interface LogAktivitasTable {
  id: number;
  waktu: string;
  /** The actor as the account was then; all null for an anonymous failed sign-in. */
  pelaku_id: number | null;
  pelaku_nama: string | null;
  pelaku_email: string | null;
  pelaku_peran: string | null;
  pelaku_wilayah: string | null;
  alamat: string;
  aksi: string;
  target_jenis: string;
  target_id: number | null;
  target_nama: string | null;
  event_id: number | null;
  /** The target's place (its event's, or the account's work area): which regional Admins see it. */
  wilayah: string | null;
  /** JSON objects of the changed fields, or null. */
  sebelum: string | null;
  sesudah: string | null;
  hash_sebelumnya: string;
  hash: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  anggota_tim: AnggotaTimTable;
  undangan: UndanganTable;
  kategori_olahraga: KategoriOlahragaTable;
  events: EventsTable;
  event_sponsors: EventSponsorsTable;
  kuesioner: KuesionerTable;
  pertanyaan: PertanyaanTable;
  respons: ResponsTable;
  jawaban: JawabanTable;
  ringkasan_jawaban: RingkasanJawabanTable;
  ringkasan_kuesioner: RingkasanKuesionerTable;
  parameter_ekonomi: ParameterEkonomiTable;
  profil_ekonomi: ProfilEkonomiTable;
  hasil_dampak: HasilDampakTable;
  riwayat_status_respons: RiwayatStatusResponsTable;
  koreksi_jawaban: KoreksiJawabanTable;
  konfirmasi_respons: KonfirmasiResponsTable;
  pemeriksaan_server: PemeriksaanServerTable;
  kuesioner_versi: KuesionerVersiTable;
  kuesioner_versi_dibagikan: KuesionerVersiDibagikanTable;
  log_aktivitas: LogAktivitasTable;
}

export type UserRow = Selectable<UsersTable>;
