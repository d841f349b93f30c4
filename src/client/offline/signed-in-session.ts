import type { User } from '../../shared/schemas/auth';
import { deviceDb, syncEngine } from './runtime';
import { forgetSession, saveSession, sessionWithToken } from './session-store';
import { clearLoginRequired } from './sync-engine';

/** The app's door to the sessions kept on this device (session-store.ts says why they are kept). */

export async function keepSignedInSession(token: string, user: User): Promise<void> {
  const db = deviceDb();
  await saveSession(db, user, token);
  await clearLoginRequired(db);
  // Surveys that waited for this login may go now.
  syncEngine().kick();
}

export async function forgetSignedInSession(userId: number): Promise<void> {
  await forgetSession(deviceDb(), userId);
}

/** The user this device last saw signed in with the token. */
export async function knownUserOf(token: string): Promise<User | null> {
  return (await sessionWithToken(deviceDb(), token))?.user ?? null;
}
