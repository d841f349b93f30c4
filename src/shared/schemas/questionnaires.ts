import { z } from 'zod';
import './zod-config';
import { ECONOMIC_ROLE_TYPE, PERAN_EKONOMI, type PeranEkonomi } from '../economic-impact/economic-roles';
import { JENIS_SEGMEN } from './economic-impact';
import { isStorableText } from '../text-rules';
import { idField, optionalText } from './fields';
import {
  BATAS_MAX,
  NUMBER_TYPES,
  PILIHAN_MAX,
  PILIHAN_MIN,
  PILIHAN_TEKS_MAX,
  TIPE_JAWABAN,
  type TipeJawaban,
} from '../question-types';

// The answer types and their limits live in a zod-free module; the schemas re-export them.
export * from '../question-types';

export const kuesionerNameFor = (tipeResponden: string) => `Kuesioner untuk ${tipeResponden}`;

export const kuesionerSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  tipe_responden: z.string(),
  nama_kuesioner: z.string(),
  /** How many responses the Admin aims for in this segment (Data Survei's progress); null: none. */
  target_sampel: z.number().nullable(),
});
export type Kuesioner = z.infer<typeof kuesionerSchema>;
export const kuesionerListSchema = z.array(kuesionerSchema);

export const createKuesionerRequestSchema = z.object({
  event_id: idField,
  tipe_responden: z
    .string({ error: 'Anda perlu mengisi nama tipe responden!' })
    .refine(isStorableText, 'Nama tipe responden berisi karakter yang tidak diizinkan.')
    .trim()
    .min(1, 'Anda perlu mengisi nama tipe responden!')
    .max(100, 'Nama tipe responden paling banyak 100 karakter.'),
  nama_kuesioner: optionalText('Nama kuesioner', 200).nullish(),
});

/** A question is shown only when an earlier ya_tidak or pilihan question has this answer. */
export const tampilJikaSchema = z.object({ pertanyaan_id: z.number(), nilai: z.string() });
export type TampilJika = z.infer<typeof tampilJikaSchema>;

export const pertanyaanSchema = z.object({
  id: z.number(),
  kuesioner_id: z.number(),
  teks_pertanyaan: z.string(),
  tipe_jawaban: z.enum(TIPE_JAWABAN),
  urutan: z.number(),
  /** An optional question may be left empty; its answer is then absent from the response. */
  wajib: z.boolean(),
  /** Whole-number limits of an angka or nominal answer, both inclusive. */
  min: z.number().nullable(),
  maks: z.number().nullable(),
  /** The options of a pilihan question, in the order shown. */
  pilihan: z.array(z.string()).nullable(),
  tampil_jika: tampilJikaSchema.nullable(),
  /** What the answer means to the economic impact (docs/economic-impact-method.md, "Questions and their roles"), or null. */
  peran_ekonomi: z.enum(PERAN_EKONOMI).nullable(),
  /**
   * The soft limit of an angka or nominal answer: an answer above it is plausible only when the
   * surveyor confirms it (the confirmation at entry comes with the review of flagged answers).
   * Always sent; read as none from a server older than the field, so a phone still takes its forms.
   */
  batas_wajar: z.number().nullable().default(null),
});
export type Pertanyaan = z.infer<typeof pertanyaanSchema>;
export const pertanyaanListSchema = z.array(pertanyaanSchema);

/** The designer's list: each question with how many answers it has, so refused edits are not offered. */
export const pertanyaanDesignerSchema = pertanyaanSchema.extend({
  jumlah_jawaban: z.number(),
  /** The options that have answers: they can no longer be removed or renamed. */
  pilihan_terjawab: z.array(z.string()),
});
export type PertanyaanDesigner = z.infer<typeof pertanyaanDesignerSchema>;
export const pertanyaanDesignerListSchema = z.array(pertanyaanDesignerSchema);

/** POST /api/kuesioner/{id}/pertanyaan-ekonomi: how many were added, and the designer's list after. */
export const economicQuestionsResponseSchema = z.object({
  ditambahkan: z.number(),
  pertanyaan: pertanyaanDesignerListSchema,
});
export type EconomicQuestionsResponse = z.infer<typeof economicQuestionsResponseSchema>;

/**
 * POST /api/kuesioner/{id}/pertanyaan-ekonomi's optional body: the segment kind to make the set
 * for (a `peserta` set leaves the counterfactual questions out); by default the questionnaire's
 * kind in the event's parameters.
 */
export const economicQuestionsRequestSchema = z
  .object({ jenis: z.enum(JENIS_SEGMEN, { error: 'Jenis segmen harus "pengunjung" atau "peserta".' }).optional() })
  .nullish();
export type EconomicQuestionsRequest = z.input<typeof economicQuestionsRequestSchema>;

/**
 * GET /api/kuesioner/{id}/pertanyaan-ekonomi: what the ready-made set would be made for, and the
 * role questions whose wording or bounds differ from its version 2.
 */
