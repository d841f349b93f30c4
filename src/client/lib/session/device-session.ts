import type { User } from '../../../shared/schemas/auth';
import { OFFLINE_DB_NAME } from '../../offline/offline-db-name';
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

// What the device's copy was last saved from: a digest of the token and the user, never the user's
// details themselves (stored-session.ts).
const SAVED_KEY = 'sis:sesi-perangkat';

/**
 * A digest of the session, or null where the browser has none to give (an insecure origin): the
 * copy is then saved on every start, as before.
 */
async function sessionDigest(token: string, user: User): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new TextEncoder().encode(`${token}\n${JSON.stringify(user)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the device database is still there: the browser may evict it and keep localStorage. */
async function deviceDbExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === OFFLINE_DB_NAME);
}

export async function saveDeviceSession(token: string, user: User): Promise<void> {
  await whenIdle(SAVE_WAIT_MS);
  // Signed out (or in as someone else) meanwhile: that session is not the device's to keep.
  if (readToken() !== token) return;
  // Every start confirms the same session: the copy is written only when it changed, so a screen
  // that does not collect never loads the device database's code (tests/bench/RESULTS.md, issue 30).
  const digest = await sessionDigest(token, user);
  if (digest !== null && localStorage.getItem(SAVED_KEY) === digest && (await deviceDbExists())) return;
  await (await offline()).keepSignedInSession(token, user);
  if (digest !== null) localStorage.setItem(SAVED_KEY, digest);
}

export async function forgetDeviceSession(userId: number): Promise<void> {
  localStorage.removeItem(SAVED_KEY);
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
