import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { KATEGORI } from '../economic-impact/roles';
import { idField } from './fields';

/** The whole Rupiah amounts and counts of the parameters: not negative, at most 15 digits. */
const RUPIAH_MAX = 999_999_999_999_999;
const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(RUPIAH_MAX, `${label} terlalu besar.`);
const positiveNumber = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .min(0, `${label} tidak boleh negatif.`)
    .max(1_000_000, `${label} terlalu besar.`);

export const segmenParameterSchema = z
  .object({
    kuesioner_id: idField,
    kunjungan: wholeNumber('Jumlah kunjungan'),
    kunjungan_min: wholeNumber('Batas bawah kunjungan').nullish(),
    kunjungan_maks: wholeNumber('Batas atas kunjungan').nullish(),
  })
  .superRefine((segmen, ctx) => {
    const { kunjungan, kunjungan_min: min, kunjungan_maks: maks } = segmen;
    if ((min ?? kunjungan) > kunjungan || (maks ?? kunjungan) < kunjungan) {
      ctx.addIssue({
        code: 'custom',
        path: ['kunjungan'],
        message: 'Jumlah kunjungan harus di antara batas bawah dan batas atasnya.',
      });
    }
  });

export const penggandaSchema = z.object({
  output: positiveNumber('Pengganda output'),
  pendapatan: positiveNumber('Pengganda pendapatan'),
  nilai_tambah: positiveNumber('Pengganda nilai tambah'),
  /** Jobs per Rp 1 miliar of retained spending. */
  tenaga_kerja_per_miliar: positiveNumber('Tenaga kerja per Rp 1 miliar'),
  sumber: z
    .string({ error: 'Sumber pengganda wajib diisi.' })
    .refine(isStorableText, 'Sumber pengganda berisi karakter yang tidak diizinkan.')
    .trim()
    .min(3, 'Sumber pengganda wajib diisi (misalnya tabel input-output BPS dan tahunnya).')
    .max(500, 'Sumber pengganda paling banyak 500 karakter.'),
});
export type Pengganda = z.infer<typeof penggandaSchema>;

/** PUT /api/events/{id}/parameter-ekonomi: the event's parameters of the report (docs/economic-impact-module.md). */
export const parameterEkonomiRequestSchema = z
  .object({
    wilayah_tuan_rumah: z
      .array(z.string({ error: 'Kode wilayah harus berupa teks.' }), { error: 'Wilayah tuan rumah harus berupa daftar kode.' })
      .min(1, 'Pilih setidaknya satu kabupaten/kota tuan rumah.')
      .max(50, 'Paling banyak 50 kabupaten/kota tuan rumah.'),
    segmen: z.array(segmenParameterSchema, { error: 'Segmen harus berupa daftar.' }).max(100).default([]),
    belanja_penyelenggara_lokal: wholeNumber('Belanja penyelenggara di wilayah tuan rumah').default(0),
    dana_dari_lokal: wholeNumber('Dana penyelenggara dari wilayah tuan rumah').default(0),
    margin_ritel: z
      .number({ error: 'Margin ritel harus berupa angka.' })
      .min(0, 'Margin ritel harus antara 0 dan 1.')
      .max(1, 'Margin ritel harus antara 0 dan 1.')
      .default(0.25),
    pengganda: penggandaSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((parameters, ctx) => {
    const ids = parameters.segmen.map((segmen) => segmen.kuesioner_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['segmen'], message: 'Setiap segmen hanya boleh disebut sekali.' });
    }
    if (new Set(parameters.wilayah_tuan_rumah).size !== parameters.wilayah_tuan_rumah.length) {
      ctx.addIssue({ code: 'custom', path: ['wilayah_tuan_rumah'], message: 'Setiap kabupaten/kota tuan rumah hanya boleh disebut sekali.' });
    }
  });
export type ParameterEkonomiInput = z.input<typeof parameterEkonomiRequestSchema>;
export type ParameterEkonomi = z.output<typeof parameterEkonomiRequestSchema>;