export const economicSetStatusSchema = z.object({
  /** The host area as the questions name it ("Kota Surabaya dan Kabupaten Sidoarjo"); null until it is set. */
  wilayah: z.string().nullable(),
  /** The event's length in days, the most days anyone attends; null until the host area is set. */
  lama_hari: z.number().nullable(),
  /** The questionnaire's segment kind in the parameters, the set's default. */
  jenis: z.enum(JENIS_SEGMEN),
  berbeda: z.array(
    z.object({
      id: z.number(),
      peran_ekonomi: z.enum(PERAN_EKONOMI),
      teks_pertanyaan: z.string(),
      /** The text version 2 gives it. */
      teks_baru: z.string(),
      /** A question with answers keeps its words. */
      jumlah_jawaban: z.number(),
    }),
  ),
});
export type EconomicSetStatus = z.infer<typeof economicSetStatusSchema>;

/** POST /api/kuesioner/{id}/pertanyaan-ekonomi/perbarui: what was updated, what kept, and the list after. */
export const economicWordingResponseSchema = z.object({
  message: z.string(),
  diperbarui: z.number(),
  /** The differing questions left as they were because they have answers. */
  dipertahankan: z.number(),
  pertanyaan: pertanyaanDesignerListSchema,
});
export type EconomicWordingResponse = z.infer<typeof economicWordingResponseSchema>;

export const TEKS_PERTANYAAN_MAX = 500;

const limitField = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(-BATAS_MAX, `${label} terlalu kecil.`)
    .max(BATAS_MAX, `${label} terlalu besar.`);

const optionField = z
  .string({ error: 'Setiap pilihan harus berupa teks.' })
  .refine(isStorableText, 'Pilihan jawaban berisi karakter yang tidak diizinkan.')
  .trim()
  .min(1, 'Pilihan jawaban tidak boleh kosong.')
  .max(PILIHAN_TEKS_MAX, `Pilihan jawaban paling banyak ${PILIHAN_TEKS_MAX} karakter.`);

/** What an Admin sets on a question, when adding it and when editing it. */
export const pertanyaanFieldsSchema = z.object({
  teks_pertanyaan: z
    .string({ error: 'Teks pertanyaan tidak boleh kosong' })
    .refine(isStorableText, 'Teks pertanyaan berisi karakter yang tidak diizinkan.')
    .trim()
    .min(1, 'Teks pertanyaan tidak boleh kosong')
    .max(TEKS_PERTANYAAN_MAX, `Teks pertanyaan paling banyak ${TEKS_PERTANYAAN_MAX} karakter.`),
  tipe_jawaban: z.enum(TIPE_JAWABAN, {
    error: 'Tipe jawaban harus teks, angka, nominal, ya_tidak, pilihan, atau wilayah.',
  }),
  wajib: z.boolean({ error: 'Wajib harus berupa true atau false.' }).optional(),
  min: limitField('Batas minimal').nullish(),
  maks: limitField('Batas maksimal').nullish(),
  pilihan: z.array(optionField, { error: 'Pilihan harus berupa daftar teks.' }).max(PILIHAN_MAX, `Paling banyak ${PILIHAN_MAX} pilihan.`).nullish(),
  tampil_jika: z
    .object(
      {
        pertanyaan_id: idField,
        nilai: z.string({ error: 'Nilai syarat tampil harus berupa teks.' }).trim().min(1, 'Nilai syarat tampil wajib diisi.').max(PILIHAN_TEKS_MAX),
      },
      { error: 'Syarat tampil harus berisi pertanyaan_id dan nilai.' },
    )
    .nullish(),
  peran_ekonomi: z.enum(PERAN_EKONOMI, { error: 'Peran ekonomi tidak dikenal.' }).nullish(),
  batas_wajar: z
    .number({ error: 'Batas wajar harus berupa angka.' })
    .int('Batas wajar harus bilangan bulat.')
    .gt(0, 'Batas wajar harus lebih dari 0.')
    .max(BATAS_MAX, 'Batas wajar terlalu besar.')
    .nullish(),
});

type PertanyaanFields = z.output<typeof pertanyaanFieldsSchema>;

/** A soft limit belongs to a number question and lies within its hard limits. */
function checkSoftLimit(fields: PertanyaanFields, ctx: z.RefinementCtx): void {
  const batas = fields.batas_wajar ?? null;
  if (batas === null) return;
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['batas_wajar'], message });
  if (!NUMBER_TYPES.includes(fields.tipe_jawaban)) {
    fail('Batas wajar hanya untuk pertanyaan angka atau nominal.');
    return;
  }
  const min = fields.min ?? null;
  const maks = fields.maks ?? null;
  if (min !== null && batas < min) fail('Batas wajar tidak boleh lebih kecil dari batas minimal.');
  if (maks !== null && batas > maks) fail('Batas wajar tidak boleh lebih besar dari batas maksimal.');
}

