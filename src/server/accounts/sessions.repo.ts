import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

/** A new session of the user (one sign-in on one device); its id goes into the token. */
export async function startSession(db: Kysely<Database>, userId: number, lifetimeSeconds: number): Promise<string> {
  // Random rather than counted: nothing about other sessions can be read from one's own id.
  const id = randomBytes(18).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + lifetimeSeconds * 1000).toISOString(),
    })
    .execute();
  return id;
}

/** Logout: the session's token is refused from now on. */
export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Every session of the user, on every device (a new password). */
export async function endUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Sessions whose tokens have expired anyway: they would otherwise stay forever. */
export async function sweepExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
