import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: a repository
 * function that needs a transaction can then also be part of a larger one (a change and its
 * activity-log entry, docs/activity-log.md).
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
