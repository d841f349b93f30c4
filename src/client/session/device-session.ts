import type { User } from '../../shared/schemas/auth';
import { readToken } from './stored-token';

/**
 * The session's truth: the signed-in user with their token, per user, in the device database
 * (offline/session-store.ts says why). Its code, and Dexie's, load with the first use rather than
 * with the first screen.
 */
const onDevice = () => import('../offline/signed-in-session');

export async function saveDeviceSession(token: string, user: User): Promise<void> {
  const device = await onDevice();
  // Signed out (or in as someone else) while the device database's code loaded: not this device's to keep.
  if (readToken() !== token) return;
  await device.keepSignedInSession(token, user);
}

export async function forgetDeviceSession(userId: number): Promise<void> {
  await (await onDevice()).forgetSignedInSession(userId);
}

/** The user this device last saw signed in with the token: the app opens offline with them. */
export async function deviceUserOf(token: string): Promise<User | null> {
  return (await onDevice()).knownUserOf(token);
}

/** The device database may be missing (private mode, storage blocked): the online app still works. */
export function reportDeviceSessionFailure(error: unknown): void {
  console.error('Gagal menyimpan sesi di perangkat', error);
}
