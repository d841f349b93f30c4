import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { startSession } from '../accounts/sessions.repo';

/**
 * A token for a new session of the user: sub, the user; ver, their token_version (a new password
 * ends every older token, also on an instance that predates sessions); sid, the session, which
 * logout deletes.
 */
export async function issueToken(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'token_version'>,
  db: Kysely<Database> = app.db,
): Promise<string> {
  const sid = await startSession(db, user.id, app.config.tokenLifetimeSeconds);
  return app.jwt.sign({ sub: String(user.id), ver: user.token_version, sid });
}
