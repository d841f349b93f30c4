import type { User } from '../../../shared/schemas/auth';

/**
 * The session on the device (offline/session-store.ts), loaded on demand so the first screen does
 * not wait for Dexie's download.
 */
async function offline() {
  const [{ deviceDb, syncEngine }, store, { clearLoginRequired }] = await Promise.all([
    import('../../offline/runtime'),
    import('../../offline/session-store'),
    import('../../offline/sync-engine'),
  ]);
  return { db: deviceDb(), syncEngine, store, clearLoginRequired };
}

export async function saveDeviceSession(token: string, user: User): Promise<void> {
  const { db, syncEngine, store, clearLoginRequired } = await offline();
  await store.saveSession(db, user, token);
  await clearLoginRequired(db);
  // Surveys that waited for this login may go now.
  syncEngine().kick();
}

export async function forgetDeviceSession(userId: number): Promise<void> {
  const { db, store } = await offline();
  await store.forgetSession(db, userId);
}

/** The user this device last saw signed in with the token: the app opens offline with them. */
export async function deviceUserOf(token: string): Promise<User | null> {
  const { db, store } = await offline();
  return (await store.sessionWithToken(db, token))?.user ?? null;
}

/** The device database may be missing (private mode, storage blocked): the online app still works. */
export function reportDeviceSessionFailure(error: unknown): void {
  console.error('Gagal menyimpan sesi di perangkat', error);
}
