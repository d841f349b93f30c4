import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from '../db/schema';

/**
 * New responses and all their answers stored in one go, many rows per statement through a
 * constant statement text, whatever the number of rows: the rows travel as parameters (SQLite: a
 * JSON array read with json_each; PostgreSQL: one array per column read with unnest). Kysely then
 * builds no per-row query nodes, SQLite prepares each statement once (see db/statement-cache.ts),
 * and no row count meets a limit on bound parameters.
 */

/** A checked submission to store: its response row and its answer rows. */
export interface NewResponse {
  kuesioner_id: number;
  surveyor_id: number | null;
  idempotency_key: string;
  diisi_pada: string;
  /** The device's claimed time when the server could not believe it (diisi_pada is then the receipt time). */
  waktu_perangkat_diragukan?: string | null;
  /** The answers as the response table's search reads them (search-text.ts). */
  teks_cari: string;
  /** The older form version the answers were judged by (form-as-filled.ts); null or absent: the form as it is. */
  versi_lama?: string | null;
  answers: {
    pertanyaan_id: number;
    isi_jawaban: string;
    nilai_angka: number | null;
    /** The surveyor confirmed an amount above the soft limit (absent: not confirmed). */
    dikonfirmasi_surveyor?: boolean;
  }[];
}

/** The column's 0/1 (an integer on both databases). */
const confirmedColumn = (answer: NewResponse['answers'][number]) => (answer.dikonfirmasi_surveyor ? 1 : 0);

/**
 * PostgreSQL: one statement, atomic by itself: the responses whose key is new, then their answers
 * joined to the ids just made. One round trip and one commit instead of four statements in a
 * transaction, which the writer waits for with nothing else to do.
 */
async function storeOnPostgres(db: Kysely<Database>, responses: NewResponse[], diterimaPada: string) {
  const answers = responses.flatMap((response) => response.answers.map((answer) => ({ ...answer, key: response.idempotency_key })));
  const { rows } = await sql<{ id: number; idempotency_key: string }>`
    with received as (
      select kuesioner_id, surveyor_id, idempotency_key, diisi_pada, teks_cari, waktu_perangkat_diragukan, versi_lama from unnest(
        ${responses.map((r) => r.kuesioner_id)}::integer[], ${responses.map((r) => r.surveyor_id)}::integer[],
        ${responses.map((r) => r.idempotency_key)}::text[], ${responses.map((r) => r.diisi_pada)}::text[],
        ${responses.map((r) => r.teks_cari)}::text[], ${responses.map((r) => r.waktu_perangkat_diragukan ?? null)}::text[],
        ${responses.map((r) => r.versi_lama ?? null)}::text[]
      ) as r(kuesioner_id, surveyor_id, idempotency_key, diisi_pada, teks_cari, waktu_perangkat_diragukan, versi_lama)
    ), created as (
      insert into respons (kuesioner_id, surveyor_id, idempotency_key, diisi_pada, teks_cari, waktu_perangkat_diragukan, versi_lama, diterima_pada)
      select kuesioner_id, surveyor_id, idempotency_key, diisi_pada, teks_cari, waktu_perangkat_diragukan, versi_lama, ${diterimaPada} from received
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
    ), stored_answers as (
      insert into jawaban (respons_id, pertanyaan_id, isi_jawaban, nilai_angka, dikonfirmasi_surveyor)
      select c.id, a.pertanyaan_id, a.isi_jawaban, a.nilai_angka, a.dikonfirmasi_surveyor
      from unnest(
        ${answers.map((a) => a.key)}::text[], ${answers.map((a) => a.pertanyaan_id)}::integer[],
        ${answers.map((a) => a.isi_jawaban)}::text[], ${answers.map((a) => a.nilai_angka)}::bigint[],
        ${answers.map(confirmedColumn)}::integer[]
      ) as a(idempotency_key, pertanyaan_id, isi_jawaban, nilai_angka, dikonfirmasi_surveyor)
      join created c on c.idempotency_key = a.idempotency_key
    )
    select id, idempotency_key from created`.execute(db);
  return rows;
}

/** SQLite: the responses whose key is new, then their answers, in one transaction. */
function storeOnSqlite(db: Kysely<Database>, responses: NewResponse[], diterimaPada: string) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; idempotency_key: string }>`
      insert into respons (kuesioner_id, surveyor_id, idempotency_key, diisi_pada, teks_cari, waktu_perangkat_diragukan, versi_lama, diterima_pada)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, ${diterimaPada}
      from json_each(${JSON.stringify(
        responses.map((r) => [
          r.kuesioner_id,
          r.surveyor_id,
          r.idempotency_key,
          r.diisi_pada,
          r.teks_cari,
          r.waktu_perangkat_diragukan ?? null,
          r.versi_lama ?? null,
        ]),
      )})
      where true
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key`.execute(trx);
    const ids = new Map(rows.map((row) => [row.idempotency_key, row.id]));
    const answers = responses.flatMap((response) => {
      const id = ids.get(response.idempotency_key);
      return id === undefined ? [] : response.answers.map((a) => [id, a.pertanyaan_id, a.isi_jawaban, a.nilai_angka, confirmedColumn(a)]);
    });
    if (answers.length > 0) {
      await sql`
        insert into jawaban (respons_id, pertanyaan_id, isi_jawaban, nilai_angka, dikonfirmasi_surveyor)
        select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 from json_each(${JSON.stringify(answers)})`.execute(trx);
    }
    return rows;
  });
}

/**
 * Stores each response whose idempotency key is not stored yet, whole with its answers, all or
 * nothing; answers the ids made, by key (a key already stored is left out).
 */
export async function storeNewResponses(
  db: Kysely<Database>,
  kind: DatabaseKind,
  responses: NewResponse[],
  diterimaPada: string,
): Promise<Map<string, number>> {
  const rows = await (kind === 'postgres' ? storeOnPostgres : storeOnSqlite)(db, responses, diterimaPada);
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}
