import type { Kysely } from 'kysely';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database, UserRow } from '../db/schema';

/** The user of each request's bearer token, read fresh for every request, one query per turn. */
export type UserLookup = PerTurnLoader<number, UserRow>;

export function createUserLookup(db: Kysely<Database>): UserLookup {
  return createPerTurnLoader(async (ids) => {
    const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row]));
  });
}
