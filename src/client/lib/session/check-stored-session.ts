import type { User } from '../../../shared/schemas/auth';
import { ApiError, apiRequest } from '../api-client';
import { mirrorSignIn, mirrorSignOut, reportMirrorFailure } from './offline-session-mirror';
import { clearStoredSession, readStoredUser, readToken, storeUser } from './stored-session';

/**
 * The user of the stored token, asked of GET /api/me at start (spec section 4). Only a 401, the
 * server's verdict on the token, drops it. Without network, or with anything else answering (a
 * server that is down, a proxy or captive portal's 4xx), the token is kept and the cached user
 * opens the app, so a surveyor at a venue without signal stays signed in (DESIGN.md).
 */
export async function checkStoredSession(): Promise<User | null> {
  const token = readToken();
  if (!token) return null;
  try {
    const user = await apiRequest<User>('/api/me');
    storeUser(user);
    void mirrorSignIn(token, user).catch(reportMirrorFailure);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      console.error('Gagal cek token', error);
      const cached = readStoredUser();
      if (cached) void mirrorSignOut(cached.id).catch(reportMirrorFailure);
      clearStoredSession();
      return null;
    }
    return readStoredUser();
  }
}
