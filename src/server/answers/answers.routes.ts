import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BatchResult,
  batchItemSchema,
  batchJawabanRequestSchema,
  batchJawabanResponseSchema,
  idempotencyKeyField,
  submitJawabanRequestSchema,
  submitJawabanResponseSchema,
} from '../../shared/schemas/answers';
import { requireAuth } from '../auth/guards';
import { ERROR_RESPONSES } from '../http/error-responses';
import {
  createAnswerStore,
  type ItemOutcome,
  type KeyedSubmission,
  type SubmitOutcome,
  submitAll,
  submitAnswers,
} from './answers.service';

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

function keyed({ idempotencyKey, ...submission }: z.output<typeof batchItemSchema>): KeyedSubmission {
  return { submission, idempotencyKey };
}

function batchResult(idempotencyKey: string, outcome: ItemOutcome): BatchResult {
  return outcome.status === 'rejected'
    ? { idempotencyKey, status: 'rejected', message: outcome.error.message }
    : { idempotencyKey, status: outcome.status, id: outcome.id };
}

/** Survey answers from Surveyors (and Admins testing a form). Never rate limited. */
export async function answersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const collector = requireAuth('Admin', 'Surveyor');
  const store = createAnswerStore(app.db, app.databaseKind, app.config.reportTimeZone);

  app.post(
    '/jawaban',
    {
      onRequest: collector,
      schema: {
        body: submitJawabanRequestSchema,
        headers: idempotencyHeaders,
        response: { 200: submitJawabanResponseSchema, 201: submitJawabanResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // A client without the header (the original plain call) still gets exactly one response.
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const submitter = { user: request.user, sessionId: request.sessionId };
      const outcome = await submitAnswers(store, submitter, { submission: request.body, idempotencyKey: key });
      return reply.status(outcome.status === 'created' ? 201 : 200).send(outcomeBody(outcome));
    },
  );

  app.post(
    '/jawaban/batch',
    {
      // Up to 8 MB: the user is read, and a refused one turned away, before the body is.
      onRequest: collector,
      schema: { body: batchJawabanRequestSchema, response: { 200: batchJawabanResponseSchema, ...ERROR_RESPONSES } },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request) => {
      const checked = request.body.items.map((item) => ({ item, parsed: batchItemSchema.safeParse(item) }));
      const valid = checked.flatMap(({ parsed }) => (parsed.success ? [keyed(parsed.data)] : []));
      // Every valid item is stored together; the results then go back in the items' order.
      const outcomes = await submitAll(store, { user: request.user, sessionId: request.sessionId }, valid);
      let next = 0;
      const results: BatchResult[] = checked.map(({ item, parsed }) =>
        parsed.success
          ? batchResult(parsed.data.idempotencyKey, outcomes[next++])
          : { idempotencyKey: keyOf(item), status: 'rejected', message: parsed.error.issues[0].message },
      );
      return { results };
    },
  );
}
