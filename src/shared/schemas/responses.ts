import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { kuesionerSchema, TIPE_JAWABAN } from './questionnaires';
import { idQuery, optional, pageQuery, searchQuery } from './query-fields';
import { STATUS_RESPONS, type StatusRespons } from '../response-status';

/**
 * Data Survei: the responses of an event, one by one, and their review. A response is accepted
 * (diterima) or voided (dibatalkan); a voided one stays stored, out of every total, and can be
 * restored whole.
 */

export { STATUS_RESPONS, type StatusRespons };

export { PER_HALAMAN_DEFAULT, PER_HALAMAN_MAX, SEARCH_MAX } from './query-fields';
export const ALASAN_MAX = 500;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}


/**
 * The earliest date a filter takes: nothing is collected before, and older dates meet the time
 * zone rules' oddities (local mean time offsets of seconds) and each database's own limits.
 */
const EARLIEST_FILTER_DATE = '1900-01-01';

const dateQuery = (label: string) =>
  optional(
    z
      .string({ error: `${label} tidak valid.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat TTTT-BB-HH.`)
      .refine(isCalendarDate, `${label} bukan tanggal yang valid.`)
      .refine((value) => value >= EARLIEST_FILTER_DATE, `${label} tidak boleh sebelum tahun 1900.`),
  );

const baseListQuery = z.object({
  ...pageQuery,
  kuesioner_id: idQuery('Tipe responden'),
  dari: dateQuery('Tanggal awal'),
  sampai: dateQuery('Tanggal akhir'),
  status: optional(z.enum(STATUS_RESPONS, { error: 'Status harus "diterima" atau "dibatalkan".' })),
  q: searchQuery,
});

const datesInOrder = (query: { dari?: string; sampai?: string }) => !query.dari || !query.sampai || query.dari <= query.sampai;
const DATES_OUT_OF_ORDER = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' };

/** GET /api/events/{id}/respons; `pemeriksaan=perlu` keeps the responses waiting for review. */
export const responsListQuerySchema = baseListQuery
  .extend({
    surveyor_id: idQuery('Surveyor'),
    pemeriksaan: optional(z.enum(['perlu'], { error: 'Pemeriksaan harus "perlu".' })),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

/** GET /api/me/respons: a Surveyor's own, across events, optionally of one event. */
export const myResponsListQuerySchema = baseListQuery.extend({ event_id: idQuery('Event') }).refine(datesInOrder, DATES_OUT_OF_ORDER);

export const responsJawabanSchema = z.object({
  pertanyaan_id: z.number(),
  teks_pertanyaan: z.string(),
  tipe_jawaban: z.enum(TIPE_JAWABAN),
  isi_jawaban: z.string(),
  /** The surveyor confirmed at entry an amount above the question's soft limit. */
  dikonfirmasi_surveyor: z.boolean(),
  /** The answer was corrected by a reviewer since it was collected. */
  dikoreksi: z.boolean(),
});
export type ResponsJawaban = z.infer<typeof responsJawabanSchema>;

export const responsItemSchema = z.object({
  id: z.number(),
  kuesioner_id: z.number(),
  tipe_responden: z.string(),
  event_id: z.number(),
  nama_event: z.string(),
  /** Null once the surveyor's account was deleted. */
  surveyor: z.object({ id: z.number(), nama: z.string() }).nullable(),
  diisi_pada: z.string(),
  diterima_pada: z.string(),
  status: z.enum(STATUS_RESPONS),
  /** The reason of the last change of status; null while it never changed. */
  alasan_status: z.string().nullable(),
  status_diubah_pada: z.string().nullable(),
  status_diubah_oleh: z.string().nullable(),
  /**
   * Present only when the server could not believe the device's collection time: the time the
   * device claimed, as sent (diisi_pada is then the time the server received the answers).
   */
  waktu_perangkat_diragukan: z.string().optional(),
  /**
   * Present only when the answers were judged by an older version of the form than the one in
   * force when they arrived: that version (GET /api/kuesioner/{id}/versi lists it; docs/api.md).
   */
  versi_lama: z.string().optional(),
  /** In the questionnaire's order; a question left empty has no entry. */
  jawaban: z.array(responsJawabanSchema),
  /** Waiting for review: above its segment's fence and not confirmed (the review queue). */
  perlu_diperiksa: z.boolean(),
  /** Why it waits, in one line ("Belanja per orang Rp …, lebih dari 10 × median segmen Rp …"); null when it does not. */
  alasan_pemeriksaan: z.string().nullable(),
});
export type ResponsItem = z.infer<typeof responsItemSchema>;

export const responsListSchema = z.object({
  data: z.array(responsItemSchema),
  total: z.number(),
  halaman: z.number(),
  per_halaman: z.number(),
  /** The report time zone the dates of the filter are read in, and the times best shown in. */
  zona_waktu: z.string(),
  /** How many accepted responses of the event (its segment, when filtered) wait for review. */
  jumlah_perlu_diperiksa: z.number(),
});
export type ResponsList = z.infer<typeof responsListSchema>;

/** PATCH /api/respons/{id}: Admin only; a void needs its reason. */
export const ubahStatusResponsRequestSchema = z
  .object({
    status: z.enum(STATUS_RESPONS, { error: 'Status harus "diterima" atau "dibatalkan".' }),
    alasan: z
      .string({ error: 'Alasan harus berupa teks.' })
      .refine(isStorableText, 'Alasan berisi karakter yang tidak diizinkan.')
      .trim()
      .max(ALASAN_MAX, `Alasan paling banyak ${ALASAN_MAX} karakter.`)
      .nullish(),
  })
  .refine((body) => body.status !== 'dibatalkan' || (body.alasan ?? '') !== '', {
    path: ['alasan'],
    message: 'Alasan pembatalan wajib diisi.',
  });
export type UbahStatusResponsRequest = z.input<typeof ubahStatusResponsRequestSchema>;

export const ubahStatusResponsResponseSchema = z.object({ message: z.string(), respons: responsItemSchema });
export type UbahStatusResponsResponse = z.infer<typeof ubahStatusResponsResponseSchema>;

/**
 * Beside a reviewer's name (`oleh`, a display name its owner may change to anyone's), the account
 * that acted: its id and email, given to Admins only (absent for other roles); both null when the
 * account has been deleted since (SECURITY.md).
 */
export const olehAkunFields = {
  oleh_id: z.number().nullable().optional(),
  oleh_email: z.string().nullable().optional(),
};

/** GET /api/respons/{id}/riwayat: every change of status, oldest first. */
export const riwayatStatusSchema = z.object({
  data: z.array(
    z.object({
      status: z.enum(STATUS_RESPONS),
      alasan: z.string().nullable(),
      oleh: z.string(),
      ...olehAkunFields,
      pada: z.string(),
    }),
  ),
});
export type RiwayatStatus = z.infer<typeof riwayatStatusSchema>;

export { progresSchema, type Progres } from './progress';

export const TARGET_SAMPEL_MAX = 1_000_000;

/** PUT /api/kuesioner/{id}/target-sampel: null clears it. */
export const targetSampelRequestSchema = z.object({
  target_sampel: z
    .number({ error: 'Target sampel harus berupa angka.' })
    .int('Target sampel harus bilangan bulat.')
    .min(1, 'Target sampel minimal 1.')
    .max(TARGET_SAMPEL_MAX, 'Target sampel terlalu besar.')
    .nullable(),
});

export const targetSampelResponseSchema = z.object({ message: z.string(), kuesioner: kuesionerSchema });
export type TargetSampelResponse = z.infer<typeof targetSampelResponseSchema>;
