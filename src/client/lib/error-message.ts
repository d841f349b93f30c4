import { ApiError } from './api-client';

/**
 * Statuses whose message the API writes for the user: a refusal (4xx: a rule, a conflict, a record
 * that is gone, a role) and an outage that says the data is safe and to try again (503, 507). A
 * 500's message only says that something broke; the screen's own text says what did not happen.
 */
const tellsTheUser = (status: number) => status < 500 || status === 503 || status === 507;

/** The API's own Indonesian reason for a failed call, when it gave one meant for the user. */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && tellsTheUser(error.status) ? error.serverMessage : undefined;
}

/**
 * The client's one policy for what a failed call shows: the server's reason when it gave one
 * (serverReason), else the screen's own fixed error text (`fallback`, docs/screens.md#fixed-texts).
 * A call that got no answer of the API at all (no network, a page that is not ours) shows
 * `noAnswer` where a screen has a text of its own for that, and the fallback elsewhere.
 */
export function errorMessage(error: unknown, fallback: string, noAnswer = fallback): string {
  if (error instanceof ApiError) return serverReason(error) ?? fallback;
  return noAnswer;
}
