import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';

/**
 * The three logs whose entries change a response's profile or its place in the sample: status
 * changes (void, restore), corrected answers and confirmed amounts. Each entry names its response.
 */
const REVIEW_LOGS = ['riwayat_status_respons', 'koreksi_jawaban', 'konfirmasi_respons'] as const;
type ReviewLog = (typeof REVIEW_LOGS)[number];

/** How far each log was read for some questionnaires: its last id and its count of entries. */
export type ReviewLogMarks = Record<ReviewLog, { lastId: number; count: number }>;

export interface ReviewLogChanges {
  /** The responses named by the entries after the marks. */
  responseIds: Set<number>;
  marks: ReviewLogMarks;
}

/** Every log's marks as they are now: the starting point of a whole read. */
export async function reviewLogMarks(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: readonly number[]): Promise<ReviewLogMarks> {
  const marks = {} as ReviewLogMarks;
  for (const log of REVIEW_LOGS) marks[log] = await markOf(db, kind, log, kuesionerIds);
  return marks;
}

/**
 * The responses the logs name since `since`. PostgreSQL hands out ids as rows are inserted, not
 * as they commit, so an entry committed after a later one lies below the mark and only the count
 * tells it came: that log is then read whole, and every response it names counts as changed
 * (reading a profile again that did not change changes nothing).
 */
export async function reviewLogChanges(
  db: Kysely<Database>,
  kind: DatabaseKind,
  kuesionerIds: readonly number[],
  since: ReviewLogMarks,
): Promise<ReviewLogChanges> {
  const responseIds = new Set<number>();
  const marks = {} as ReviewLogMarks;
  for (const log of REVIEW_LOGS) {
    const previous = since[log];
    const [after, { count }] = await Promise.all([entriesAfter(db, kind, log, kuesionerIds, previous.lastId), markOf(db, kind, log, kuesionerIds)]);
    const whole = previous.count + after.length === count ? undefined : await entriesAfter(db, kind, log, kuesionerIds, 0);
    for (const entry of whole ?? after) responseIds.add(entry.respons_id);
    marks[log] = {
      lastId: (whole ?? after).reduce((max, entry) => Math.max(max, entry.id), whole ? 0 : previous.lastId),
      count: whole ? whole.length : count,
    };
  }
  return { responseIds, marks };
}

// The table name is one of three literals: Kysely's builder cannot take a union of tables. Each
// log is read from its own side, a response looked up per entry: the logs are small, and a join
// made SQLite start from the questionnaires' every response instead.
const ofTheseForms = (kind: DatabaseKind, kuesionerIds: readonly number[]) =>
  sql`exists (select 1 from respons r where r.id = h.respons_id and ${isAnyOf(kind, 'r.kuesioner_id', kuesionerIds)})`;

async function entriesAfter(db: Kysely<Database>, kind: DatabaseKind, log: ReviewLog, kuesionerIds: readonly number[], afterId: number) {
  const { rows } = await sql<{ id: number; respons_id: number }>`
    select h.id, h.respons_id from ${sql.table(log)} h where h.id > ${afterId} and ${ofTheseForms(kind, kuesionerIds)}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), respons_id: Number(row.respons_id) }));
}

/** A log's last id and count of entries for these questionnaires, in one read. */
async function markOf(db: Kysely<Database>, kind: DatabaseKind, log: ReviewLog, kuesionerIds: readonly number[]): Promise<{ lastId: number; count: number }> {
  const { rows } = await sql<{ last: number | null; n: number }>`
    select max(h.id) as last, count(*) as n from ${sql.table(log)} h where ${ofTheseForms(kind, kuesionerIds)}`.execute(db);
  return { lastId: Number(rows[0].last ?? 0), count: Number(rows[0].n) };
}
