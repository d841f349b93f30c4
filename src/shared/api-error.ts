import { z } from 'zod';

/** The body of every error answer of the API (DESIGN.md, "API"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Reads an error answer of the API, whatever arrived: anything missing or of the wrong type is
 * left out, so a proxy's page or an empty body reads as "no message". Written by hand, not with
 * `apiErrorSchema`, because the survey screen and the service worker use it and do not load zod.
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
