import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { eventPlaceField, idField, optionalText, requiredText } from './fields';

export const SKALA_EVENT = ['Lokal', 'Nasional', 'Internasional'] as const;
export type SkalaEvent = (typeof SKALA_EVENT)[number];
export const EVENT_STATUS = ['aktif', 'diarsipkan'] as const;
export type EventStatus = (typeof EVENT_STATUS)[number];

export const eventStatusField = z.enum(EVENT_STATUS, {
  error: 'Status harus "aktif" atau "diarsipkan".',
});

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateField = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .min(1, `${label} wajib diisi.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat TTTT-BB-HH.`)
    .refine(isCalendarDate, `${label} bukan tanggal yang valid.`);

export const MAX_SPONSORS = 50;

/** The fields of the add/edit event form (docs/api.md#events), as the server checks them. */
export const eventInputSchema = z
  .object({
    nama_event: requiredText('Nama event', 200),
    lokasi: requiredText('Lokasi', 200),
    tanggal_mulai: dateField('Tanggal mulai'),
    tanggal_selesai: dateField('Tanggal selesai'),
    deskripsi: optionalText('Deskripsi', 5000).nullish(),
    jumlah_peserta: z
      .number({ error: 'Jumlah peserta harus berupa angka.' })
      .int('Jumlah peserta harus bilangan bulat.')
      .min(0, 'Jumlah peserta tidak boleh negatif.')
      .max(1_000_000_000, 'Jumlah peserta terlalu besar.')
      .nullish(),
    skala_event: z
      .enum(SKALA_EVENT, { error: 'Skala event harus Lokal, Nasional, atau Internasional.' })
      .default('Lokal'),
    kategori_olahraga_id: idField.nullish(),
    nama_kategori_baru: optionalText('Nama kategori baru', 100).nullish(),
    sponsors: z
      .array(optionalText('Nama sponsor', 200), { error: 'Sponsor harus berupa daftar nama.' })
      .max(MAX_SPONSORS, `Sponsor paling banyak ${MAX_SPONSORS}.`)
      .default([]),
    status: eventStatusField.optional(),
    /** Missing or null: the economic host area's first regency when set (docs/work-areas.md). */
    wilayah: eventPlaceField,
  })
  .refine((event) => event.tanggal_selesai >= event.tanggal_mulai, {
    path: ['tanggal_selesai'],
    message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type ParsedEventInput = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  nama_event: z.string(),
  lokasi: z.string(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  deskripsi: z.string().nullable(),
  jumlah_peserta: z.number().nullable(),
  skala_event: z.enum(SKALA_EVENT),
  kategori_olahraga_id: z.number().nullable(),
  nama_cabor: z.string().nullable(),
  status: z.enum(EVENT_STATUS),
  /** How many responses were collected and are accepted (not voided in Data Survei). */
  jumlah_respons: z.number(),
  /** Voided responses: out of every total, still stored, and deleted with the event. */
  jumlah_dibatalkan: z.number(),
  /** The regency the event belongs to (docs/work-areas.md); null when none is set. */
  wilayah: z.string().nullable(),
  // Last, where the API has always sent it (the serializer writes keys in this order).
  sponsors: z.array(z.string()),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const eventListQuerySchema = z.object({ status: eventStatusField.optional() });

export const eventStatusRequestSchema = z.object({ status: eventStatusField });

export const eventMutationResponseSchema = z.object({ message: z.string(), event: eventSchema });
export type EventMutationResponse = z.infer<typeof eventMutationResponseSchema>;

export const eventDeleteResponseSchema = z.object({
  message: z.string(),
  jumlah_respons_terhapus: z.number(),
});
export type EventDeleteResponse = z.infer<typeof eventDeleteResponseSchema>;

export const kategoriSchema = z.object({ id: z.number(), nama_cabor: z.string() });
export type Kategori = z.infer<typeof kategoriSchema>;
export const kategoriListSchema = z.array(kategoriSchema);

export const KATEGORI_SEARCH_LIMIT = 20;
export const kategoriQuerySchema = z.object({
  q: z
    .string({ error: 'Kata kunci harus berupa teks.' })
    .max(100, 'Kata kunci terlalu panjang.')
    .refine(isStorableText, 'Kata kunci berisi karakter yang tidak diizinkan.')
    .optional(),
});
