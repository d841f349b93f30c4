import type { Kysely } from 'kysely';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../shared/schemas/questionnaires';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

const KUESIONER_COLUMNS = ['id', 'event_id', 'tipe_responden', 'nama_kuesioner'] as const;
const PERTANYAAN_COLUMNS = ['id', 'kuesioner_id', 'teks_pertanyaan', 'tipe_jawaban', 'urutan'] as const;

export function listKuesioner(db: Kysely<Database>, eventId: number): Promise<Kuesioner[]> {
  return db.selectFrom('kuesioner').select(KUESIONER_COLUMNS).where('event_id', '=', eventId).orderBy('id').execute();
}

export function findKuesioner(db: Kysely<Database>, id: number): Promise<Kuesioner | undefined> {
  return db.selectFrom('kuesioner').select(KUESIONER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertKuesioner(
  db: Kysely<Database>,
  values: { event_id: number; tipe_responden: string; nama_kuesioner: string },
): Promise<Kuesioner> {
  return db
    .insertInto('kuesioner')
    .values({ ...values, created_at: nowIso() })
    .returning(KUESIONER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listPertanyaan(db: Kysely<Database>, kuesionerId: number): Promise<Pertanyaan[]> {
  return db
    .selectFrom('pertanyaan')
    .select(PERTANYAAN_COLUMNS)
    .where('kuesioner_id', '=', kuesionerId)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
}

export function findPertanyaan(db: Kysely<Database>, id: number): Promise<Pertanyaan | undefined> {
  return db.selectFrom('pertanyaan').select(PERTANYAAN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Adds a question; without an explicit position it goes last (count + 1, spec section 3). */
export async function insertPertanyaan(
  db: Kysely<Database>,
  values: { kuesioner_id: number; teks_pertanyaan: string; tipe_jawaban: TipeJawaban; urutan?: number },
): Promise<Pertanyaan> {
  return db.transaction().execute(async (trx) => {
    let urutan = values.urutan;
    if (urutan === undefined) {
      const { count } = await trx
        .selectFrom('pertanyaan')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kuesioner_id', '=', values.kuesioner_id)
        .executeTakeFirstOrThrow();
      urutan = Number(count) + 1;
    }
    return trx
      .insertInto('pertanyaan')
      .values({ ...values, urutan, created_at: nowIso() })
      .returning(PERTANYAAN_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/**
 * Deletes a questionnaire (with its questions) only while no response exists for it. The schema
 * backs this up: a response inserted concurrently makes the delete fail instead of orphaning it.
 */
export async function deleteKuesionerIfUnanswered(
  db: Kysely<Database>,
  id: number,
): Promise<'deleted' | 'answered' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    if (!(await findKuesioner(trx, id))) return 'missing';
    const answered = await trx.selectFrom('respons').select('id').where('kuesioner_id', '=', id).limit(1).executeTakeFirst();
    if (answered) return 'answered';
    await trx.deleteFrom('kuesioner').where('id', '=', id).execute();
    return 'deleted';
  });
}

export async function deletePertanyaanIfUnanswered(
  db: Kysely<Database>,
  id: number,
): Promise<'deleted' | 'answered' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    if (!(await findPertanyaan(trx, id))) return 'missing';
    const answered = await trx.selectFrom('jawaban').select('id').where('pertanyaan_id', '=', id).limit(1).executeTakeFirst();
    if (answered) return 'answered';
    await trx.deleteFrom('pertanyaan').where('id', '=', id).execute();
    return 'deleted';
  });
}
