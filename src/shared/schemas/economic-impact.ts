import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { KATEGORI } from '../economic-impact/economic-roles';
import { idField } from './fields';
import { TINGKAT, type Tingkat } from '../economic-impact/tingkat';

/** v2: a segment's kind. `peserta` (athletes, officials, crew, media) come because the event exists. */
export const JENIS_SEGMEN = ['pengunjung', 'peserta'] as const;
export type JenisSegmen = (typeof JENIS_SEGMEN)[number];
export const CAKUPAN_TABEL = ['nasional', 'provinsi', 'kabupaten_kota'] as const;
export const TIPE_PENGGANDA = ['I', 'II'] as const;

/** The whole Rupiah amounts and counts of the parameters: not negative, at most 15 digits. */
const RUPIAH_MAX = 999_999_999_999_999;
const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(RUPIAH_MAX, `${label} terlalu besar.`);
export const segmenParameterSchema = z
  .object({
    kuesioner_id: idField,
    kunjungan: wholeNumber('Jumlah kunjungan'),
    kunjungan_min: wholeNumber('Batas bawah kunjungan').nullish(),
    kunjungan_maks: wholeNumber('Batas atas kunjungan').nullish(),
    /** v2: who the segment is; a `peserta` segment is not asked the counterfactual questions. */
    jenis: z
      .enum(JENIS_SEGMEN, { error: 'Jenis segmen harus "pengunjung" atau "peserta".' })
      .default('pengunjung'),
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

const sumberField = z
  .string({ error: 'Sumber pengganda wajib diisi.' })
  .refine(isStorableText, 'Sumber pengganda berisi karakter yang tidak diizinkan.')
  .trim()
  .min(1, 'Sumber pengganda wajib diisi (misalnya tabel input-output BPS dan tahunnya).')
  .min(10, 'Sumber pengganda terlalu singkat: tuliskan nama tabel atau publikasinya (misalnya Tabel Input-Output BPS).')
  .max(500, 'Sumber pengganda paling banyak 500 karakter.');

/** A coefficient per Rupiah of retained spending: strictly between 0 and 1 (docs/economic-impact-method.md). */
const perRupiah = (label: string, example: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .gt(0, `${label} harus lebih dari 0.`)
    .lt(
      1,
      `${label} adalah ${example} per Rp 1 belanja yang tertahan, jadi di antara 0 dan 1 (misalnya 0,35). ` +
        'Angka 1 atau lebih adalah pengganda tipe rasio (seperti 1,36): yang diminta adalah koefisiennya.',
    );

/** The output multiplier above which the form warns: rarely right for one regency or city. */
export const OUTPUT_WARNED_ABOVE = 2.5;
export const OUTPUT_WARNING = 'Pengganda output di atas 2,5 jarang wajar untuk satu kabupaten/kota.';
export const TAHUN_TABEL_MIN = 1990;

/**
 * v2 multipliers: each within its range, with a structured source (docs/economic-impact-method.md,
 * "Multipliers"). No default ships: without a sourced set the report gives direct impact only.
 */
export const penggandaSchema = z
  .object(
    {
      output: z
        .number({ error: 'Pengganda output harus berupa angka.' })
        .min(1, 'Pengganda output harus antara 1,0 dan 3,0.')
        .max(3, 'Pengganda output harus antara 1,0 dan 3,0.'),
      pendapatan: perRupiah('Koefisien pendapatan', 'pendapatan rumah tangga'),
      nilai_tambah: perRupiah('Koefisien nilai tambah', 'nilai tambah'),
      /** Job-years (full-time equivalent) per Rp 1 miliar of retained spending. */
      tenaga_kerja_per_miliar: z
        .number({ error: 'Tenaga kerja per Rp 1 miliar harus berupa angka.' })
        .gt(0, 'Tenaga kerja per Rp 1 miliar harus lebih dari 0.')
        .max(100, 'Tenaga kerja per Rp 1 miliar paling banyak 100 pekerja-tahun.'),
      sumber: sumberField,
      tahun_tabel: z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? 'Tahun tabel input-output wajib diisi.'
              : 'Tahun tabel input-output harus berupa angka.',
        })
        .int('Tahun tabel input-output harus bilangan bulat.')
        .min(TAHUN_TABEL_MIN, `Tahun tabel input-output paling awal ${TAHUN_TABEL_MIN}.`),
      cakupan_tabel: z.enum(CAKUPAN_TABEL, { error: 'Cakupan tabel harus nasional, provinsi atau kabupaten/kota.' }),
      tipe: z.enum(TIPE_PENGGANDA, { error: 'Tipe pengganda harus I atau II.' }),
    },
    { error: 'Pengganda harus berupa isian angka-angka pengganda beserta sumbernya.' },
  )
  .superRefine((pengganda, ctx) => {
    const thisYear = new Date().getFullYear();
    if (pengganda.tahun_tabel > thisYear) {
      ctx.addIssue({ code: 'custom', path: ['tahun_tabel'], message: `Tahun tabel input-output paling akhir ${thisYear}.` });
    }
  });
export type Pengganda = z.infer<typeof penggandaSchema>;

/**
 * Multipliers as stored: a v1 set (no structured source, or a value out of today's ranges) is
 * kept as it was and shown "perlu diperbarui", never used (readParameters tells which).
 */
export const storedPenggandaSchema = z.object({
  output: z.number(),
  pendapatan: z.number(),
  nilai_tambah: z.number(),
  tenaga_kerja_per_miliar: z.number(),
  sumber: z.string(),
  tahun_tabel: z.number().nullish(),
  cakupan_tabel: z.string().nullish(),
  tipe: z.string().nullish(),
});
export type PenggandaTersimpan = z.infer<typeof storedPenggandaSchema>;

/** The parameters' fields but the multipliers, shared by the request and the stored form. */
const parameterFields = {
  wilayah_tuan_rumah: z
    .array(z.string({ error: 'Kode wilayah harus berupa teks.' }), { error: 'Wilayah tuan rumah harus berupa daftar kode.' })
    .min(1, 'Pilih setidaknya satu kabupaten/kota tuan rumah.')
    .max(50, 'Paling banyak 50 kabupaten/kota tuan rumah.'),
  segmen: z.array(segmenParameterSchema, { error: 'Segmen harus berupa daftar.' }).max(100).default([]),
  belanja_penyelenggara_lokal: wholeNumber('Belanja penyelenggara di wilayah tuan rumah').default(0),
  dana_dari_lokal: wholeNumber('Dana penyelenggara dari wilayah tuan rumah').default(0),
  /** v2: public money (APBN/APBD) spent on the event; only for the register's impact per Rupiah. */
  dana_publik: wholeNumber('Dana publik').nullish().transform((value) => value ?? null),
  margin_ritel: z
    .number({ error: 'Margin ritel harus berupa angka.' })
    .min(0, 'Margin ritel harus antara 0 dan 1.')
    .max(1, 'Margin ritel harus antara 0 dan 1.')
    .default(0.25),
};

/** PUT /api/events/{id}/parameter-ekonomi: the event's parameters of the report (docs/economic-impact-method.md). */
export const parameterEkonomiRequestSchema = z
  .object({ ...parameterFields, pengganda: penggandaSchema.nullish().transform((value) => value ?? null) })
  .superRefine((parameters, ctx) => {
    const ids = parameters.segmen.map((segmen) => segmen.kuesioner_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['segmen'], message: 'Setiap segmen hanya boleh disebut sekali.' });
    }
    if (new Set(parameters.wilayah_tuan_rumah).size !== parameters.wilayah_tuan_rumah.length) {
      ctx.addIssue({ code: 'custom', path: ['wilayah_tuan_rumah'], message: 'Setiap kabupaten/kota tuan rumah hanya boleh disebut sekali.' });
    }
  });
