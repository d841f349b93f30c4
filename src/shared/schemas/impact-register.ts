import { z } from 'zod';
import './zod-config';
import { idQuery, optional, pageQuery, searchQuery, wholeParam } from './query-fields';
import { tingkatDampakSchema } from './economic-impact';
import { URUT_IMPACT_REGISTER, type UrutImpactRegister } from '../impact-register-sort';

/**
 * The register (Daftar Dampak Ekonomi, /dampak-ekonomi): every event with its economic-impact
 * figures measured one way, so a ministry compares them (docs/economic-impact-register.md).
 */

/**
 * `lengkap`: the report gives a figure; `belum_lengkap`: it cannot yet (`kekurangan` says why);
 * `menunggu_pemeriksaan`: it gives one, but responses above the fence wait for review.
 */
export const STATUS_DAMPAK = ['lengkap', 'belum_lengkap', 'menunggu_pemeriksaan'] as const;
export type StatusDampak = (typeof STATUS_DAMPAK)[number];

export { URUT_IMPACT_REGISTER, type UrutImpactRegister };
export const ARAH_URUT = ['naik', 'turun'] as const;
export type ArahUrut = (typeof ARAH_URUT)[number];

/** GET /api/dampak-ekonomi and its download: the filters, the sort and the page. */
export const impactRegisterQuerySchema = z.object({
  ...pageQuery,
  tahun: optional(wholeParam('Tahun', 1900, 2100)),
  provinsi: optional(z.string({ error: 'Provinsi tidak valid.' }).regex(/^\d{2}$/, 'Provinsi harus berupa kode dua angka (misalnya 35).')),
  kategori: idQuery('Kategori olahraga'),
  q: searchQuery,
  urut: optional(z.enum(URUT_IMPACT_REGISTER, { error: 'Urutan tidak dikenal.' })).transform((value) => value ?? 'tahun'),
  arah: optional(z.enum(ARAH_URUT, { error: 'Arah urutan harus "naik" atau "turun".' })).transform((value) => value ?? 'turun'),
});
export type ImpactRegisterQuery = z.output<typeof impactRegisterQuerySchema>;

export const impactRegisterRowSchema = z.object({
  event_id: z.number(),
  nama_event: z.string(),
  /** The year the event starts. */
  tahun: z.number(),
  /** The host area's provinces, two-digit codes, and their names (empty until the host area is set). */
  provinsi: z.array(z.string()),
  nama_provinsi: z.array(z.string()),
  /** The sport category's name, and its id. */
  kategori: z.string().nullable(),
  kategori_id: z.number().nullable(),
  status: z.enum(STATUS_DAMPAK),
  /** What the report lacks (belum_lengkap), in Indonesian; and the responses waiting for review. */
  kekurangan: z.array(z.string()),
  perlu_diperiksa: z.number(),
  /** The figures below are null until the report gives a figure. */
  dampak_langsung: z.number().nullable(),
  interval: z.tuple([z.number(), z.number()]).nullable(),
  margin_galat_relatif: z.number().nullable(),
  tingkat: tingkatDampakSchema.nullable(),
  /** Σ U_s × porsi_tambahan_s, one decimal; its share of Σ U_s (0..1). */
  pengunjung_tambahan: z.number().nullable(),
  porsi_tambahan: z.number().nullable(),
  /** Σ DVS_s / pengunjung_tambahan, whole Rupiah (null without additional visitors). */
  rupiah_per_pengunjung_tambahan: z.number().nullable(),
  /** DEI / dana_publik (null without public money): never called ROI. */
  dana_publik: z.number().nullable(),
  dampak_per_rupiah_publik: z.number().nullable(),
  n: z.number().nullable(),
  versi_metode: z.number(),
  /** Null when the event's figures could not be computed just now (`kekurangan` says so). */
  dihitung_pada: z.string().nullable(),
});
export type ImpactRegisterRow = z.infer<typeof impactRegisterRowSchema>;

/** One event of the register's chart: its DEI with the 90% interval. */
export const impactRegisterChartPointSchema = impactRegisterRowSchema.pick({ event_id: true, nama_event: true }).extend({
  dampak_langsung: z.number(),
  interval: z.tuple([z.number(), z.number()]),
});
export type ImpactRegisterChartPoint = z.infer<typeof impactRegisterChartPointSchema>;

export const impactRegisterResponseSchema = z.object({
  data: z.array(impactRegisterRowSchema),
  /** Every filtered event with a figure, in the list's order, whatever the page: the chart's. */
  grafik: z.array(impactRegisterChartPointSchema),
  total: z.number(),
  halaman: z.number(),
  per_halaman: z.number(),
  /** The method versions among the filtered events: more than one means they are not comparable. */
  versi_metode: z.array(z.number()),
  /** The report time zone dihitung_pada is shown in. */
  zona_waktu: z.string(),
  /** Every year an event starts in, whatever the filters: the year filter's options. */
  tahun_tersedia: z.array(z.number()),
  /** Every sport category an event has, by name, whatever the filters: the category filter's options. */
  kategori_tersedia: z.array(z.object({ id: z.number(), nama: z.string() })),
});
export type ImpactRegisterResponse = z.infer<typeof impactRegisterResponseSchema>;
