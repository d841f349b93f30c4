import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsResponseSchema } from '../../shared/schemas/stats';
import { todayInZone } from '../../shared/report-time-zone';
import { requireAuth } from '../auth/guards';
import { ERROR_RESPONSES } from '../http/error-responses';
import { adminStats, surveyorStats } from './stats.repo';

/** GET /api/me/stats (docs/api.md#stats): the profile figures, by the caller's role. */
export async function statsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/me/stats',
    { onRequest: requireAuth(), schema: { response: { 200: statsResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { user } = request;
      // Each figure counts only what lies inside the caller's work area (docs/work-areas.md).
      if (user.peran === 'Admin') return adminStats(db, todayInZone(app.config.reportTimeZone), user);
      if (user.peran === 'Surveyor') return surveyorStats(db, user);
      // Instansi has no figures (docs/screens.md, "Profile"); an empty object keeps the client's
      // console clean.
      return {};
    },
  );
}
