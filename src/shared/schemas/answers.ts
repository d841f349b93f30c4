import { z } from 'zod';
import './zod-config';
import { MAX_BATCH_ITEMS } from '../answer-rules';
import { idField } from './fields';


/** The device's idempotency key: a UUID in practice; any short token of safe characters is taken. */
export const idempotencyKeyField = z
  .string({ error: 'Idempotency-Key harus berupa teks.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key tidak valid (8-100 huruf, angka, - atau _).');

const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'diisiPada harus berupa waktu ISO 8601, misalnya 2026-11-21T08:30:00.000Z.',
});

export const jawabanItemSchema = z.object({
  pertanyaan_id: idField,
  isi_jawaban: z.union([z.string(), z.number()], {
    error: 'Isi jawaban harus berupa teks atau angka.',
  }),
  /**
   * The surveyor saw the amount above the question's soft limit (batas_wajar) and said it is
   * right. Optional: an answer above the limit without it is taken too, and left for review.
   */
  dikonfirmasi_surveyor: z.boolean({ error: 'dikonfirmasi_surveyor harus berupa true atau false.' }).optional(),
});

/** The form version the device filled, as the offline bundle named it (versi_formulir). */
const versiFormulirField = z
  .string({ error: 'versiFormulir harus berupa teks.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'versiFormulir tidak valid.');

/**
 * Body of POST /api/jawaban (docs/api.md#answers): the original fields, diisiPada, and versiFormulir: the
 * form version the answers were filled on; optional, so older apps keep working).
 */
export const submitJawabanRequestSchema = z.object({
  kuesionerId: idField,
  jawaban: z
    .array(jawabanItemSchema, { error: 'Jawaban harus berupa daftar.' })
    .min(1, 'Jawaban tidak boleh kosong.')
    .max(500, 'Terlalu banyak jawaban.'),
  diisiPada: isoDateTime.optional(),
  versiFormulir: versiFormulirField.optional(),
});
export type SubmitJawabanRequest = z.input<typeof submitJawabanRequestSchema>;
export type ParsedSubmitJawaban = z.output<typeof submitJawabanRequestSchema>;

export const submitJawabanResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  duplicate: z.boolean(),
});
export type SubmitJawabanResponse = z.infer<typeof submitJawabanResponseSchema>;

/** Body of POST /api/jawaban/batch: items are checked one by one, so one bad item stays alone. */
export const batchJawabanRequestSchema = z.object({
  items: z
    .array(z.unknown(), { error: 'items harus berupa daftar.' })
    .min(1, 'items tidak boleh kosong.')
    .max(MAX_BATCH_ITEMS, `items paling banyak ${MAX_BATCH_ITEMS}.`),
});

export const batchItemSchema = submitJawabanRequestSchema.extend({
  idempotencyKey: idempotencyKeyField,
});
export type BatchItem = z.input<typeof batchItemSchema>;

export const BATCH_STATUS = ['created', 'duplicate', 'rejected'] as const;
export const batchResultSchema = z.object({
  idempotencyKey: z.string().nullable(),
  status: z.enum(BATCH_STATUS),
  id: z.number().optional(),
  message: z.string().optional(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;
export const batchJawabanResponseSchema = z.object({ results: z.array(batchResultSchema) });
export type BatchJawabanResponse = z.infer<typeof batchJawabanResponseSchema>;
