import { z } from 'zod';
import './schemas/zod-config';

/** The body of every error answer of the API (docs/api.md#errors). */
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
  /** A login with the right password to an account that still waits for an Admin's approval. */
  accountPending: 'ACCOUNT_PENDING',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A link or code that existed but no longer works (an expired, used-up or revoked invite). */
  gone: 'GONE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  storageFull: 'INSUFFICIENT_STORAGE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