/** The parameters as stored: written by any version, so a v1 multiplier set still reads. */
export const storedParameterEkonomiSchema = z.object({
  ...parameterFields,
  pengganda: storedPenggandaSchema.nullish().transform((value) => value ?? null),
});
export type ParameterEkonomiInput = z.input<typeof parameterEkonomiRequestSchema>;
export type ParameterEkonomi = z.output<typeof parameterEkonomiRequestSchema>;

/**
 * GET and PUT /api/events/{id}/parameter-ekonomi answer: the parameters as stored (an event
 * nobody has set yet answers the defaults: no host region). `pengganda` is the stored set as it
 * was, even a v1 one the report no longer uses: `pengganda_perlu_diperbarui` says so, and
 * `peringatan` holds what the Admin should know of values accepted (the output above 2.5).
 */
export const parameterEkonomiSchema = z.object({
  wilayah_tuan_rumah: z.array(z.string()),
  segmen: z.array(segmenParameterSchema),
  belanja_penyelenggara_lokal: z.number(),
  dana_dari_lokal: z.number(),
  dana_publik: z.number().nullable(),
  margin_ritel: z.number(),
  pengganda: storedPenggandaSchema.nullable(),
  pengganda_perlu_diperbarui: z.boolean(),
  peringatan: z.array(z.string()),
});
export type ParameterEkonomiTersimpan = z.infer<typeof parameterEkonomiSchema>;

