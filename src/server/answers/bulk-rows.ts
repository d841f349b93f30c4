import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Responses and answers inserted many rows at a time through one constant statement, whatever the
 * number of rows: the rows travel as one parameter (SQLite: a JSON array read with json_each;
 * PostgreSQL: one array per column read with unnest). Kysely then builds no per-row query nodes,
 * SQLite prepares the statement once (see db/statement-cache.ts), and no row count meets a limit
 * on bound parameters. This was a third of the server's time per answer submitted.
 */

export interface ResponseRow {
  kuesioner_id: number;
  surveyor_id: number | null;
  idempotency_key: string;
  diisi_pada: string;
}

export interface AnswerRow {
  respons_id: number;
  pertanyaan_id: number;
  isi_jawaban: string;
  nilai_angka: number | null;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Inserts the responses whose key is not stored yet; answers the ids of those inserted, by key. */
export async function insertNewResponses(
  db: Kysely<Database>,
  rows: ResponseRow[],
  diterimaPada: string,
): Promise<Map<string, number>> {
  const query = isPostgres(db)
    ? sql<{ id: number; idempotency_key: string }>`
        insert into respons (kuesioner_id, surveyor_id, idempotency_key, diisi_pada, diterima_pada)
        select r.kuesioner_id, r.surveyor_id, r.idempotency_key, r.diisi_pada, ${diterimaPada}
        from unnest(${rows.map((row) => row.kuesioner_id)}::integer[], ${rows.map((row) => row.surveyor_id)}::integer[],
                    ${rows.map((row) => row.idempotency_key)}::text[], ${rows.map((row) => row.diisi_pada)}::text[])
             as r(kuesioner_id, surveyor_id, idempotency_key, diisi_pada)
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key`
    : sql<{ id: number; idempotency_key: string }>`
        insert into respons (kuesioner_id, surveyor_id, idempotency_key, diisi_pada, diterima_pada)
        select value ->> 0, value ->> 1, value ->> 2, value ->> 3, ${diterimaPada}
        from json_each(${JSON.stringify(rows.map((row) => [row.kuesioner_id, row.surveyor_id, row.idempotency_key, row.diisi_pada]))})
        where true
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key`;
  const { rows: inserted } = await query.execute(db);
  return new Map(inserted.map((row) => [row.idempotency_key, row.id]));
}

export async function insertAnswers(db: Kysely<Database>, rows: AnswerRow[]): Promise<void> {
  if (rows.length === 0) return;
  const query = isPostgres(db)
    ? sql`
        insert into jawaban (respons_id, pertanyaan_id, isi_jawaban, nilai_angka)
        select * from unnest(${rows.map((row) => row.respons_id)}::integer[], ${rows.map((row) => row.pertanyaan_id)}::integer[],
                             ${rows.map((row) => row.isi_jawaban)}::text[], ${rows.map((row) => row.nilai_angka)}::bigint[])`
    : sql`
        insert into jawaban (respons_id, pertanyaan_id, isi_jawaban, nilai_angka)
        select value ->> 0, value ->> 1, value ->> 2, value ->> 3
        from json_each(${JSON.stringify(rows.map((row) => [row.respons_id, row.pertanyaan_id, row.isi_jawaban, row.nilai_angka]))})`;
  await query.execute(db);
}
