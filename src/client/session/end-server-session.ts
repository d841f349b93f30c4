import { apiFetch } from '../lib/api-client';

/**
 * Keluar asks the server to end this device's session (POST /api/logout), so the token is dead
 * even where it was copied. It never stands in the way of leaving: offline the call is not tried,
 * and its answer or failure is not awaited. apiFetch reads the stored token as it is called, so
 * the token removed right after still goes with the call.
 */
export function endServerSession(): void {
  if (!navigator.onLine) return;
  apiFetch('/api/logout', { method: 'POST' }).catch((error: unknown) => {
    console.warn('Sesi di server tidak dapat diakhiri; token di perangkat ini tetap dihapus.', error);
  });
}
