import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERROR_CODES } from '../../shared/api-error';
import { AppError } from './app-error';

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

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

function answerFor(error: FastifyError): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error);
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body } = answerFor(error);
    if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
