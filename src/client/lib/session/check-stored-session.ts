import type { User } from '../../../shared/schemas/auth';
import { schemaRef } from '../answer-check/schema-ref';
import { ApiError, apiRequest } from '../api-client';
import { nextTask } from '../idle';
import { deviceUserOf, forgetDeviceSession, reportDeviceSessionFailure, saveDeviceSession } from './device-session';
import { clearToken, readToken, removeOldUserCopy } from './stored-session';

/**
 * The user of the stored token, asked of GET /api/me at start (product spec). Only a 401, the
 * server's verdict on the token, drops it. Without network, or with anything else answering (a
 * server that is down, a proxy or captive portal's 4xx), the token is kept and the user the device
 * saved with it opens the app: a surveyor at a venue without signal stays signed in (docs/architecture.md).
 */
export async function checkStoredSession(): Promise<User | null> {
  // A page's first use of localStorage reads it from disk: about 10 ms here, a long task on a
  // phone, which joined the render that asked for the session. It gets a task of its own.
  await nextTask();
  removeOldUserCopy();
  const token = readToken();
  if (!token) return null;
  try {
    const user = await apiRequest('/api/me', schemaRef('auth', 'userSchema'));
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
