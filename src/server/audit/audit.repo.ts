import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from '../db/schema';
import { type EntryContent, entryHash, GENESIS_HASH } from './entry-hash';

/**
 * The only writes to log_aktivitas: appending. There is no statement here, or anywhere in the
 * application, that updates or deletes an entry (docs/activity-log.md).
 */

// The advisory lock of appending to the log on PostgreSQL: a number no other lock of the app takes
// (the log's migration, 2026-12-07 number 014).
const LOG_LOCK_KEY = 20261207014;

/**
 * Runs `work` in the caller's transaction when `db` is one (the change and its entry then commit
 * together), else in a transaction of its own; either way holding the log's lock, so that two
 * appends never read the same last entry. PostgreSQL: a transaction-level advisory lock, held to
 * the commit, which needs no right on the table beyond reading and inserting (a deployment may
 * take UPDATE and DELETE on it away from the app). SQLite runs one transaction at a time on its
 * one connection, so the transaction itself is the lock. Should anything slip through, the
 * primary key (the entry's number, the last one plus one) refuses the second entry instead of
 * forking the chain.
 */
export async function withLogLock<T>(db: Kysely<Database>, kind: DatabaseKind, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const locked = async (trx: Kysely<Database>) => {
    if (kind === 'postgres') await sql`select pg_advisory_xact_lock(cast(${LOG_LOCK_KEY} as bigint))`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}

/** What an entry holds besides its number, time and hashes, which the append gives it. */
export type NewEntry = Omit<EntryContent, 'id' | 'waktu' | 'hash_sebelumnya'>;

/** Appends one entry after the last one; call it holding the lock (withLogLock). */
export async function appendEntry(trx: Kysely<Database>, entry: NewEntry): Promise<number> {
  const last = await trx.selectFrom('log_aktivitas').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  // Taken under the lock, so times never run backwards along the chain (unless the clock does).
  const content: EntryContent = {
    ...entry,
    id: (last?.id ?? 0) + 1,
    waktu: new Date().toISOString(),
    hash_sebelumnya: last?.hash ?? GENESIS_HASH,
  };
  await trx.insertInto('log_aktivitas').values({ ...content, hash: entryHash(content) }).execute();
  return content.id;
}

/** The place of an event, which decides which regional Admins see its entries; null when it has none or is gone. */
export async function eventPlace(db: Kysely<Database>, eventId: number): Promise<string | null> {
  const row = await db.selectFrom('events').select('wilayah').where('id', '=', eventId).executeTakeFirst();
  return row?.wilayah ?? null;
}

/** Failed sign-ins since `since` (ISO), for one email and for one address. */
export async function countFailedSignIns(db: Kysely<Database>, email: string, address: string, since: string): Promise<{ email: number; address: number }> {
  const count = async (column: 'target_nama' | 'alamat', value: string) => {
    const row = await db
      .selectFrom('log_aktivitas')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('aksi', '=', 'login_gagal')
      .where(column, '=', value)
      .where('waktu', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { email: await count('target_nama', email), address: await count('alamat', address) };
}
