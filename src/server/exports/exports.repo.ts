import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The newest response of the event: the export stops there, so rows arriving meanwhile wait. */
export async function lastResponseId(db: Kysely<Database>, eventId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select((eb) => eb.fn.max('r.id').as('last_id'))
    .where('k.event_id', '=', eventId)
    .executeTakeFirst();
  return row?.last_id ?? undefined;
}

interface ResponsePage {
  kuesionerId: number;
  /** Keyset: the page starts after this response id. */
  afterId: number;
  upToId: number;
  limit: number;
}

/** One page of a questionnaire's responses by id, read through the (kuesioner_id, id) index. */
export function readResponses(db: Kysely<Database>, page: ResponsePage) {
  return db
    .selectFrom('respons as r')
    .leftJoin('users as u', 'u.id', 'r.surveyor_id')
    .select(['r.id', 'r.diisi_pada', 'u.nama as surveyor'])
    .where('r.kuesioner_id', '=', page.kuesionerId)
    .where('r.id', '>', page.afterId)
    .where('r.id', '<=', page.upToId)
    .orderBy('r.id')
    .limit(page.limit)
    .execute();
}

/**
 * The answers of a page of responses: ids of one questionnaire are not contiguous (questionnaires
 * share the id sequence), so the range is joined back to the questionnaire. The range is stated on
 * both tables: PostgreSQL does not carry it across the join, and would otherwise hash every
 * response of the questionnaire for each page.
 */
export function readAnswers(db: Kysely<Database>, kuesionerId: number, firstId: number, lastId: number) {
  return db
    .selectFrom('jawaban as j')
    .innerJoin('respons as r', 'r.id', 'j.respons_id')
    .select(['j.respons_id', 'j.pertanyaan_id', 'j.isi_jawaban', 'j.nilai_angka'])
    .where('r.kuesioner_id', '=', kuesionerId)
    .where('r.id', '>=', firstId)
    .where('r.id', '<=', lastId)
    .where('j.respons_id', '>=', firstId)
    .where('j.respons_id', '<=', lastId)
    .execute();
}

export type AnswerRow = Awaited<ReturnType<typeof readAnswers>>[number];

/** One page of a questionnaire's response ids, in id order (the order and numbering of its data sheet). */
export async function readResponseIds(db: Kysely<Database>, page: ResponsePage): Promise<number[]> {
  const rows = await db
    .selectFrom('respons')
    .select('id')
    .where('kuesioner_id', '=', page.kuesionerId)
    .where('id', '>', page.afterId)
    .where('id', '<=', page.upToId)
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The economic profiles (profil_ekonomi: one row of role answers per response, the report's own
 * input) of a page of a questionnaire's responses, in id order. A response that answered no role
 * question has none.
 */
export function readProfilePage(db: Kysely<Database>, kuesionerId: number, firstId: number, lastId: number) {
  return db
    .selectFrom('profil_ekonomi')
    .selectAll()
    .where('kuesioner_id', '=', kuesionerId)
    .where('respons_id', '>=', firstId)
    .where('respons_id', '<=', lastId)
    .orderBy('respons_id')
    .execute();
}

