import { TOP_ANSWERS_LIMIT } from '../../../src/shared/analysis-summary';
import type { AnalysisResult, PertanyaanAnalysis } from '../../../src/shared/schemas/analysis';
import { QUESTIONS, respondentAnswers } from './workload';

/**
 * The analysis the server must report for these respondents, computed here from the generator
 * alone, by the rules of the spec: top 10 values by count, ties by number (angka) then by the
 * text's bytes; both Ya and Tidak always present.
 */

function byRank(tipe: 'teks' | 'angka') {
  return ([textA, countA]: [string, number], [textB, countB]: [string, number]) =>
    countB - countA || (tipe === 'angka' ? Number(textA) - Number(textB) : 0) || Buffer.compare(Buffer.from(textA), Buffer.from(textB));
}

export function expectedAnalysis(tipeResponden: string, respondents: Iterable<number>): AnalysisResult {
  const counts = QUESTIONS.map(() => new Map<string, number>());
  let total = 0;
  for (const n of respondents) {
    total += 1;
    respondentAnswers(n).forEach((value, index) => counts[index].set(value, (counts[index].get(value) ?? 0) + 1));
  }
  const pertanyaan = QUESTIONS.map((question, index): [string, PertanyaanAnalysis] => {
    const values = [...counts[index]];
    switch (question.tipe) {
      case 'ya_tidak':
        return [question.teks, { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0, ...Object.fromEntries(values) } }];
      case 'teks':
      case 'angka': {
        const top = values.sort(byRank(question.tipe)).slice(0, TOP_ANSWERS_LIMIT);
        const teratas = top.map(([jawaban, jumlah]) => ({ jawaban, jumlah }));
        return [question.teks, { tipe_jawaban: question.tipe, jawaban: Object.fromEntries(top), jumlah_jawaban_unik: values.length, teratas }];
      }
      case 'nominal':
        throw new Error('the workload has no nominal question');
    }
  });
  return { [tipeResponden]: { total_responden: total, pertanyaan: Object.fromEntries(pertanyaan) } };
}
