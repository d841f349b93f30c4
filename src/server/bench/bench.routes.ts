import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/guards';

/**
 * Registered only with SIS_BENCH_ROUTES=1 (tests/bench): the ingest benchmark's HTTP ceiling. It
 * takes the same request as POST /api/jawaban (body parsed, bearer token checked with its users
 * lookup) and stores nothing, so the gap between the two is what storing an answer costs.
 */
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  // 204 with no body: no response schema (http/response-contract.ts lists it).
  app.post('/bench/ceiling', { onRequest: requireAuth('Admin', 'Surveyor') }, async (_request, reply) => {
    return reply.status(204).send();
  });
}
