import { z } from 'zod';
import './zod-config';
import { isStorableText } from '../text-rules';
import { olehAkunFields, responsItemSchema } from './responses';

/**
 * The review of implausible answers (docs/economic-impact-method.md, step 5): a response whose
 * spending per person is above its segment's fence waits for an Admin, who confirms it (it then
 * counts in full until an answer changes), corrects an answer (with a reason; the old value is
 * kept), or voids it (PATCH /api/respons/{id}).
 */

export const CATATAN_MAX = 500;

const reviewText = (label: string) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .refine(isStorableText, `${label} berisi karakter yang tidak diizinkan.`)
    .trim()
    .max(CATATAN_MAX, `${label} paling banyak ${CATATAN_MAX} karakter.`);

/** The response's version as the reviewer last read it: a change made since is refused (409). */
const versiField = z
  .number({ error: 'Versi respons wajib dikirim.' })
  .int('Versi respons tidak valid.')
  .min(1, 'Versi respons tidak valid.')
  .max(2_147_483_647, 'Versi respons tidak valid.');

/**
 * POST /api/respons/{id}/konfirmasi (Admin): with the version read, so an Admin never confirms
 * amounts another has corrected meanwhile.
 */
export const konfirmasiRequestSchema = z.object({ catatan: reviewText('Catatan').nullish(), versi: versiField });
export type KonfirmasiRequest = z.infer<typeof konfirmasiRequestSchema>;

/** PUT /api/respons/{id}/jawaban/{pertanyaanId} (Admin): `versi` is the response's, as last read. */
export const koreksiRequestSchema = z.object({
  nilai: z.string({ error: 'Nilai jawaban harus berupa teks.' }).nullable(),
  alasan: reviewText('Alasan koreksi').min(1, 'Alasan koreksi wajib diisi.'),
  versi: versiField,
});
export type KoreksiRequest = z.infer<typeof koreksiRequestSchema>;

/** Why a response waits: its spending per person against the segment's fence. */
export const pemeriksaanSchema = z.object({
  /** Above the fence and not confirmed since its answers last changed. */
  perlu_diperiksa: z.boolean(),
  /** One line, e.g. "Belanja per orang Rp 2.500.000.000, lebih dari 10 × median segmen Rp 450.000"; null when not flagged. */
  alasan: z.string().nullable(),
  /** The confirmation that holds now, if any. */
  dikonfirmasi: z.object({ oleh: z.string(), ...olehAkunFields, pada: z.string(), catatan: z.string().nullable() }).nullable(),
});
export type Pemeriksaan = z.infer<typeof pemeriksaanSchema>;

export const koreksiSchema = z.object({
  pertanyaan_id: z.number(),
  teks_pertanyaan: z.string(),
  nilai_lama: z.string().nullable(),
  nilai_baru: z.string().nullable(),
  alasan: z.string(),
  oleh: z.string(),
  ...olehAkunFields,
  pada: z.string(),
});

/** GET /api/respons/{id}: the response as it is now, its review state and its whole history. */
export const responsDetailSchema = responsItemSchema.extend({
  versi: z.number(),
  pemeriksaan: pemeriksaanSchema,
  koreksi: z.array(koreksiSchema),
  konfirmasi: z.array(z.object({ oleh: z.string(), ...olehAkunFields, pada: z.string(), catatan: z.string().nullable() })),
  /** The report time zone the times are best shown in. */
  zona_waktu: z.string(),
});
export type ResponsDetail = z.infer<typeof responsDetailSchema>;

/** The answer of POST .../konfirmasi and PUT .../jawaban/{pertanyaanId}. */
export const reviewResponseSchema = z.object({ message: z.string(), respons: responsDetailSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
