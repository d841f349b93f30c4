import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { TOP_ANSWERS_LIMIT } from '../../../src/shared/analysis-summary';
import type { AnalysisResult, PertanyaanAnalysis } from '../../../src/shared/schemas/analysis';

/**
 * The oracle the analysis is held to: the event's raw rows read plainly and counted here, by the
 * spec's rules, with none of the server's analysis code (no summaries, no ranking query, no
 * buildAnalysis). Top answers by count, ties by the number (angka) and then the text's bytes;
 * Ya and Tidak always present; a repeated question text becomes "text (2)".
 */

type Question = { id: number; kuesioner_id: number; teks_pertanyaan: string; tipe_jawaban: PertanyaanAnalysis['tipe_jawaban'] };

function ranked(counts: Map<string, number>, tipe: 'teks' | 'angka'): [string, number][] {
  return [...counts].sort(
    ([textA, countA], [textB, countB]) =>
      countB - countA ||
      (tipe === 'angka' ? Number(textA) - Number(textB) : 0) ||
      Buffer.compare(Buffer.from(textA), Buffer.from(textB)),
  );
}

function summarize(question: Question, values: string[]): PertanyaanAnalysis {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  switch (question.tipe_jawaban) {
    case 'nominal':
      return { tipe_jawaban: 'nominal', sum: values.reduce((total, value) => total + Number(value), 0) };
    case 'ya_tidak':
      return { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0, ...Object.fromEntries(counts) } };
    case 'teks':
    case 'angka': {
      const top = ranked(counts, question.tipe_jawaban).slice(0, TOP_ANSWERS_LIMIT);
      return {
        tipe_jawaban: question.tipe_jawaban,
        jawaban: Object.fromEntries(top),
        jumlah_jawaban_unik: counts.size,
        teratas: top.map(([jawaban, jumlah]) => ({ jawaban, jumlah })),
      };
    }
  }
}

/** The event's analysis counted from its responses and answers themselves. */
export async function analysisByScan(db: Kysely<Database>, eventId: number): Promise<AnalysisResult> {
  const kuesioner = await db.selectFrom('kuesioner').select(['id', 'tipe_responden']).where('event_id', '=', eventId).orderBy('id').execute();
  const ids = kuesioner.map((k) => k.id);
  if (ids.length === 0) return {};
  const questions: Question[] = await db
    .selectFrom('pertanyaan')
    .select(['id', 'kuesioner_id', 'teks_pertanyaan', 'tipe_jawaban'])
    .where('kuesioner_id', 'in', ids)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
  const responses = await db.selectFrom('respons').select(['id', 'kuesioner_id']).where('kuesioner_id', 'in', ids).execute();
  const answers = await db
    .selectFrom('jawaban')
    .innerJoin('respons', 'respons.id', 'jawaban.respons_id')
    .select(['jawaban.pertanyaan_id', 'jawaban.isi_jawaban'])
    .where('respons.kuesioner_id', 'in', ids)
    .execute();

  const result: AnalysisResult = {};
  for (const { id, tipe_responden } of kuesioner) {
    const pertanyaan: Record<string, PertanyaanAnalysis> = Object.create(null);
    for (const question of questions.filter((q) => q.kuesioner_id === id)) {
      let key = question.teks_pertanyaan;
      for (let n = 2; key in pertanyaan; n += 1) key = `${question.teks_pertanyaan} (${n})`;
      const values = answers.filter((a) => a.pertanyaan_id === question.id).map((a) => a.isi_jawaban);
      pertanyaan[key] = summarize(question, values);
    }
    result[tipe_responden] = {
      total_responden: responses.filter((r) => r.kuesioner_id === id).length,
      pertanyaan: { ...pertanyaan },
    };
  }
  return result;
}
