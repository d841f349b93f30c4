import { z } from 'zod';
import './zod-config';
import { AKSI_LOG, JENIS_TARGET } from '../activity-log-actions';
import { PERAN } from '../roles';
import { idQuery, optional, pageQuery } from './query-fields';

/**
 * Log Aktivitas (docs/activity-log.md): who changed what, when and from where, for Admins, each
 * seeing its own work area. GET /api/log-aktivitas and its download take the same filters.
 */

export { AKSI_LOG, JENIS_TARGET };

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// The same day filter as Data Survei's (schemas/responses.ts): a day in the report time zone.
const dayQuery = (label: string) =>
  optional(
    z
      .string({ error: `${label} tidak valid.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat TTTT-BB-HH.`)
      .refine(isCalendarDate, `${label} bukan tanggal yang valid.`)
      .refine((value) => value >= '1900-01-01', `${label} tidak boleh sebelum tahun 1900.`),
  );

const filterFields = {
  /** The account that acted (its user id). */
  pelaku_id: idQuery('Pelaku'),
  aksi: optional(z.enum(AKSI_LOG, { error: 'Aksi tidak dikenal.' })),
  event_id: idQuery('Event'),
  dari: dayQuery('Tanggal awal'),
  sampai: dayQuery('Tanggal akhir'),
};

const datesInOrder = (query: { dari?: string; sampai?: string }) => !query.dari || !query.sampai || query.dari <= query.sampai;
const DATES_OUT_OF_ORDER = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' };

/** GET /api/log-aktivitas: paged like Data Survei, newest first. */
export const logAktivitasQuerySchema = z.object({ ...pageQuery, ...filterFields }).refine(datesInOrder, DATES_OUT_OF_ORDER);
export type LogAktivitasQuery = z.output<typeof logAktivitasQuerySchema>;

/** GET /api/log-aktivitas/download: every entry the filters match, not one page. */
export const logAktivitasDownloadQuerySchema = z.object(filterFields).refine(datesInOrder, DATES_OUT_OF_ORDER);
export type LogAktivitasFilter = z.output<typeof logAktivitasDownloadQuerySchema>;

/** Who acted, as the account was then; null for an anonymous failed sign-in. */
export const pelakuLogSchema = z.object({
  /** Kept as it was, even after the account is deleted. */
  id: z.number(),
  nama: z.string(),
  email: z.string(),
  peran: z.enum(PERAN),
  wilayah_kerja: z.string().nullable(),
});

/** The fields a change touched, by their API names; a password or its hash is never among them. */
const changedFields = z.record(z.string(), z.unknown()).nullable();

export const logAktivitasItemSchema = z.object({
  /** The entry's number: 1, 2, 3... in the order entries were appended. */
  id: z.number(),
  waktu: z.string(),
  pelaku: pelakuLogSchema.nullable(),
  /** The client's address as the server saw it (TRUST_PROXY decides which). */
  alamat: z.string(),
  aksi: z.enum(AKSI_LOG),
  target: z.object({
    jenis: z.enum(JENIS_TARGET),
    id: z.number().nullable(),
    nama: z.string().nullable(),
  }),
  /** The event the target belongs to, if any (kept after the event is deleted). */
  event_id: z.number().nullable(),
  sebelum: changedFields,
  sesudah: changedFields,
});
export type LogAktivitasItem = z.infer<typeof logAktivitasItemSchema>;

export const logAktivitasListSchema = z.object({
  data: z.array(logAktivitasItemSchema),
  total: z.number(),
  halaman: z.number(),
  per_halaman: z.number(),
  /** The report time zone the date filters are read in, and the times best shown in. */
  zona_waktu: z.string(),
});
export type LogAktivitasList = z.infer<typeof logAktivitasListSchema>;
