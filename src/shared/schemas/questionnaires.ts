import { z } from 'zod';
import './zod-config';
import { hasNoNul } from '../text-rules';
import { idField, optionalText } from './fields';

export const TIPE_JAWABAN = ['teks', 'angka', 'nominal', 'ya_tidak'] as const;
export type TipeJawaban = (typeof TIPE_JAWABAN)[number];

export const kuesionerNameFor = (tipeResponden: string) => `Kuesioner untuk ${tipeResponden}`;

export const kuesionerSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  tipe_responden: z.string(),
  nama_kuesioner: z.string(),
});
export type Kuesioner = z.infer<typeof kuesionerSchema>;

export const createKuesionerRequestSchema = z.object({
  event_id: idField,
  tipe_responden: z
    .string({ error: 'Anda perlu mengisi nama tipe responden!' })
    .trim()
    .min(1, 'Anda perlu mengisi nama tipe responden!')
    .max(100, 'Nama tipe responden paling banyak 100 karakter.')
    .refine(hasNoNul, 'Nama tipe responden berisi karakter yang tidak diizinkan.'),
  nama_kuesioner: optionalText('Nama kuesioner', 200).nullish(),
});

export const pertanyaanSchema = z.object({
  id: z.number(),
  kuesioner_id: z.number(),
  teks_pertanyaan: z.string(),
  tipe_jawaban: z.enum(TIPE_JAWABAN),
  urutan: z.number(),
});
export type Pertanyaan = z.infer<typeof pertanyaanSchema>;

export const TEKS_PERTANYAAN_MAX = 500;

export const createPertanyaanRequestSchema = z.object({
  kuesioner_id: idField,
  teks_pertanyaan: z
    .string({ error: 'Teks pertanyaan tidak boleh kosong' })
    .trim()
    .min(1, 'Teks pertanyaan tidak boleh kosong')
    .max(TEKS_PERTANYAAN_MAX, `Teks pertanyaan paling banyak ${TEKS_PERTANYAAN_MAX} karakter.`)
    .refine(hasNoNul, 'Teks pertanyaan berisi karakter yang tidak diizinkan.'),
  tipe_jawaban: z.enum(TIPE_JAWABAN, {
    error: 'Tipe jawaban harus teks, angka, nominal, atau ya_tidak.',
  }),
  /** Where the question goes; the server puts it last (count + 1) when it is not given. */
  urutan: z
    .number({ error: 'Urutan harus berupa angka.' })
    .int('Urutan harus bilangan bulat.')
    .min(1, 'Urutan minimal 1.')
    .max(10_000, 'Urutan terlalu besar.')
    .optional(),
});