/**
 * GET and PUT /api/events/{id}/parameter-ekonomi answer: the parameters as stored, which passed
 * the request's checks (an event nobody has set yet answers the defaults: no host region).
 */
export const parameterEkonomiSchema = z.object({
  wilayah_tuan_rumah: z.array(z.string()),
  segmen: z.array(segmenParameterSchema),
  belanja_penyelenggara_lokal: z.number(),
  dana_dari_lokal: z.number(),
  margin_ritel: z.number(),
  pengganda: penggandaSchema.nullable(),
});

/** The parameters of an event nobody has set yet: the page's defaults. */
export const DEFAULT_PARAMETER_EKONOMI: ParameterEkonomi = {
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  margin_ritel: 0.25,
  pengganda: null,
};

const perKategoriSchema = z.object(Object.fromEntries(KATEGORI.map((kategori) => [kategori, z.number()])) as Record<
  (typeof KATEGORI)[number],
  z.ZodNumber
>);
const intervalSchema = z.tuple([z.number(), z.number()]);

/**
 * The way from admissions to new money (steps 1 to 7), as the screen's funnel draws it: people
 * unrounded (the screen rounds them), their shares of the unique visitors (0 when there are
 * none), money in whole Rupiah. `belanja_pengunjung_tambahan` is Σ DVS, the additional
 * visitors' spending, before the organiser's lines.
 */
const corongSchema = z.object({
  kunjungan: z.number(),
  pengunjung_unik: z.number(),
  pengunjung_luar: z.number(),
  pengunjung_tambahan: z.number(),
  porsi_luar: z.number(),
  porsi_pengunjung_tambahan: z.number(),
  perputaran_kotor: z.number(),
  belanja_pengunjung_tambahan: z.number(),
});
export type Corong = z.infer<typeof corongSchema>;

export const segmenDampakSchema = z.object({
  kuesioner_id: z.number(),
  tipe_responden: z.string(),
  n: z.number(),
  kunjungan: z.number().nullable(),
  pengunjung_unik: z.number().nullable(),
  porsi_lokal: z.number().nullable(),
  porsi_tambahan: z.number().nullable(),
  belanja_per_orang: z.number().nullable(),
  batas_pencilan: z.number().nullable(),
  jumlah_dipangkas: z.number(),
  dampak_langsung: z.number().nullable(),
  dampak_langsung_interval: intervalSchema.nullable(),
  perputaran_kotor: z.number().nullable(),
  per_kategori: perKategoriSchema.nullable(),
  margin_galat_relatif: z.number().nullable(),
  target_sampel_10_persen: z.number().nullable(),
  /** Why the figures are withheld or to be read with care, in Indonesian. */
  peringatan: z.array(z.string()),
  /** Null where the segment is not counted. */
  corong: corongSchema.nullable(),
});
export type SegmenDampak = z.infer<typeof segmenDampakSchema>;

/** GET /api/events/{id}/dampak-ekonomi, as wire.ts fills it (docs/economic-impact-module.md). */
export const dampakEkonomiSchema = z.object({
  lengkap: z.boolean(),
  kekurangan: z.array(z.string()),
  segmen: z.array(segmenDampakSchema),
  total: z
    .object({
      dampak_langsung: z.number(),
      interval: intervalSchema,
      perputaran_kotor: z.number(),
      belanja_penyelenggara_lokal: z.number(),
      dana_dari_lokal: z.number(),
      tertahan: z.number(),
      output: z.number().optional(),
      pendapatan: z.number().optional(),
      nilai_tambah: z.number().optional(),
      tenaga_kerja: z.number().optional(),
      sumber_pengganda: z.string().optional(),
      /** The gross turnover split by category, and the direct impact's: the report's table. */
      per_kategori: perKategoriSchema,
      perputaran_per_kategori: perKategoriSchema,
      /** The whole event's funnel: the counted segments' people added up. */
      corong: corongSchema,
    })
    .nullable(),
  metode: z.object({ resample: z.number(), tingkat_kepercayaan: z.number(), persentil_pangkas: z.number() }),
});
export type DampakEkonomi = z.infer<typeof dampakEkonomiSchema>;
