import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { isAnyOf } from '../db/any-of';
import { nowIso } from '../db/now';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database } from '../db/schema';
import { type PertanyaanRow, pertanyaanFromRow } from '../questionnaires/pertanyaan-row';
import { type NewResponse, storeNewResponses } from './bulk-rows';

/** A questionnaire as a submission is checked against: its questions and its last change. */
export interface FormForCheck {
  /** When the form last changed; surveys collected before are judged leniently (answers.service.ts). */
  diubah_pada: string;
  questions: Pertanyaan[];
}

/** The stored response id of each of these keys that has one. */
export async function findResponsIdsByKeys(db: Kysely<Database>, kind: DatabaseKind, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('respons')
    .select(['id', 'idempotency_key'])
    .where(isAnyOf(kind, 'idempotency_key', keys))
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}

export function findResponsIdByKey(db: Kysely<Database>, key: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('respons').select('id').where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The form of each of these questionnaires; a questionnaire that does not exist has no entry.
 * One statement, so a questionnaire deleted meanwhile is seen whole or not at all. Written as SQL
 * text: it runs for every submission, and Kysely's builder cost more than the query.
 */
async function formsOfKuesioners(
  db: Kysely<Database>,
  kind: DatabaseKind,
  kuesionerIds: number[],
): Promise<Map<number, FormForCheck>> {
  const forms = new Map<number, FormForCheck>();
  if (kuesionerIds.length === 0) return forms;
  // A questionnaire without questions comes back as one row of nulls (left join).
  const { rows } = await sql<Omit<PertanyaanRow, 'id'> & { form_id: number; diubah_pada: string; id: number | null }>`
    select k.id as form_id, k.diubah_pada, p.id, p.kuesioner_id, p.teks_pertanyaan, p.tipe_jawaban, p.urutan,
      p.wajib, p.nilai_min, p.nilai_maks, p.pilihan, p.tampil_jika_id, p.tampil_jika_nilai, p.peran_ekonomi
    from kuesioner k left join pertanyaan p on p.kuesioner_id = k.id
    where ${isAnyOf(kind, 'k.id', kuesionerIds)}
    order by p.urutan, p.id`.execute(db);
  for (const { form_id, diubah_pada, ...row } of rows) {
    const form = forms.get(form_id) ?? { diubah_pada, questions: [] };
    if (row.id !== null) form.questions.push(pertanyaanFromRow({ ...row, id: row.id }));
    forms.set(form_id, form);
  }
  return forms;
}

/** The form of a questionnaire, read fresh for every submission, one query per turn. */
export type FormsLookup = PerTurnLoader<number, FormForCheck>;

export function createFormsLookup(db: Kysely<Database>, kind: DatabaseKind): FormsLookup {
  return createPerTurnLoader((kuesionerIds) => formsOfKuesioners(db, kind, kuesionerIds));
}

export type InsertOutcome = { status: 'created' | 'duplicate'; id: number };

/**
 * Many responses stored at once, each whole or not at all with the others (group commit).
 * Exactly once per idempotency key: a key already stored, or repeated within the batch, is
 * answered as a duplicate with the id first stored, and stores nothing more. Keys are inserted in
 * sorted order, so two PostgreSQL writers with overlapping keys wait for each other instead of
 * deadlocking.
 */
export async function insertResponses(db: Kysely<Database>, kind: DatabaseKind, responses: NewResponse[]): Promise<InsertOutcome[]> {
  const firstOfKey = new Map<string, NewResponse>();
  for (const response of responses) {
    if (!firstOfKey.has(response.idempotency_key)) firstOfKey.set(response.idempotency_key, response);
  }
  const distinct = [...firstOfKey.values()].sort((a, b) => (a.idempotency_key < b.idempotency_key ? -1 : 1));
  const createdIds = await storeNewResponses(db, kind, distinct, nowIso());
  // A key not inserted was stored, and committed, by someone else: its id is there to read.
  const storedBefore = await findResponsIdsByKeys(
    db,
    kind,
    distinct.map((response) => response.idempotency_key).filter((key) => !createdIds.has(key)),
  );
  const answered = new Set<string>();
  return responses.map((response): InsertOutcome => {
    const key = response.idempotency_key;
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
