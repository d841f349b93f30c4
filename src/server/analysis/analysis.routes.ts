import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analysisResultSchema } from '../../shared/schemas/analysis';
import { idParams } from '../../shared/schemas/fields';
import { requireAuth } from '../auth/guards';
import { assertEventExists } from '../events/event-guard';
import { ERROR_RESPONSES } from '../http/error-responses';
import { listQuestionnaireCounts } from '../questionnaires/questionnaires.repo';
import { countAnswers, countValues, listEventQuestions, summarizeNumbers } from './analysis.repo';
import { buildAnalysis } from './build-analysis';
import { wilayahList } from '../wilayah/wilayah';
import { checkThenSend } from './check-then-send';

/** The analysis report of one event (docs/api.md#analysis), for every role. */
export async function analysisRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, databaseKind } = app;

  app.get(
    '/events/:id/analisis',
    {
      onRequest: requireAuth('Admin', 'Surveyor', 'Instansi'),
      schema: { params: idParams, response: { 200: analysisResultSchema, ...ERROR_RESPONSES } },
      serializerCompiler: checkThenSend,
    },
    async (request) => {
      const eventId = request.params.id;
      await assertEventExists(db, eventId, request.user);
      // One snapshot for all the queries, so totals and counts agree while answers keep arriving.
      const rows = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => ({
          questionnaires: await listQuestionnaireCounts(trx, eventId),
          questions: await listEventQuestions(trx, eventId),
          counts: await countAnswers(trx, databaseKind, eventId),
          numbers: await summarizeNumbers(trx, eventId),
          values: await countValues(trx, eventId),
        }));
      return buildAnalysis(rows, wilayahList());
    },
  );
}
