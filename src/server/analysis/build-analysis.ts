import { groupBy } from '../../shared/group-by';
import type { AnalysisResult, PertanyaanAnalysis } from '../../shared/schemas/analysis';
import type { AnswerCountRow, listEventQuestions, listQuestionnaireTotals, sumNominals } from './analysis.repo';

type QuestionnaireRow = Awaited<ReturnType<typeof listQuestionnaireTotals>>[number];
type QuestionRow = Awaited<ReturnType<typeof listEventQuestions>>[number];
type NominalSumRow = Awaited<ReturnType<typeof sumNominals>>[number];

interface AnalysisRows {
  questionnaires: QuestionnaireRow[];
  questions: QuestionRow[];
  counts: AnswerCountRow[];
  sums: NominalSumRow[];
}

/** Question texts as keys: a repeated text becomes "text (2)", "text (3)"... so none is hidden. */
function uniqueKeys(texts: string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    let key = text;
    for (let n = 2; taken.has(key); n += 1) key = `${text} (${n})`;
    taken.add(key);
    return key;
  });
}

function summarize(question: QuestionRow, counts: AnswerCountRow[], sum: number | undefined): PertanyaanAnalysis {
  const tipe_jawaban = question.tipe_jawaban;
  const jawaban = counts.map((row) => [row.isi_jawaban, row.jumlah] as const);
  switch (tipe_jawaban) {
    case 'nominal':
      return { tipe_jawaban, sum: sum ?? 0 };
    case 'ya_tidak':
      // Both keys always there, so a chart and a satisfaction rate never meet a missing one.
      return { tipe_jawaban, jawaban: Object.fromEntries([['Ya', 0], ['Tidak', 0], ...jawaban]) };
    case 'teks':
    case 'angka':
      return {
        tipe_jawaban,
        jawaban: Object.fromEntries(jawaban),
        jumlah_jawaban_unik: counts[0]?.jumlah_unik ?? 0,
        teratas: counts.map((row) => ({ jawaban: row.isi_jawaban, jumlah: row.jumlah })),
      };
  }
}

/**
 * Arranges the grouped rows into the shape of spec section 3. Objects are made with
 * Object.fromEntries: keys are texts people typed, and "__proto__" must stay an ordinary key.
 */
export function buildAnalysis(rows: AnalysisRows): AnalysisResult {
  const questionsByKuesioner = groupBy(rows.questions, (question) => question.kuesioner_id);
  const countsByQuestion = groupBy(rows.counts, (row) => row.pertanyaan_id);
  const sumByQuestion = new Map(rows.sums.map((row) => [row.pertanyaan_id, row.sum]));

  return Object.fromEntries(
    rows.questionnaires.map((kuesioner) => {
      const questions = questionsByKuesioner.get(kuesioner.id) ?? [];
      const keys = uniqueKeys(questions.map((question) => question.teks_pertanyaan));
      const pertanyaan = questions.map((question, index) => [
        keys[index],
        summarize(question, countsByQuestion.get(question.id) ?? [], sumByQuestion.get(question.id)),
      ]);
      const group = { total_responden: kuesioner.total_responden, pertanyaan: Object.fromEntries(pertanyaan) };
      return [kuesioner.tipe_responden, group];
    }),
  );
}
