import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database, UserRow } from '../db/schema';
import { USER_COLUMNS } from './users.repo';

/** The user of each request's bearer token, read fresh for every request, one query per turn. */
export type UserLookup = PerTurnLoader<number, UserRow>;

export function createUserLookup(db: Kysely<Database>, kind: DatabaseKind): UserLookup {
  return createPerTurnLoader(async (ids) => {
    const rows = await db.selectFrom('users').select(USER_COLUMNS).where(isAnyOf(kind, 'id', ids)).execute();
    return new Map(rows.map((row) => [row.id, row]));
  });
}
