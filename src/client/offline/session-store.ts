import type { User } from '../../shared/schemas/auth';
import type { OfflineDb, StoredSession } from './offline-db';

const CURRENT = 'currentUserId';

export async function saveSession(db: OfflineDb, user: User, token: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.sessions, db.meta, async () => {
    await db.sessions.put({ userId: user.id, user, token, savedAt: now.toISOString() });
    await db.meta.put({ key: CURRENT, value: user.id });
  });
}

export async function currentSession(db: OfflineDb): Promise<StoredSession | undefined> {
  const id = (await db.meta.get(CURRENT))?.value;
  return typeof id === 'number' ? db.sessions.get(id) : undefined;
}

export function sessionOf(db: OfflineDb, userId: number): Promise<StoredSession | undefined> {
  return db.sessions.get(userId);
}

/** Forgets a user's token (logout, or a 401); their queued surveys stay for their next login. */
export async function forgetSession(db: OfflineDb, userId: number): Promise<void> {
  await db.transaction('rw', db.sessions, db.meta, async () => {
    await db.sessions.delete(userId);
    if ((await db.meta.get(CURRENT))?.value === userId) await db.meta.delete(CURRENT);
  });
}
