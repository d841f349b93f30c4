import { type Kysely, sql } from 'kysely';
import type { TipeJawaban } from '../../shared/schemas/questionnaires';
import { nowIso } from '../db/now';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database } from '../db/schema';
import { storeNewResponses } from './bulk-rows';

export interface QuestionForCheck {
  id: number;
  teks_pertanyaan: string;
  tipe_jawaban: TipeJawaban;
  created_at: string;
}

/** The stored response id of each of these keys that has one. */
export async function findResponsIdsByKeys(db: Kysely<Database>, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('respons')
    .select(['id', 'idempotency_key'])
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}

export function findResponsIdByKey(db: Kysely<Database>, key: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('respons').select('id').where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The questions of each of these questionnaires; a questionnaire that does not exist has no
 * entry. One statement, so a questionnaire deleted meanwhile is seen whole or not at all. Written
 * as SQL text: it runs for every submission, and Kysely's builder cost more than the query.
 */
async function questionsOfKuesioners(
  db: Kysely<Database>,
  kuesionerIds: number[],
): Promise<Map<number, QuestionForCheck[]>> {
  const byKuesioner = new Map<number, QuestionForCheck[]>();
  if (kuesionerIds.length === 0) return byKuesioner;
  // A questionnaire without questions comes back as one row of nulls (left join).
  const { rows } = await sql<Omit<QuestionForCheck, 'id'> & { kuesioner_id: number; id: number | null }>`
    select k.id as kuesioner_id, p.id, p.teks_pertanyaan, p.tipe_jawaban, p.created_at
    from kuesioner k left join pertanyaan p on p.kuesioner_id = k.id
    where k.id in (${sql.join(kuesionerIds)})
    order by p.urutan, p.id`.execute(db);
  for (const { kuesioner_id, id, ...question } of rows) {
    const questions = byKuesioner.get(kuesioner_id) ?? [];
    if (id !== null) questions.push({ id, ...question });
    byKuesioner.set(kuesioner_id, questions);
  }
  return byKuesioner;
}

/** The questions of a questionnaire, read fresh for every submission, one query per turn. */
export type QuestionsLookup = PerTurnLoader<number, QuestionForCheck[]>;

export function createQuestionsLookup(db: Kysely<Database>): QuestionsLookup {
  return createPerTurnLoader((kuesionerIds) => questionsOfKuesioners(db, kuesionerIds));
}

export interface NewSubmission {
  kuesionerId: number;
  surveyorId: number;
  idempotencyKey: string;
  diisiPada: string;
  answers: { pertanyaan_id: number; isi_jawaban: string; nilai_angka: number | null }[];
}

export type InsertOutcome = { status: 'created' | 'duplicate'; id: number };

/**
 * Many submissions stored at once, each whole or not at all with the others (group commit).
 * Exactly once per idempotency key: a key already stored, or repeated within the batch, is
 * answered as a duplicate with the id first stored, and stores nothing more. Keys are inserted in
 * sorted order, so two PostgreSQL writers with overlapping keys wait for each other instead of
 * deadlocking.
 */
export async function insertSubmissions(db: Kysely<Database>, submissions: NewSubmission[]): Promise<InsertOutcome[]> {
  const firstOfKey = new Map<string, NewSubmission>();
  for (const submission of submissions) {
    if (!firstOfKey.has(submission.idempotencyKey)) firstOfKey.set(submission.idempotencyKey, submission);
  }
  const distinct = [...firstOfKey.values()].sort((a, b) => (a.idempotencyKey < b.idempotencyKey ? -1 : 1));
  const createdIds = await storeNewResponses(
    db,
    distinct.map((submission) => ({
      kuesioner_id: submission.kuesionerId,
      surveyor_id: submission.surveyorId,
      idempotency_key: submission.idempotencyKey,
      diisi_pada: submission.diisiPada,
      answers: submission.answers,
    })),
    nowIso(),
  );
  // A key not inserted was stored, and committed, by someone else: its id is there to read.
  const storedBefore = await findResponsIdsByKeys(
    db,
    distinct.map((submission) => submission.idempotencyKey).filter((key) => !createdIds.has(key)),
  );
  const answered = new Set<string>();
  return submissions.map((submission): InsertOutcome => {
    const key = submission.idempotencyKey;
    const created = createdIds.get(key);
    if (created !== undefined && !answered.has(key)) {
      answered.add(key);
      return { status: 'created', id: created };
    }
    const id = created ?? storedBefore.get(key);
    if (id === undefined) throw new Error(`idempotency key ${key} neither inserted nor found`);
    return { status: 'duplicate', id };
  });
}

/** One submission (the demo seed): its response and all its answers in one transaction. */
export async function insertSubmission(db: Kysely<Database>, submission: NewSubmission): Promise<number> {
  const [outcome] = await insertSubmissions(db, [submission]);
  return outcome.id;
}
