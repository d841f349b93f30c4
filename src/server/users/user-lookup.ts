import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import { createPerTurnLoader, type PerTurnLoader } from '../db/per-turn-loader';
import type { Database, UserRow } from '../db/schema';
import { USER_COLUMNS } from '../accounts/accounts.repo';

/**
 * The user of each request's session (the token's sid), read fresh for every request, one query
 * per turn: a session ended by logout, or a user deleted, is not found.
 */
export type UserLookup = PerTurnLoader<string, UserRow>;

const JOINED_USER_COLUMNS = USER_COLUMNS.map((column) => `u.${column}` as const);

export function createUserLookup(db: Kysely<Database>, kind: DatabaseKind): UserLookup {
  return createPerTurnLoader(async (sessionIds) => {
    const rows = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as session_id', ...JOINED_USER_COLUMNS])
      .where(isAnyOf(kind, 's.id', sessionIds))
      .execute();
    return new Map(rows.map(({ session_id, ...user }) => [session_id, user]));
  });
}
