import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type OfflineBundle, offlineBundleSchema } from '../../shared/schemas/offline-bundle';
import { requireAuth } from '../auth/guards';
import { ERROR_RESPONSES } from '../http/error-responses';
import { loadBundleEvents } from './offline-bundle.repo';

/**
 * Everything the survey form needs offline, in one answer. The version is a hash of the content,
 * so it changes exactly when an event, questionnaire or question changes; a client that sends it
 * back as If-None-Match gets a 304 and downloads nothing.
 */
export async function offlineBundleRoutes(app: FastifyInstance): Promise<void> {
  const schema = { response: { 200: offlineBundleSchema, ...ERROR_RESPONSES } };
  app.get('/offline-bundle', { onRequest: requireAuth('Admin', 'Surveyor'), schema }, async (request, reply) => {
    const events = await loadBundleEvents(app.db, app.databaseKind);
    const version = createHash('sha256').update(JSON.stringify(events)).digest('base64url').slice(0, 22);
    const etag = `"${version}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bundle: OfflineBundle = { version, events };
    return bundle;
  });
}
