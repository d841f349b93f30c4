import type { User } from '../../../shared/schemas/auth';
import { whenIdle } from '../idle';
import { readToken } from './stored-session';

/**
 * The session on the device (offline/device-session.ts), loaded on demand so the first screen does
 * not wait for Dexie's download.
 */
const offline = () => import('../../offline/device-session');

// Saving the session refreshes the device's copy: it waits for the first screen to be up (the
// device database's code and its opening would otherwise share the main thread with it).
const SAVE_WAIT_MS = 3000;

export async function saveDeviceSession(token: string, user: User): Promise<void> {
  await whenIdle(SAVE_WAIT_MS);
  // Signed out (or in as someone else) meanwhile: that session is not the device's to keep.
  if (readToken() !== token) return;
  await (await offline()).keepSignedInSession(token, user);
}

export async function forgetDeviceSession(userId: number): Promise<void> {
  await (await offline()).forgetSignedInSession(userId);
}

/** The user this device last saw signed in with the token: the app opens offline with them. */
export async function deviceUserOf(token: string): Promise<User | null> {
  return (await offline()).knownUserOf(token);
}

/** The device database may be missing (private mode, storage blocked): the online app still works. */
export function reportDeviceSessionFailure(error: unknown): void {
  console.error('Gagal menyimpan sesi di perangkat', error);
}
