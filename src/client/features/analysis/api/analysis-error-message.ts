import { ApiError } from '../../../lib/api-client';

/** Spec section 8: the server's message, else "Gagal mengambil data analisis.". */
export function analysisErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Gagal mengambil data analisis.';
}
