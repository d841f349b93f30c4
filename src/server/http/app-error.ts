import { ERROR_CODES, type ErrorCode } from '../../shared/api-error';

/** An expected failure with its HTTP status, Indonesian message and machine code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait before trying again (Retry-After), for 429 and 503. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini.') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const unauthorized = (message = 'Sesi Anda telah berakhir. Silakan login kembali.') =>
  new AppError(401, ERROR_CODES.unauthorized, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields);
