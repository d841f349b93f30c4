import { type Kysely, sql } from 'kysely';
import { ANALYSIS_TOP_LIMIT } from '../../shared/schemas/analysis';
import type { DatabaseKind } from '../../shared/schemas/health';
import type { Database } from '../db/schema';

/**
 * Every figure of the analysis comes from a handful of grouped queries whose number does not grow
 * with the questions or the responses; JavaScript only arranges their (small) results.
 */

/** The event's questionnaires in id order, each with its number of responses (0 when none). */
export async function listQuestionnaireTotals(db: Kysely<Database>, eventId: number) {
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

/** The event's questions, in questionnaire order and then in the order the designer gave them. */
export function listEventQuestions(db: Kysely<Database>, eventId: number) {
  return db
    .selectFrom('pertanyaan as p')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .select(['p.id', 'p.kuesioner_id', 'p.teks_pertanyaan', 'p.tipe_jawaban'])
    .where('k.event_id', '=', eventId)
    .orderBy('p.kuesioner_id')
    .orderBy('p.urutan')
    .orderBy('p.id')
    .execute();
}

export interface AnswerCountRow {
  pertanyaan_id: number;
  isi_jawaban: string;
  jumlah: number;
  /** How many different values the question has in all, repeated on each of its rows. */
  jumlah_unik: number;
}

// Ties are broken by the value's bytes on both dialects, so SQLite and PostgreSQL (whatever its
// locale) pick the same top 10.
const byteOrder = (kind: DatabaseKind) =>
  kind === 'postgres' ? sql.raw('collate "C"') : sql.raw('collate binary');

/**
 * Value counts of every teks, angka and ya_tidak question of the event in one query: answers are
 * grouped per (question, value), and a window keeps only the top 10 of each question by count,
 * ties broken by the number (angka) and then the text ascending.
 */
export async function countAnswers(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventId: number,
): Promise<AnswerCountRow[]> {
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
      eb.fn
        .agg<number>('count', [sql.lit(1)])
        .over((ob) => ob.partitionBy('j.pertanyaan_id'))
        .as('jumlah_unik'),
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

/** The sum of every nominal question of the event that has answers. */
export async function sumNominals(db: Kysely<Database>, eventId: number) {
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
