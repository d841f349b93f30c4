import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BatchResult,
  batchItemSchema,
  batchJawabanRequestSchema,
  idempotencyKeyField,
  submitJawabanRequestSchema,
} from '../../shared/schemas/answers';
import { requireAuth, requireAuthBeforeValidation } from '../auth/guards';
import {
  createAnswerStore,
  type ItemOutcome,
  type KeyedSubmission,
  prefetchQuestions,
  type SubmitOptions,
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
  const collector = requireAuthBeforeValidation('Admin', 'Surveyor');
  const store = createAnswerStore(app.db);
  // Each request here is announced to the writer as it arrives, so the transaction it will join
  // waits for it while its token and questionnaire are read; released once its items are queued,
  // or when it ends without any (refused, or the client gone).
  const announced = new WeakMap<FastifyRequest, () => void>();
  const release = (request: FastifyRequest) => announced.get(request)?.();
  app.addHook('onRequest', async (request) => {
    announced.set(request, store.writer.expect());
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
  // A single answer's questionnaire is read while the token's user is (two round trips at once
  // instead of one after the other); the handler's checks then use what was read.
  const prefetched = new WeakMap<FastifyRequest, SubmitOptions['prefetched']>();
  const prefetch = async (request: FastifyRequest) => {
    prefetched.set(request, prefetchQuestions(store, (request.body as { kuesionerId?: unknown } | null)?.kuesionerId));
  };
  const options = (request: FastifyRequest): SubmitOptions => ({ queued: () => release(request), prefetched: prefetched.get(request) });

  app.post(
    '/jawaban',
    {
      onRequest: collector.onRequest,
      preValidation: [prefetch, collector.preValidation],
      schema: { body: submitJawabanRequestSchema, headers: idempotencyHeaders },
    },
    async (request, reply) => {
      // A client without the header (the spec's plain call) still gets exactly one response.
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const outcome = await submitAnswers(store, request.user, { submission: request.body, idempotencyKey: key }, options(request));
      return reply.status(outcome.status === 'created' ? 201 : 200).send(outcomeBody(outcome));
    },
  );

  app.post(
    '/jawaban/batch',
    {
      // Up to 8 MB: the user is read, and a refused one turned away, before the body is.
      onRequest: requireAuth('Admin', 'Surveyor'),
      schema: { body: batchJawabanRequestSchema },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request) => {
      const checked = request.body.items.map((item) => ({ item, parsed: batchItemSchema.safeParse(item) }));
      const valid = checked.flatMap(({ parsed }) => (parsed.success ? [keyed(parsed.data)] : []));
      // Every valid item is stored together; the results then go back in the items' order.
      const outcomes = await submitAll(store, request.user, valid, options(request));
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
