import { z } from 'zod';
import './zod-config';
import { idParam } from './fields';

export const STATUS_VERSI = ['berlaku', 'kosong', 'terlalu_singkat', 'ditarik'] as const;
export type StatusVersi = (typeof STATUS_VERSI)[number];

/** Params of /api/kuesioner/{id}/versi/{versi}/tarik: the questionnaire and a version as the bundle names it. */
export const versiFormulirParams = z.object({
  id: idParam,
  versi: z.string({ error: 'Versi formulir tidak valid.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Versi formulir tidak valid.'),
});

/** One recorded version of a questionnaire's form (docs/api.md, "Form versions"). */
export const versiFormulirSchema = z.object({
  /** As the offline bundle names it (versi_formulir) and a response's versi_lama shows it. */
  versi: z.string(),
  /** The version of the questions as they are now: submissions naming it are judged as the form is. */
  saat_ini: z.boolean(),
  jumlah_pertanyaan: z.number(),
  /** Since when the form read so, its first and last hand-out by the offline bundle. */
  berlaku_sejak: z.string(),
  pertama_dibagikan: z.string(),
  terakhir_dibagikan: z.string(),
  /**
   * How a survey filled on it is judged once it is no longer the form: `berlaku` by its rules;
   * `kosong` (no questions) and `terlalu_singkat` (not handed out for 10 minutes before it was
   * replaced) as the form is now; `ditarik` as the form is now, without requiring what it did not ask.
   */
  status: z.enum(STATUS_VERSI),
  ditarik_pada: z.string().nullable(),
  ditarik_oleh: z.string().nullable(),
  /** Responses judged by it (stored with it as versi_lama). */
  jumlah_respons: z.number(),
});
export type VersiFormulir = z.infer<typeof versiFormulirSchema>;

/** GET /api/kuesioner/{id}/versi: newest first. */
export const versiFormulirListSchema = z.object({ data: z.array(versiFormulirSchema) });

/** POST /api/kuesioner/{id}/versi/{versi}/tarik. */
export const tarikVersiResponseSchema = z.object({ message: z.string(), versi: versiFormulirSchema });
