import { ApiError } from '../../../lib/api-client';

/** How many sent surveys one page shows: small enough for a phone's screen and data plan. */
export const PER_HALAMAN_RIWAYAT = 20;

/** The server's message, else a plain one. */
export function historyErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Gagal mengambil riwayat survei dari server.';
}
