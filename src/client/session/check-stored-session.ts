import type { User } from '../../shared/schemas/auth';
import { ApiError, apiRequest } from '../lib/api-client';
import { deviceUserOf, forgetDeviceSession, reportDeviceSessionFailure, saveDeviceSession } from './device-session';
import { clearToken, readToken, removeOldCopies } from './stored-token';

/**
 * The user of the stored token, asked of GET /api/me at start. Only a 401, the server's verdict on
 * the token, drops it. Without network, or with anything else answering (a server that is down, a
 * proxy or captive portal's 4xx), the token is kept and the user the device saved with it opens
 * the app: a surveyor at a venue without signal stays signed in (docs/architecture.md#offline-on-the-phone).
 */
export async function checkStoredSession(): Promise<User | null> {
  removeOldCopies();
  const token = readToken();
  if (!token) return null;
  try {
    const user = await apiRequest<User>('/api/me');
    void saveDeviceSession(token, user).catch(reportDeviceSessionFailure);
    return user;
  } catch (error) {
    const known = await deviceUserOf(token).catch((failure: unknown) => {
      reportDeviceSessionFailure(failure);
      return null;
    });
    if (error instanceof ApiError && error.status === 401) {
      console.error('Gagal cek token', error);
      if (known) void forgetDeviceSession(known.id).catch(reportDeviceSessionFailure);
      clearToken();
      return null;
    }
    return known;
  }
}
