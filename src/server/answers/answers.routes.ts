import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BatchResult,
  batchItemSchema,
  batchJawabanRequestSchema,
  idempotencyKeyField,
  submitJawabanRequestSchema,
} from '../../shared/schemas/answers';
import { requireAuth } from '../auth/guards';
import { AppError } from '../http/app-error';
import { type SubmitOutcome, submitAnswers } from './answers.service';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeyField.optional() });

const SAVED = 'Jawaban berhasil disimpan.';
const ALREADY_SAVED = 'Jawaban ini sudah tersimpan sebelumnya.';

function outcomeBody(outcome: SubmitOutcome) {
  return {
    message: outcome.status === 'created' ? SAVED : ALREADY_SAVED,
    id: outcome.id,
    duplicate: outcome.status === 'duplicate',
  };
}

function keyOf(item: unknown): string | null {
  const key = (item as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === 'string' ? key : null;
}

/** Survey answers from Surveyors (and Admins testing a form). Never rate limited. */
export async function answersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const collectors = requireAuth('Admin', 'Surveyor');

  app.post(
    '/jawaban',
    { onRequest: collectors, schema: { body: submitJawabanRequestSchema, headers: idempotencyHeaders } },
    async (request, reply) => {
      // A client without the header (the spec's plain call) still gets exactly one response.
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const outcome = await submitAnswers(app.db, request.user, request.body, key);
      return reply.status(outcome.status === 'created' ? 201 : 200).send(outcomeBody(outcome));
    },
  );

  app.post(
    '/jawaban/batch',
    {
      onRequest: collectors,
      schema: { body: batchJawabanRequestSchema },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request) => {
      const results: BatchResult[] = [];
      for (const item of request.body.items) {
        const parsed = batchItemSchema.safeParse(item);
        if (!parsed.success) {
          results.push({ idempotencyKey: keyOf(item), status: 'rejected', message: parsed.error.issues[0].message });
          continue;
        }
        const { idempotencyKey, ...submission } = parsed.data;
        try {
          const outcome = await submitAnswers(app.db, request.user, submission, idempotencyKey);
          results.push({ idempotencyKey, status: outcome.status, id: outcome.id });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ idempotencyKey, status: 'rejected', message: error.message });
        }
      }
      return { results };
    },
  );
}
