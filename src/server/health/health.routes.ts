import type { FastifyInstance } from 'fastify';
import type { HealthProblem, HealthResponse } from '../../shared/schemas/health';
import { OUTAGE_ANSWERS } from '../http/error-handler';

/** GET /api/health: what a load balancer and an operator ask. Truthful: it asks the database itself. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply): Promise<HealthResponse | HealthProblem> => {
    const { outage, since } = await app.databaseState.check();
    if (!outage) return { status: 'ok', database: app.databaseKind };
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
