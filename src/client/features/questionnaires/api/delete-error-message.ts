import { ApiError } from '../../../lib/api-client';

/**
 * A delete the server refuses because answers were already collected (409) shows the server's
 * reason: the admin must learn why, not only that it failed. Anything else gets the spec's text.
 */
export function deleteErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409 && error.serverMessage) return error.serverMessage;
  return fallback;
}