/** The parameters of an event nobody has set yet: the page's defaults. */
export const DEFAULT_PARAMETER_EKONOMI: ParameterEkonomi = {
  wilayah_tuan_rumah: [],
  segmen: [],
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  dana_publik: null,
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

/**
 * v2, step 11: the volume of visits, null where the segment is not counted. Nights are null where
 * the questionnaire asks no nights question (0 would claim nobody stayed); the average stay where
 * no non-local respondent stayed a night; the commercial share where nobody who stayed said where.
 * People and nights to one decimal.
 */
const volumeFields = {
  /** Nights in the host area of additional visitors. */
  malam_tambahan: z.number().nullable(),
  /** Unique visitors from outside the host area (not local), and of them from abroad and from Indonesia. */
  pengunjung_luar: z.number().nullable(),
  wisman: z.number().nullable(),
  wisnus: z.number().nullable(),
  /** Mean nights of the non-local respondents who stayed at least one night. */
  rata_lama_menginap: z.number().nullable(),
  /** Of those who stayed and said where: hotel, homestay or villa (0..1). */
  porsi_akomodasi_komersial: z.number().nullable(),
};

/** v2, step 12: one level's figure, whole Rupiah, with its 90% interval from the same resamples. */
const tingkatSchema = z.object({ nilai: z.number(), interval: intervalSchema });
export { TINGKAT, type Tingkat };
export const tingkatDampakSchema = z.object({ kabupaten_kota: tingkatSchema, provinsi: tingkatSchema, nasional: tingkatSchema });
export type TingkatDampak = z.infer<typeof tingkatDampakSchema>;

/**
 * Where the non-local visitors of the counted segments came from, by province (LN abroad), most
 * first: visitors to one decimal, and their share of all non-local visitors.
 */
export const asalPengunjungSchema = z.object({ kode: z.string(), nama: z.string(), pengunjung: z.number(), porsi: z.number() });
export type AsalPengunjung = z.infer<typeof asalPengunjungSchema>;

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
  /** v2: the segment's kind, and whether it enters the totals (complete, with admissions, n ≥ 30). */
  jenis: z.enum(JENIS_SEGMEN),
  dihitung: z.boolean(),
  /** v2: accepted responses left out of the sample because they answered no origin. */
  tanpa_asal: z.number(),
  /** v2: the fence f_s = 10 × the median of the positive spending per person (null below 5 of them). */
  batas_wajar_segmen: z.number().nullable(),
  /** v2: responses above the fence that no reviewer has confirmed: counted at the fence. */
  perlu_diperiksa: z.number(),
  /** v2: where no respondent of the sample is additional, the rule of three's upper bound of that share. */
  batas_atas_porsi_tambahan: z.number().nullable(),
  ...volumeFields,
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
      /** v2: (hi − lo) / (2 × DEI) where DEI > 0. */
      margin_galat_relatif: z.number().nullable(),
      /** v2: the counted segments' sample sizes and flagged responses, added up. */
      n: z.number(),
      perlu_diperiksa: z.number(),
      /** v2: how many counted segments the figure stands on (the headline's basis line). */
      jumlah_segmen: z.number(),
      /** v2, step 11, over the counted segments; the averages weigh each respondent by the visitors it stands for. */
      ...volumeFields,
      /** v2, step 12: the host area's DEI beside the provinces' and the nation's new visitor spending. */
      tingkat: tingkatDampakSchema,
      asal_pengunjung: z.array(asalPengunjungSchema),
    })
    .nullable(),
  metode: z.object({
    resample: z.number(),
    tingkat_kepercayaan: z.number(),
    persentil_pangkas: z.number(),
    versi_metode: z.literal(2),
    faktor_batas_wajar: z.number(),
  }),
  /** v2: when the figures were computed (ISO time), and the report time zone the screen shows it in. */
  dihitung_pada: z.string(),
  zona_waktu: z.string(),
  /**
   * v2: the stored result this report replaced because an older method version computed it:
   * the screen says the event was computed again (docs/economic-impact-register.md).
   */
  versi_sebelumnya: z.object({ versi_metode: z.number(), dihitung_pada: z.string() }).nullish(),
});
export type DampakEkonomi = z.infer<typeof dampakEkonomiSchema>;
