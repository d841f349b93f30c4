import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_CONTRACT_VERSION } from '../../shared/api-contract';
import { apiErrorSchema } from '../../shared/api-error';
import { type HealthProblem, type HealthResponse, healthProblemSchema, healthResponseSchema } from '../../shared/schemas/health';
import { OUTAGE_ANSWERS } from '../http/error-handler';
import { ERROR_RESPONSES } from '../http/error-responses';

// A 503 is the health answer, or the error body of a server that is closing (http/graceful-close.ts).
const response = { 200: healthResponseSchema, 503: z.union([healthProblemSchema, apiErrorSchema]), ...ERROR_RESPONSES };

/** GET /api/health: what a load balancer and an operator ask. Truthful: it asks the database itself. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { response } }, async (_request, reply): Promise<HealthResponse | HealthProblem> => {
    const { outage, since } = await app.databaseState.check();
    if (!outage) return { status: 'ok', database: app.databaseKind, versi_kontrak: API_CONTRACT_VERSION };
    const answer = OUTAGE_ANSWERS[outage];
    reply.status(503).header('retry-after', String(answer.retryAfter));
    return {
      status: outage === 'disk-full' ? 'degraded' : 'unavailable',
      database: app.databaseKind,
      message: answer.body.message,
      ...(since ? { sejak: since } : {}),
    };
  });
}
