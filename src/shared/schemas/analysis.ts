import { z } from 'zod';
import './zod-config';
import { TIPE_JAWABAN } from './questionnaires';

/** Per respondent who answered: how many, their mean, median, smallest and largest answer. */
export const statistikSchema = z.object({
  n: z.number(),
  rata_rata: z.number(),
  median: z.number(),
  min: z.number(),
  maks: z.number(),
});
export type Statistik = z.infer<typeof statistikSchema>;

export const pertanyaanAnalysisSchema = z.object({
  tipe_jawaban: z.enum(TIPE_JAWABAN),
  /**
   * Answer value -> count: for teks and angka only the top 10 by count, for ya_tidak and pilihan
   * every answer, for wilayah the top 10 by region name. Absent for nominal.
   */
  jawaban: z.record(z.string(), z.number()).optional(),
  /** For nominal: the sum in Rupiah (a JSON number: rounded once it passes 2^53)... */
  sum: z.number().optional(),
  /** ...and the same sum exactly, in decimal digits ("12345678901234567890"). */
  sum_teks: z.string().optional(),
  /** For teks and angka: how many different answers there are in all. */
  jumlah_jawaban_unik: z.number().optional(),
  /**
   * For teks, angka and wilayah: the same top answers as `jawaban`, in the server's order (count
   * descending, then for teks and angka the number, then the text by its bytes; for wilayah the
   * region's name in Indonesian order). An object cannot carry that order: keys that look like
   * integers ("5", "12") always come first, smallest first.
   */
  teratas: z.array(z.object({ jawaban: z.string(), jumlah: z.number() })).optional(),
  /** For angka and nominal. */
  statistik: statistikSchema.optional(),
  /** For angka: counts in value order, one bar per value, or per range when there are many values. */
  distribusi: z.array(z.object({ label: z.string(), dari: z.number(), sampai: z.number(), jumlah: z.number() })).optional(),
  /**
   * For pilihan: every option in the form's order, unchosen ones included, with its share of the
   * respondents who answered (percent, one decimal); then any answer kept from an older form.
   */
  pilihan: z.array(z.object({ jawaban: z.string(), jumlah: z.number(), persen: z.number() })).optional(),
  /** For wilayah: the 10 regions most answered, by name, and the count per province. */
  wilayah: z
    .object({
      teratas: z.array(z.object({ kode: z.string(), nama: z.string(), provinsi: z.string(), jumlah: z.number() })),
      per_provinsi: z.array(z.object({ provinsi: z.string(), jumlah: z.number() })),
    })
    .optional(),
});
export type PertanyaanAnalysis = z.infer<typeof pertanyaanAnalysisSchema>;

export const groupAnalysisSchema = z.object({
  total_responden: z.number(),
  pertanyaan: z.record(z.string(), pertanyaanAnalysisSchema),
});
export type GroupAnalysis = z.infer<typeof groupAnalysisSchema>;

/** GET /api/events/{id}/analisis (docs/api.md#analysis): keyed by respondent type. */
export const analysisResultSchema = z.record(z.string(), groupAnalysisSchema);
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
