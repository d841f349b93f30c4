import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInZone } from '../../shared/report-time-zone';
import { idParams } from '../../shared/schemas/fields';
import { progresAktifQuerySchema, progresEventAktifSchema, progresSchema } from '../../shared/schemas/progress';
import { requireAuth } from '../auth/guards';
import { assertEventExists } from '../events/event-guard';
import { listActiveEventIds } from '../events/events.repo';
import { ERROR_RESPONSES } from '../http/error-responses';
import { readProgress } from './progress.repo';

/**
 * Field progress (Admin, Instansi): one event's, and every active event's in one call, which the
 * Admin dashboard's "Progres Lapangan" cards read instead of one request per card.
 */
export async function progressRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;

  /** One event's progress today, with the responses of its segments that wait for review. */
  async function eventProgress(eventId: number, today: ReturnType<typeof todayInZone>) {
    const flags = await app.impactReports.waitingForReview(eventId);
    return { zona_waktu: zone, tanggal: today.tanggal, ...(await readProgress(db, app.databaseKind, eventId, today, flags.values())) };
  }

  app.get(
    '/events/:id/progres',
    { onRequest: requireAuth('Admin', 'Instansi'), schema: { params: idParams, response: { 200: progresSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      return eventProgress(request.params.id, todayInZone(zone));
    },
  );

  app.get(
    '/progres',
    {
      onRequest: requireAuth('Admin', 'Instansi'),
      schema: { querystring: progresAktifQuerySchema, response: { 200: progresEventAktifSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const today = todayInZone(zone);
      const events = [];
      for (const id of await listActiveEventIds(db, request.user)) events.push({ event_id: id, ...(await eventProgress(id, today)) });
      return { events };
    },
  );
}