/** The rules between a question's fields, which no single field can check alone. */
function checkDefinition(fields: PertanyaanFields, ctx: z.RefinementCtx): void {
  const numeric = NUMBER_TYPES.includes(fields.tipe_jawaban);
  const min = fields.min ?? null;
  const maks = fields.maks ?? null;
  if (!numeric && (min !== null || maks !== null)) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'Batas minimal dan maksimal hanya untuk pertanyaan angka atau nominal.' });
  }
  if (min !== null && maks !== null && min > maks) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'Batas minimal tidak boleh lebih besar dari batas maksimal.' });
  }
  if (fields.tipe_jawaban === 'nominal' && ((min ?? 0) < 0 || (maks ?? 0) < 0)) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'Batas nominal tidak boleh negatif.' });
  }
  checkSoftLimit(fields, ctx);
  const role = fields.peran_ekonomi;
  if (role && ECONOMIC_ROLE_TYPE[role] !== fields.tipe_jawaban) {
    ctx.addIssue({
      code: 'custom',
      path: ['peran_ekonomi'],
      message: `Peran ekonomi "${role}" hanya untuk pertanyaan bertipe ${ECONOMIC_ROLE_TYPE[role]}.`,
    });
  }
  const options = fields.pilihan ?? [];
  if (fields.tipe_jawaban !== 'pilihan') {
    if (options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['pilihan'], message: 'Daftar pilihan hanya untuk pertanyaan bertipe pilihan.' });
    }
    return;
  }
  if (options.length < PILIHAN_MIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['pilihan'],
      message: `Pertanyaan pilihan perlu ${PILIHAN_MIN} sampai ${PILIHAN_MAX} pilihan jawaban.`,
    });
  }
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLocaleLowerCase('id');
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['pilihan'], message: `Pilihan "${option}" tercantum lebih dari sekali.` });
      return;
    }
    seen.add(key);
  }
}

/** A question's settings with every default filled in, as stored. */
export interface PertanyaanDefinition {
  teks_pertanyaan: string;
  tipe_jawaban: TipeJawaban;
  wajib: boolean;
  min: number | null;
  maks: number | null;
  pilihan: string[] | null;
  tampil_jika: TampilJika | null;
  peran_ekonomi: PeranEkonomi | null;
  /** The soft limit of a number answer, or null for none. */
  batas_wajar: number | null;
}

function withDefaults(fields: PertanyaanFields): PertanyaanDefinition {
  const numeric = NUMBER_TYPES.includes(fields.tipe_jawaban);
  return {
    teks_pertanyaan: fields.teks_pertanyaan,
    tipe_jawaban: fields.tipe_jawaban,
    wajib: fields.wajib ?? true,
    min: numeric ? (fields.min ?? null) : null,
    maks: numeric ? (fields.maks ?? null) : null,
    pilihan: fields.tipe_jawaban === 'pilihan' ? (fields.pilihan ?? []) : null,
    tampil_jika: fields.tampil_jika ?? null,
    peran_ekonomi: fields.peran_ekonomi ?? null,
    batas_wajar: numeric ? (fields.batas_wajar ?? null) : null,
  };
}

/** PUT /api/pertanyaan/{id}: the question's whole definition (what is left out takes its default). */
export const pertanyaanDefinitionSchema = pertanyaanFieldsSchema.superRefine(checkDefinition).transform(withDefaults);
export type PertanyaanDefinitionInput = z.input<typeof pertanyaanDefinitionSchema>;

const urutanField = z
  .number({ error: 'Urutan harus berupa angka.' })
  .int('Urutan harus bilangan bulat.')
  .min(1, 'Urutan minimal 1.')
  .max(10_000, 'Urutan terlalu besar.');

/** POST /api/pertanyaan (docs/api.md#questionnaires; the new settings beside the original fields). */
export const createPertanyaanRequestSchema = pertanyaanFieldsSchema
  .extend({
    kuesioner_id: idField,
    /** Where the question goes; the server puts it last (count + 1) when it is not given. */
    urutan: urutanField.optional(),
  })
  .superRefine(checkDefinition)
  .transform((fields) => ({ kuesioner_id: fields.kuesioner_id, urutan: fields.urutan, ...withDefaults(fields) }));
export type CreatePertanyaanInput = z.input<typeof createPertanyaanRequestSchema>;

/** PUT /api/kuesioner/{id}/urutan: every question of the questionnaire, once, in the new order. */
export const urutanRequestSchema = z.object({
  pertanyaan_ids: z
    .array(idField, { error: 'pertanyaan_ids harus berupa daftar ID pertanyaan.' })
    .min(1, 'pertanyaan_ids tidak boleh kosong.')
    .max(500, 'Terlalu banyak pertanyaan.')
    .refine((ids) => new Set(ids).size === ids.length, 'Setiap pertanyaan hanya boleh disebut sekali.'),
});
