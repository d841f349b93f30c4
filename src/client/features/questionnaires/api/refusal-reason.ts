import { ApiError } from '../../../lib/api-client';

/**
 * Why the server refused a change it judged (400: a rule of the form; 409: answers already
 * collected), to show under the spec's failure text; undefined for an outage or a network error.
 */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.serverMessage : undefined;
}
