import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';
import { isAnyOf } from '../any-of';
import type { Database } from '../schema';
import { profileUpsert } from './profiles';

/**
 * What a corrected answer does to the derived data, run by the correction in its transaction
 * (answers are never deleted but by a correction and with their event, so no delete trigger costs
 * every answer of a deleted event): the old answer leaves ringkasan_jawaban (a row that reaches
 * zero is dropped, as a recount would not have it), and the response's profile is made again from
 * its answers once the new one is in. The new answer itself goes in through the insert triggers.
 * Only for an accepted response: a voided one is in no summary.
 */

export interface StoredAnswer {
  respons_id: number;
  pertanyaan_id: number;
  isi_jawaban: string;
  nilai_angka: number | null;
}

/**
 * PostgreSQL: locks the summary rows of the old and the new value in key order before either is
 * touched, as every other writer of the summaries does, so two corrections swapping values (or a
 * correction beside a batch of submissions) cannot deadlock. SQLite has one writer at a time.
 */
export async function lockAnswerSummaries(db: Kysely<Database>, kind: DatabaseKind, pertanyaanId: number, values: readonly string[]): Promise<void> {
  if (kind !== 'postgres' || values.length === 0) return;
  await sql`select 1 from ringkasan_jawaban where pertanyaan_id = ${pertanyaanId} and ${isAnyOf(kind, 'isi_jawaban', values)}
    order by isi_jawaban for update`.execute(db);
}

/** The old answer out of the summaries. */
export async function takeAnswerOut(db: Kysely<Database>, answer: StoredAnswer): Promise<void> {
  const key = sql`pertanyaan_id = ${answer.pertanyaan_id} and isi_jawaban = ${answer.isi_jawaban}`;
  await sql`update ringkasan_jawaban set jumlah = jumlah - 1, nilai_total = nilai_total - ${answer.nilai_angka ?? 0} where ${key}`.execute(db);
  await sql`delete from ringkasan_jawaban where ${key} and jumlah = 0`.execute(db);
}

/** The response's economic profile made again from its answers, as the status trigger makes it. */
export async function rebuildResponseProfile(db: Kysely<Database>, responsId: number): Promise<void> {
  const id = Math.trunc(responsId);
  await sql`delete from profil_ekonomi where respons_id = ${id}`.execute(db);
  await sql.raw(profileUpsert(`(select respons_id, pertanyaan_id, isi_jawaban, nilai_angka from jawaban where respons_id = ${id})`)).execute(db);
}
