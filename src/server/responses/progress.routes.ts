import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInZone } from '../../shared/report-time-zone';
import { progresAktifQuerySchema, progresEventAktifSchema } from '../../shared/schemas/progress';
import { requireAuth } from '../auth/guards';
import { listActiveEventIds } from '../events/events.repo';
import { ERROR_RESPONSES } from '../http/error-responses';
import { readProgress } from './progress.repo';

/**
 * The field progress of every active event in one call: the Admin dashboard's "Progres Lapangan"
 * cards read it instead of one request per card. Each event's part is what
 * GET /api/events/{id}/progres answers for it; who may read it is the same.
 */
export async function progressRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;

  app.get(
    '/progres',
    {
      onRequest: requireAuth('Admin', 'Instansi'),
      schema: { querystring: progresAktifQuerySchema, response: { 200: progresEventAktifSchema, ...ERROR_RESPONSES } },
    },
    async () => {
      const today = todayInZone(zone);
      const events = [];
      for (const id of await listActiveEventIds(db)) {
        const flags = await app.impactReports.waitingForReview(id);
        const progress = await readProgress(db, app.databaseKind, id, today, flags.values());
        events.push({ event_id: id, zona_waktu: zone, tanggal: today.tanggal, ...progress });
      }
      return { events };
    },
  );
}
