import { type Kysely, sql } from 'kysely';
import { buildAnalysis } from '../../../src/server/analysis/build-analysis';
import { listEventQuestions } from '../../../src/server/analysis/analysis.repo';
import type { Database } from '../../../src/server/db/schema';
import { ANALYSIS_TOP_LIMIT, type AnalysisResult } from '../../../src/shared/schemas/analysis';
import type { DatabaseKind } from '../../../src/shared/schemas/health';

/**
 * The analysis as it was computed before the running totals: grouped scans of every answer. Kept
 * here as the oracle the summaries must agree with, figure for figure.
 */

const byteOrder = (kind: DatabaseKind) => (kind === 'postgres' ? sql.raw('collate "C"') : sql.raw('collate binary'));

async function questionnaireTotals(db: Kysely<Database>, eventId: number) {
  const rows = await db
    .selectFrom('kuesioner as k')
    .leftJoin('respons as r', 'r.kuesioner_id', 'k.id')
    .select((eb) => ['k.id', 'k.tipe_responden', eb.fn.count<number>('r.id').as('total_responden')])
    .where('k.event_id', '=', eventId)
    .groupBy(['k.id', 'k.tipe_responden'])
    .orderBy('k.id')
    .execute();
  return rows.map((row) => ({ ...row, total_responden: Number(row.total_responden) }));
}

async function answerCounts(db: Kysely<Database>, kind: DatabaseKind, eventId: number) {
  const ranked = db
    .selectFrom('jawaban as j')
    .innerJoin('pertanyaan as p', 'p.id', 'j.pertanyaan_id')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .where('k.event_id', '=', eventId)
    .where('p.tipe_jawaban', '<>', 'nominal')
    .groupBy(['j.pertanyaan_id', 'j.isi_jawaban'])
    .select((eb) => [
      'j.pertanyaan_id',
      'j.isi_jawaban',
      eb.fn.countAll<number>().as('jumlah'),
      eb.fn.agg<number>('count', [sql.lit(1)]).over((ob) => ob.partitionBy('j.pertanyaan_id')).as('jumlah_unik'),
      eb.fn
        .agg<number>('row_number')
        .over((ob) =>
          ob
            .partitionBy('j.pertanyaan_id')
            .orderBy(eb.fn.countAll(), 'desc')
            .orderBy(eb.fn.min('j.nilai_angka'))
            .orderBy(sql`j.isi_jawaban ${byteOrder(kind)}`),
        )
        .as('peringkat'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['pertanyaan_id', 'isi_jawaban', 'jumlah', 'jumlah_unik'])
    .where('peringkat', '<=', ANALYSIS_TOP_LIMIT)
    .orderBy('pertanyaan_id')
    .orderBy('peringkat')
    .execute();
  return rows.map((row) => ({ ...row, jumlah: Number(row.jumlah), jumlah_unik: Number(row.jumlah_unik) }));
}

async function nominalSums(db: Kysely<Database>, eventId: number) {
  const rows = await db
    .selectFrom('jawaban as j')
    .innerJoin('pertanyaan as p', 'p.id', 'j.pertanyaan_id')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .where('k.event_id', '=', eventId)
    .where('p.tipe_jawaban', '=', 'nominal')
    .groupBy('j.pertanyaan_id')
    .select((eb) => ['j.pertanyaan_id', eb.fn.sum<number | null>('j.nilai_angka').as('sum')])
    .execute();
  return rows.map((row) => ({ pertanyaan_id: row.pertanyaan_id, sum: Number(row.sum ?? 0) }));
}

/** The event's analysis computed from the answers themselves. */
export async function analysisByScan(db: Kysely<Database>, kind: DatabaseKind, eventId: number): Promise<AnalysisResult> {
  return buildAnalysis({
    questionnaires: await questionnaireTotals(db, eventId),
    questions: await listEventQuestions(db, eventId),
    counts: await answerCounts(db, kind, eventId),
    sums: await nominalSums(db, eventId),
  });
}
