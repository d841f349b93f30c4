import type { User } from '../../shared/schemas/auth';
import type { OfflineDb, StoredSession } from './offline-db';

/**
 * The session's one store: the signed-in user with their token, per user, on the device. The app
 * opens offline with it, and the sync engine and the service worker (which cannot read
 * localStorage) send each user's queued surveys with that user's token.
 */
export async function saveSession(db: OfflineDb, user: User, token: string, now = new Date()): Promise<void> {
  await db.sessions.put({ userId: user.id, user, token, savedAt: now.toISOString() });
}

export function sessionOf(db: OfflineDb, userId: number): Promise<StoredSession | undefined> {
  return db.sessions.get(userId);
}

/** The session a token belongs to, if this device has seen it signed in. */
export function sessionWithToken(db: OfflineDb, token: string): Promise<StoredSession | undefined> {
  return db.sessions.filter((session) => session.token === token).first();
}

/** Forgets a user's token (logout, or a 401); their queued surveys stay for their next login. */
export async function forgetSession(db: OfflineDb, userId: number): Promise<void> {
  await db.sessions.delete(userId);
}
