import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type OfflineBundle, offlineBundleSchema } from '../../shared/schemas/offline-bundle';
import { requireAuth } from '../auth/guards';
import { recordHandout } from '../form-versions/hand-out';
import { ERROR_RESPONSES } from '../http/error-responses';
import { loadBundleEvents } from './offline-bundle.repo';

/**
 * Everything the survey form needs offline, in one answer: the active events inside the caller's
 * work area (docs/work-areas.md). The version is a hash of the content and of the area, so it
 * changes exactly when an event, questionnaire or question changes, and a bundle cached for one
 * area is never taken as current for another; a client that sends it back as If-None-Match gets a
 * 304 and downloads nothing. The forms are recorded as handed to this session either way (a 304
 * hands them too), so a survey filled on them may later be judged by them.
 */
export async function offlineBundleRoutes(app: FastifyInstance): Promise<void> {
  const schema = { response: { 200: offlineBundleSchema, ...ERROR_RESPONSES } };
  app.get('/offline-bundle', { onRequest: requireAuth('Admin', 'Surveyor'), schema }, async (request, reply) => {
    const area = request.user.wilayah_kerja;
    const events = await loadBundleEvents(app.db, app.databaseKind, request.user);
    const forms = events.flatMap((event) => event.kuesioner.map((form) => ({ kuesionerId: form.id, versi: form.versi_formulir, questions: form.pertanyaan })));
    await recordHandout(app.db, app.databaseKind, { sessionId: request.sessionId, userId: request.user.id }, forms);
    const version = createHash('sha256').update(JSON.stringify({ wilayah_kerja: area, events })).digest('base64url').slice(0, 22);
    const etag = `"${version}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bundle: OfflineBundle = { version, events };
    return bundle;
  });
}
