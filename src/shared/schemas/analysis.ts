import { z } from 'zod';
import './zod-config';
import { TIPE_JAWABAN } from './questionnaires';

export const pertanyaanAnalysisSchema = z.object({
  tipe_jawaban: z.enum(TIPE_JAWABAN),
  /** Answer value -> count; for teks and angka only the top 10 by count. Absent for nominal. */
  jawaban: z.record(z.string(), z.number()).optional(),
  /** For nominal: the sum in Rupiah. */
  sum: z.number().optional(),
  /** For teks and angka: how many different answers there are in all. */
  jumlah_jawaban_unik: z.number().optional(),
  /**
   * For teks and angka: the same top answers as `jawaban`, in the server's order (count
   * descending, then the number, then the text by its bytes). An object cannot carry that order:
   * keys that look like integers ("5", "12") always come first, smallest first.
   */
  teratas: z.array(z.object({ jawaban: z.string(), jumlah: z.number() })).optional(),
});
export type PertanyaanAnalysis = z.infer<typeof pertanyaanAnalysisSchema>;

export const groupAnalysisSchema = z.object({
  total_responden: z.number(),
  pertanyaan: z.record(z.string(), pertanyaanAnalysisSchema),
});
export type GroupAnalysis = z.infer<typeof groupAnalysisSchema>;

/** GET /api/events/{id}/analisis: keyed by respondent type (spec section 3). */
export const analysisResultSchema = z.record(z.string(), groupAnalysisSchema);
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
