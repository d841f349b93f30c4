import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERROR_CODES } from '../../shared/api-error';
import { type Outage, outageOf } from '../db/outage';
import type { OutageLog } from './outage-log';
import { AppError } from './app-error';

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  /** Seconds the client should wait before trying again (Retry-After). */
  retryAfter?: number;
}

/**
 * The database's state, not the request's fault: nothing was stored, the client keeps its data
 * and tries again after Retry-After. A surveyor's phone does so by itself (offline/transport.ts).
 */
export const OUTAGE_ANSWERS: Record<Outage, ErrorAnswer> = {
  'disk-full': {
    status: 507,
    retryAfter: 60,
    body: {
      message: 'Penyimpanan server penuh atau tidak dapat ditulis, jadi data belum dapat disimpan. Data Anda tetap aman di perangkat; kirim lagi nanti.',
      code: ERROR_CODES.storageFull,
    },
  },
  unavailable: {
    status: 503,
    retryAfter: 5,
    body: {
      message: 'Database server sedang tidak dapat dihubungi, jadi data belum dapat disimpan. Data Anda tetap aman; silakan coba lagi sebentar lagi.',
      code: ERROR_CODES.unavailable,
    },
  },
};

function validationAnswer(error: FastifyError): ErrorAnswer {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    // fastify-type-provider-zod keeps the zod path only as instancePath ("/jawaban/0/isi").
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    fields[key] ??= issue.message ?? 'Data tidak valid.';
  }
  const first = Object.values(fields)[0] ?? 'Data yang dikirim tidak valid.';
  return { status: 400, body: { message: first, code: ERROR_CODES.validation, fields } };
}

/** Fastify's own client errors, in Indonesian. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { message: 'Format JSON tidak valid.', code: ERROR_CODES.invalidJson },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { message: 'Data yang dikirim kosong.', code: ERROR_CODES.invalidJson },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { message: 'Data yang dikirim terlalu besar.', code: ERROR_CODES.payloadTooLarge },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: {
      message: 'Tipe konten tidak didukung. Kirim data sebagai JSON.',
      code: ERROR_CODES.unsupportedMediaType,
    },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { message: 'Panjang data tidak sesuai.', code: ERROR_CODES.validation },
  },
};

function answerFor(error: FastifyError): ErrorAnswer & { outage?: Outage } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      },
      retryAfter: error.retryAfter,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error);
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  const outage = outageOf(error);
  if (outage) return { ...OUTAGE_ANSWERS[outage], outage };
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { message: error.message, code: ERROR_CODES.rateLimited } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { message: 'Permintaan tidak valid.', code: ERROR_CODES.validation } };
  }
  return {
    status: 500,
    body: { message: 'Terjadi kesalahan pada server.', code: ERROR_CODES.internal },
  };
}

/** Every error's answer; a refusal for an outage goes to the outage log instead of a stack per request. */
export function registerErrorHandling(app: FastifyInstance, outageLog: OutageLog): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body, retryAfter, outage } = answerFor(error);
    if (outage) outageLog.refused(outage, error);
    else if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
    app.databaseState.noteError(error);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
}
