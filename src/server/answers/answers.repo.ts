import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { isAnyOf } from '../db/any-of';
import { nowIso } from '../db/now';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database } from '../db/schema';
import { formVersionOf } from '../form-versions/form-version';
import { type PertanyaanRow, pertanyaanFromRow } from '../questionnaires/pertanyaan-row';
import { type NewResponse, storeNewResponses } from './bulk-rows';

/** When a questionnaire was made and last changed, and its event's start and archiving. */
interface FormHead {
  created_at: string;
  diubah_pada: string;
  /** The event's first day (YYYY-MM-DD). */
  tanggal_mulai: string;
  /** When the event was archived; null while it is active. */
  diarsipkan_pada: string | null;
  /** The event's place: only a caller whose work area holds it may submit (docs/work-areas.md). */
  wilayah: string | null;
  event_id: number;
  /** 1: only the event's team may submit (docs/event-teams.md). */
  tim_wajib: number;
}

/** A questionnaire as a submission is checked against (answers.service.ts), with its questions as they are now. */
export interface FormForCheck extends FormHead {
  /** The version of the questions as they are now (form-versions/form-version.ts). */
  versi: string;
  questions: Pertanyaan[];
}

/** A response stored under an idempotency key: its id and who collected it. */
export interface StoredKey {
  id: number;
  surveyor_id: number | null;
}

/** The stored response of each of these keys that has one. */
export async function findResponseIdsByKeys(db: Kysely<Database>, kind: DatabaseKind, keys: string[]): Promise<Map<string, StoredKey>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('respons')
    .select(['id', 'idempotency_key', 'surveyor_id'])
    .where(isAnyOf(kind, 'idempotency_key', keys))
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key, { id: row.id, surveyor_id: row.surveyor_id }]));
}

export function findResponseIdByKey(db: Kysely<Database>, key: string): Promise<{ id: number } | undefined> {
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
  const { rows } = await sql<Omit<PertanyaanRow, 'id'> & FormHead & { form_id: number; id: number | null }>`
    select k.id as form_id, k.created_at, k.diubah_pada, e.tanggal_mulai, e.diarsipkan_pada, e.wilayah, e.id as event_id, e.tim_wajib,
      p.id, p.kuesioner_id, p.teks_pertanyaan, p.tipe_jawaban, p.urutan,
      p.wajib, p.nilai_min, p.nilai_maks, p.pilihan, p.tampil_jika_id, p.tampil_jika_nilai, p.peran_ekonomi, p.batas_wajar
    from kuesioner k join events e on e.id = k.event_id left join pertanyaan p on p.kuesioner_id = k.id
    where ${isAnyOf(kind, 'k.id', kuesionerIds)}
    order by p.urutan, p.id`.execute(db);
  const heads = new Map<number, FormHead>();
  const questions = new Map<number, Pertanyaan[]>();
  for (const { form_id, created_at, diubah_pada, tanggal_mulai, diarsipkan_pada, wilayah, event_id, tim_wajib, ...row } of rows) {
    heads.set(form_id, { created_at, diubah_pada, tanggal_mulai, diarsipkan_pada, wilayah, event_id, tim_wajib: Number(tim_wajib) });
    const list = questions.get(form_id) ?? [];
    if (row.id !== null) list.push(pertanyaanFromRow({ ...row, id: row.id }));
    questions.set(form_id, list);
  }
  for (const [id, head] of heads) {
    const list = questions.get(id) ?? [];
    forms.set(id, { ...head, versi: formVersionOf(list), questions: list });
  }
  return forms;
}

/** The form of a questionnaire, read fresh for every submission, one query per turn. */
export type FormsLookup = PerTurnLoader<number, FormForCheck>;

export function createFormsLookup(db: Kysely<Database>, kind: DatabaseKind): FormsLookup {
  return createPerTurnLoader((kuesionerIds) => formsOfKuesioners(db, kind, kuesionerIds));
}

/** The response stored under the key, and who collected it (null: an account deleted since). */
export type InsertOutcome = { status: 'created' | 'duplicate'; id: number; surveyorId: number | null };

/**
 * Many responses stored at once, each whole or not at all with the others (group commit).
 * Exactly once per idempotency key: a key already stored, or repeated within the batch, is
 * answered as a duplicate with the id first stored and who collected it (the caller refuses another
 * surveyor's key), and stores nothing more. Keys are inserted in
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
  const storedBefore = await findResponseIdsByKeys(
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
      return { status: 'created', id: created, surveyorId: response.surveyor_id };
    }
    const stored = created === undefined ? storedBefore.get(key) : { id: created, surveyor_id: firstOfKey.get(key)?.surveyor_id ?? null };
    if (stored === undefined) throw new Error(`idempotency key ${key} neither inserted nor found`);
    return { status: 'duplicate', id: stored.id, surveyorId: stored.surveyor_id };
  });
}
