import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import { isAccepted } from '../db/derived';
import type { Database } from '../db/schema';

/**
 * The newest response of the event (of one surveyor's, when `surveyorId` is given): the export
 * stops there, so rows arriving meanwhile wait.
 */
export async function lastResponseId(db: Kysely<Database>, eventId: number, surveyorId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select((eb) => eb.fn.max('r.id').as('last_id'))
    .where('k.event_id', '=', eventId)
    .$if(surveyorId !== undefined, (query) => query.where('r.surveyor_id', '=', surveyorId!))
    .executeTakeFirst();
  return row?.last_id ?? undefined;
}

/** Where a page starts: after this response in (collection time, id) order; undefined: at the start. */
export interface SheetPosition {
  diisiPada: string;
  id: number;
}

interface ResponsePage {
  kuesionerId: number;
  after: SheetPosition | undefined;
  upToId: number;
  limit: number;
  /** Voided responses too (the download's termasuk_dibatalkan). */
  withVoided: boolean;
  /** Only this surveyor's responses (a Surveyor's download: docs/api.md#exports). */
  surveyorId?: number;
}

/**
 * One page of a questionnaire's responses in the data sheet's order, collection time then id,
 * read through the (kuesioner_id, diisi_pada, id) index with a keyset: a page costs the same at
 * the end of the sheet as at its start.
 */
function responsePage(db: Kysely<Database>, page: ResponsePage) {
  let query = db
    .selectFrom('respons as r')
    .where('r.kuesioner_id', '=', page.kuesionerId)
    .where('r.id', '<=', page.upToId);
  if (!page.withVoided) query = query.where(isAccepted('r.status'));
  if (page.surveyorId !== undefined) query = query.where('r.surveyor_id', '=', page.surveyorId);
  if (page.after) query = query.where(sql<boolean>`(r.diisi_pada, r.id) > (${page.after.diisiPada}, ${page.after.id})`);
  return query.orderBy('r.diisi_pada').orderBy('r.id').limit(page.limit);
}

/** A page of responses as the data sheet shows them, with who collected each. */
export function readResponses(db: Kysely<Database>, page: ResponsePage) {
  return responsePage(db, page)
    .leftJoin('users as u', 'u.id', 'r.surveyor_id')
    .select(['r.id', 'r.diisi_pada', 'r.status', 'r.alasan_status', 'r.waktu_perangkat_diragukan', 'r.versi_lama', 'u.nama as surveyor', 'u.email as surveyor_email'])
    .execute();
}

/**
 * Whether a response of the questionnaire up to `upToId` carries a mark: a device time the server
 * doubted, or an older form version it was judged by. The data sheet adds the mark's column only then.
 */
export async function hasMarkedResponses(
  db: Kysely<Database>,
  page: Pick<ResponsePage, 'kuesionerId' | 'upToId' | 'withVoided' | 'surveyorId'>,
  mark: 'waktu_perangkat_diragukan' | 'versi_lama',
): Promise<boolean> {
  let query = db
    .selectFrom('respons as r')
    .select('r.id')
    .where('r.kuesioner_id', '=', page.kuesionerId)
    .where('r.id', '<=', page.upToId)
    .where(`r.${mark}`, 'is not', null);
  if (!page.withVoided) query = query.where(isAccepted('r.status'));
  if (page.surveyorId !== undefined) query = query.where('r.surveyor_id', '=', page.surveyorId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The answers of these responses (a page of one questionnaire). */
export function readAnswers(db: Kysely<Database>, kind: DatabaseKind, responsIds: readonly number[]) {
  return db
    .selectFrom('jawaban as j')
    .select(['j.respons_id', 'j.pertanyaan_id', 'j.isi_jawaban', 'j.nilai_angka'])
    .where(isAnyOf(kind, 'j.respons_id', responsIds))
    .execute();
}

export type AnswerRow = Awaited<ReturnType<typeof readAnswers>>[number];

/**
 * A page of a questionnaire's accepted responses, in the data sheet's order: id, collection time,
 * when a reviewer confirmed its amounts, and the number answered to `numberQuestionId` (the
 * nights), if any. The answer is looked up row
 * by row through the answers' (respons_id, pertanyaan_id) key: joined or asked by question,
 * PostgreSQL went through every answer to the question for each page.
 */
export function readResponseKeys(db: Kysely<Database>, page: Omit<ResponsePage, 'withVoided'>, numberQuestionId: number | null) {
  return responsePage(db, { ...page, withVoided: false })
    .select((eb) => [
      'r.id',
      'r.diisi_pada',
      'r.dikonfirmasi_pada',
      eb
        .selectFrom('jawaban as n')
        .select('n.nilai_angka')
        .whereRef('n.respons_id', '=', 'r.id')
        .where('n.pertanyaan_id', '=', numberQuestionId ?? 0)
        .as('nilai_angka'),
    ])
    .execute();
}

/**
 * Per questionnaire of the event and status, how many responses up to `upToId` (of one
 * surveyor's, when `surveyorId` is given: the Info sheet counts what the data sheets hold).
 */
export function countByStatus(db: Kysely<Database>, eventId: number, upToId: number, surveyorId?: number) {
  return db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select((eb) => ['r.kuesioner_id', 'r.status', eb.fn.countAll<number>().as('n')])
    .where('k.event_id', '=', eventId)
    .where('r.id', '<=', upToId)
    .$if(surveyorId !== undefined, (query) => query.where('r.surveyor_id', '=', surveyorId!))
    .groupBy(['r.kuesioner_id', 'r.status'])
    .execute();
}

/**
 * The economic profiles (profil_ekonomi: one row of role answers per response, the report's own
 * input) of these responses. A response that answered no role question has none.
 */
export function readProfilesOf(db: Kysely<Database>, kind: DatabaseKind, responsIds: readonly number[]) {
  return db.selectFrom('profil_ekonomi').selectAll().where(isAnyOf(kind, 'respons_id', responsIds)).execute();
}


