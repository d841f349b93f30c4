import type { ApiErrorBody } from './api-error';

/**
 * Reads an error answer of the API, whatever arrived: anything missing or of the wrong type is
 * left out, so a proxy's page or an empty body reads as "no message". Written by hand, not with
 * `apiErrorSchema`, and kept apart from it: the first screen and the service worker use it, and
 * an import of api-error.ts would bring all of zod into their first download.
 */
export function readApiErrorBody(body: unknown): Partial<ApiErrorBody> {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code, fields } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message !== '' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    fields: isTextRecord(fields) ? fields : undefined,
  };
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string')
  );
}
