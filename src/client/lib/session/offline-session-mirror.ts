import type { User } from '../../../shared/schemas/auth';

/**
 * Keeps the device database's copy of the session in step with localStorage: the sync engine and
 * the service worker send queued surveys with it. Loaded on demand, so the first screen does not
 * wait for Dexie.
 */
async function offline() {
  const [{ deviceDb, syncEngine }, store, { clearLoginRequired }] = await Promise.all([
    import('../../offline/runtime'),
    import('../../offline/session-store'),
    import('../../offline/sync-engine'),
  ]);
  return { db: deviceDb(), syncEngine, store, clearLoginRequired };
}

export async function mirrorSignIn(token: string, user: User): Promise<void> {
  const { db, syncEngine, store, clearLoginRequired } = await offline();
  await store.saveSession(db, user, token);
  await clearLoginRequired(db);
  // Surveys that waited for this login may go now.
  syncEngine().kick();
}

export async function mirrorSignOut(userId: number): Promise<void> {
  const { db, store } = await offline();
  await store.forgetSession(db, userId);
}

/** The device database may be missing (private mode, storage blocked): the online app still works. */
export function reportMirrorFailure(error: unknown): void {
  console.error('Gagal menyimpan sesi di perangkat', error);
}
