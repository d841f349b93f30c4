import { TOP_ANSWERS_LIMIT } from '../../shared/analysis-summary';
import { groupBy } from '../../shared/group-by';
import { uniqueQuestionKeys } from '../../shared/question-keys';
import type { AnalysisResult, PertanyaanAnalysis, Statistik } from '../../shared/schemas/analysis';
import type { WilayahList } from '../../shared/wilayah/wilayah-list';
import type { QuestionnaireCount } from '../questionnaires/questionnaires.repo';
import type { AnswerCountRow, listEventQuestions, NumberSummaryRow, ValueCountRow } from './analysis.repo';
import { numberDistribution } from './number-distribution';

type QuestionRow = Awaited<ReturnType<typeof listEventQuestions>>[number];

interface AnalysisRows {
  questionnaires: QuestionnaireCount[];
  questions: QuestionRow[];
  counts: AnswerCountRow[];
  numbers: NumberSummaryRow[];
  values: ValueCountRow[];
}

function statisticsOf(row: NumberSummaryRow | undefined): Statistik {
  if (!row || row.n === 0) return { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 };
  return {
    n: row.n,
    rata_rata: row.total / row.n,
    median: (row.median_bawah + row.median_atas) / 2,
    min: row.min,
    maks: row.maks,
  };
}

// count * 1000 / total, not count / total * 1000: the latter turns 201/400 into 502.4999... and rounds it down.
const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 1000) / total) / 10);

/** Every option in the form's order with its count, then any answer an older form allowed. */
function choiceCounts(options: string[], rows: ValueCountRow[]) {
  const countOf = new Map(rows.map((row) => [row.isi_jawaban, row.jumlah]));
  const answered = rows.reduce((sum, row) => sum + row.jumlah, 0);
  // Code-unit order, not the database's collation: the same on SQLite and PostgreSQL.
  const others = rows
    .filter((row) => !options.includes(row.isi_jawaban))
    .map((row) => row.isi_jawaban)
    .sort((a, b) => (a < b ? -1 : 1));
  return [...options, ...others].map((jawaban) => {
    const jumlah = countOf.get(jawaban) ?? 0;
    return { jawaban, jumlah, persen: percentOf(jumlah, answered) };
  });
}

/** The regions most answered, named, and the count per province (abroad counts as its own). */
function regionCounts(rows: ValueCountRow[], regions: WilayahList) {
  const named = rows.map((row) => {
    const region = regions.byCode.get(row.isi_jawaban);
    return { kode: row.isi_jawaban, nama: region?.nama ?? row.isi_jawaban, provinsi: region?.provinsi ?? '', jumlah: row.jumlah };
  });
  const teratas = [...named].sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id')).slice(0, TOP_ANSWERS_LIMIT);
  const perProvince = new Map<string, number>();
  for (const row of named) {
    const provinsi = row.provinsi || row.nama;
    perProvince.set(provinsi, (perProvince.get(provinsi) ?? 0) + row.jumlah);
  }
  const per_provinsi = [...perProvince]
    .map(([provinsi, jumlah]) => ({ provinsi, jumlah }))
    .sort((a, b) => b.jumlah - a.jumlah || a.provinsi.localeCompare(b.provinsi, 'id'));
  return { teratas, per_provinsi };
}

interface QuestionData {
  counts: AnswerCountRow[];
  number: NumberSummaryRow | undefined;
  values: ValueCountRow[];
}

function summarize(question: QuestionRow, data: QuestionData, regions: WilayahList): PertanyaanAnalysis {
  const tipe_jawaban = question.tipe_jawaban;
  const jawaban = data.counts.map((row) => [row.isi_jawaban, row.jumlah] as const);
  const top = {
    jawaban: Object.fromEntries(jawaban),
    jumlah_jawaban_unik: data.counts[0]?.jumlah_unik ?? 0,
    teratas: data.counts.map((row) => ({ jawaban: row.isi_jawaban, jumlah: row.jumlah })),
  };
  switch (tipe_jawaban) {
    case 'nominal':
      return { tipe_jawaban, sum: data.number?.total ?? 0, sum_teks: data.number?.total_teks ?? '0', statistik: statisticsOf(data.number) };
    case 'ya_tidak':
      // Both keys always there, so a chart and a satisfaction rate never meet a missing one.
      return { tipe_jawaban, jawaban: Object.fromEntries([['Ya', 0], ['Tidak', 0], ...jawaban]) };
    case 'teks':
      return { tipe_jawaban, ...top };
    case 'angka':
      return { tipe_jawaban, ...top, statistik: statisticsOf(data.number), distribusi: numberDistribution(data.values) };
    case 'pilihan': {
      const pilihan = choiceCounts(question.pilihan === null ? [] : (JSON.parse(question.pilihan) as string[]), data.values);
      return { tipe_jawaban, jawaban: Object.fromEntries(pilihan.map((row) => [row.jawaban, row.jumlah])), pilihan };
    }
    case 'wilayah': {
      const wilayah = regionCounts(data.values, regions);
      return {
        tipe_jawaban,
        jawaban: Object.fromEntries(wilayah.teratas.map((row) => [row.nama, row.jumlah])),
        teratas: wilayah.teratas.map((row) => ({ jawaban: row.nama, jumlah: row.jumlah })),
        jumlah_jawaban_unik: data.values.length,
        wilayah,
      };
    }
  }
}

/**
 * Arranges the grouped rows into the analysis shape (docs/api.md#analysis), with the fields each type adds.
 * Objects are made with Object.fromEntries: keys are texts people typed, and "__proto__" must
 * stay an ordinary key.
 */
export function buildAnalysis(rows: AnalysisRows, regions: WilayahList): AnalysisResult {
  const questionsByKuesioner = groupBy(rows.questions, (question) => question.kuesioner_id);
  const countsByQuestion = groupBy(rows.counts, (row) => row.pertanyaan_id);
  const valuesByQuestion = groupBy(rows.values, (row) => row.pertanyaan_id);
  const numberByQuestion = new Map(rows.numbers.map((row) => [row.pertanyaan_id, row]));

  return Object.fromEntries(
    rows.questionnaires.map((kuesioner) => {
      const questions = questionsByKuesioner.get(kuesioner.id) ?? [];
      const keys = uniqueQuestionKeys(questions.map((question) => question.teks_pertanyaan));
      const pertanyaan = questions.map((question, index) => [
        keys[index],
        summarize(
          question,
          {
            counts: countsByQuestion.get(question.id) ?? [],
            number: numberByQuestion.get(question.id),
            values: valuesByQuestion.get(question.id) ?? [],
          },
          regions,
        ),
      ]);
      const group = { total_responden: kuesioner.jumlah_respons, pertanyaan: Object.fromEntries(pertanyaan) };
      return [kuesioner.tipe_responden, group];
    }),
  );
}
