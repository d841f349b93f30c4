import { type Kysely, sql } from 'kysely';
import { TOP_ANSWERS_LIMIT } from '../../shared/analysis-summary';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from '../db/schema';

/**
 * Every figure of the analysis comes from the running totals the database keeps as answers arrive
 * (ringkasan_jawaban, ringkasan_kuesioner: see their migration), so a report costs the same at
 * 200,000 responses as at 20: it reads one row per distinct value, never the answers themselves.
 * JavaScript only arranges the (small) results.
 */

/** The event's questions, in questionnaire order and then in the order the designer gave them. */
export function listEventQuestions(db: Kysely<Database>, eventId: number) {
  return db
    .selectFrom('pertanyaan as p')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .select(['p.id', 'p.kuesioner_id', 'p.teks_pertanyaan', 'p.tipe_jawaban', 'p.pilihan'])
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
 * Value counts of every teks, angka and ya_tidak question of the event in one query: a window
 * over the summary rows keeps the top 10 of each question by count, ties broken by the number
 * (angka) and then the text ascending.
 */
export async function countAnswers(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventId: number,
): Promise<AnswerCountRow[]> {
  const ranked = db
    .selectFrom('ringkasan_jawaban as r')
    .innerJoin('pertanyaan as p', 'p.id', 'r.pertanyaan_id')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .where('k.event_id', '=', eventId)
    .where('p.tipe_jawaban', 'in', ['teks', 'angka', 'ya_tidak'])
    .where('r.jumlah', '>', 0)
    .select((eb) => [
      'r.pertanyaan_id',
      'r.isi_jawaban',
      'r.jumlah',
      eb.fn
        .agg<number>('count', [sql.lit(1)])
        .over((ob) => ob.partitionBy('r.pertanyaan_id'))
        .as('jumlah_unik'),
      eb.fn
        .agg<number>('row_number')
        .over((ob) =>
          ob
            .partitionBy('r.pertanyaan_id')
            .orderBy('r.jumlah', 'desc')
            .orderBy('r.nilai_angka')
            .orderBy(sql`r.isi_jawaban ${byteOrder(kind)}`),
        )
        .as('peringkat'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['pertanyaan_id', 'isi_jawaban', 'jumlah', 'jumlah_unik'])
    .where('peringkat', '<=', TOP_ANSWERS_LIMIT)
    .orderBy('pertanyaan_id')
    .orderBy('peringkat')
    .execute();
  return rows.map((row) => ({ ...row, jumlah: Number(row.jumlah), jumlah_unik: Number(row.jumlah_unik) }));
}

export interface NumberSummaryRow {
  pertanyaan_id: number;
  n: number;
  /** The sum, as a number (rounded beyond 2^53) and exactly, in decimal digits. */
  total: number;
  total_teks: string;
  min: number;
  maks: number;
  /** The lower and upper middle values: the median is their mean (equal when n is odd). */
  median_bawah: number;
  median_atas: number;
}

// The exact sum is added up in two parts, the billions and the rest of each value, each a whole
// number the database sums without overflow (below 2^63 up to some 9 billion answers) and hands
// over as text: a sum of amounts of up to 15 digits passes 2^53, the last exact double, after ten.
const SPLIT = 1_000_000_000n;

function exactSum(billions: string | number, rest: string | number): bigint {
  return BigInt(billions) * SPLIT + BigInt(rest);
}

/**
 * For every angka and nominal question of the event: how many answered, the sum, the extremes
 * and the median, from the summary rows (one per distinct value) in one query. The median is
 * found by counting up the values in order: the lower middle is the first value whose running
 * count reaches half, the upper middle the first that passes it.
 */
export async function summarizeNumbers(db: Kysely<Database>, eventId: number): Promise<NumberSummaryRow[]> {
  const { rows } = await sql<Record<Exclude<keyof NumberSummaryRow, 'total' | 'total_teks'> | 'total_miliar' | 'total_sisa', number | string>>`
    select pertanyaan_id, sum(jumlah) as n,
      cast(sum((nilai_angka / 1000000000) * jumlah) as text) as total_miliar,
      cast(sum((nilai_angka % 1000000000) * jumlah) as text) as total_sisa,
      min(nilai_angka) as min, max(nilai_angka) as maks,
      min(case when 2 * kumulatif >= semua then nilai_angka end) as median_bawah,
      min(case when 2 * kumulatif > semua then nilai_angka end) as median_atas
    from (
      select r.pertanyaan_id, r.nilai_angka, r.jumlah,
        sum(r.jumlah) over (partition by r.pertanyaan_id order by r.nilai_angka rows between unbounded preceding and current row) as kumulatif,
        sum(r.jumlah) over (partition by r.pertanyaan_id) as semua
      from ringkasan_jawaban r
      join pertanyaan p on p.id = r.pertanyaan_id
      join kuesioner k on k.id = p.kuesioner_id
      where k.event_id = ${eventId} and p.tipe_jawaban in ('angka', 'nominal') and r.jumlah > 0
    ) berurut
    group by pertanyaan_id`.execute(db);
  return rows.map((row) => {
    const total = exactSum(row.total_miliar, row.total_sisa);
    return {
      pertanyaan_id: Number(row.pertanyaan_id),
      n: Number(row.n),
      total: Number(total),
      total_teks: total.toString(),
      min: Number(row.min),
      maks: Number(row.maks),
      median_bawah: Number(row.median_bawah),
      median_atas: Number(row.median_atas),
    };
  });
}

export interface ValueCountRow {
  pertanyaan_id: number;
  isi_jawaban: string;
  nilai_angka: number | null;
  jumlah: number;
}

/**
 * Every value and its count for the event's angka (distribution), pilihan (at most 50 options,
 * plus any kept from an older form) and wilayah (at most 515 regions) questions, in value order.
 */
export async function countValues(db: Kysely<Database>, eventId: number): Promise<ValueCountRow[]> {
  const rows = await db
    .selectFrom('ringkasan_jawaban as r')
    .innerJoin('pertanyaan as p', 'p.id', 'r.pertanyaan_id')
    .innerJoin('kuesioner as k', 'k.id', 'p.kuesioner_id')
    .where('k.event_id', '=', eventId)
    .where('p.tipe_jawaban', 'in', ['angka', 'pilihan', 'wilayah'])
    .where('r.jumlah', '>', 0)
    .select(['r.pertanyaan_id', 'r.isi_jawaban', 'r.nilai_angka', 'r.jumlah'])
    .orderBy('r.pertanyaan_id')
    .orderBy('r.nilai_angka')
    .orderBy('r.isi_jawaban')
    .execute();
  return rows.map((row) => ({ ...row, nilai_angka: row.nilai_angka === null ? null : Number(row.nilai_angka), jumlah: Number(row.jumlah) }));
}
