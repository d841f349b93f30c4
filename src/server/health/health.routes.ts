import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '../../shared/schemas/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.databaseKind };
  });
}
