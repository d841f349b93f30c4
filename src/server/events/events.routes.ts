import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventDeleteResponseSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventMutationResponseSchema,
  eventSchema,
  eventStatusRequestSchema,
  type ParsedEventInput,
} from '../../shared/schemas/events';
import { idParams } from '../../shared/schemas/fields';
import { requireAuth } from '../auth/guards';
import { isForeignKeyViolation } from '../db/errors';
import { badRequest, conflict } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { kategoriExists } from '../kategori/kategori.repo';
import {
  createEvent,
  deleteEvent,
  listEvents,
  setEventStatus,
  updateEvent,
} from './events.repo';
import { assertEventExists, eventNotFound, loadEvent } from './event-guard';
import { placeToSave } from './event-place';

async function checkKategori(app: FastifyInstance, input: ParsedEventInput): Promise<void> {
  if (input.kategori_olahraga_id && !(await kategoriExists(app.db, input.kategori_olahraga_id))) {
    throw badRequest('Kategori olahraga tidak ditemukan.', {
      kategori_olahraga_id: 'Kategori olahraga tidak ditemukan.',
    });
  }
}

/** Events: every role reads those in its work area; only an Admin of the area changes them (docs/work-areas.md). */
export async function eventsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/events',
    { onRequest: requireAuth(), schema: { querystring: eventListQuerySchema, response: { 200: eventListSchema, ...ERROR_RESPONSES } } },
    async (request) => listEvents(db, app.databaseKind, request.user, request.query.status),
  );

  app.get(
    '/events/:id',
    { onRequest: requireAuth(), schema: { params: idParams, response: { 200: eventSchema, ...ERROR_RESPONSES } } },
    async (request) => loadEvent(db, request.params.id, request.user),
  );

  app.post(
    '/events',
    { onRequest: requireAuth('Admin'), schema: { body: eventInputSchema, response: { 201: eventMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await checkKategori(app, request.body);
      const wilayah = await placeToSave(db, request.user, request.body.wilayah);
      const id = await createEvent(db, { ...request.body, wilayah });
      return reply.status(201).send({ message: 'Event berhasil ditambahkan.', event: await loadEvent(db, id, request.user) });
    },
  );

  app.put(
    '/events/:id',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: eventInputSchema, response: { 200: eventMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      await checkKategori(app, request.body);
      const wilayah = await placeToSave(db, request.user, request.body.wilayah, request.params.id);
      if (!(await updateEvent(db, request.params.id, { ...request.body, wilayah }))) throw eventNotFound();
      return { message: 'Event berhasil diperbarui.', event: await loadEvent(db, request.params.id, request.user) };
    },
  );

  app.patch(
    '/events/:id/status',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: eventStatusRequestSchema, response: { 200: eventMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { status } = request.body;
      await assertEventExists(db, request.params.id, request.user);
      if (!(await setEventStatus(db, request.params.id, status))) throw eventNotFound();
      return {
        message: status === 'aktif' ? 'Event berhasil diaktifkan.' : 'Event berhasil diarsipkan.',
        event: await loadEvent(db, request.params.id, request.user),
      };
    },
  );

  app.delete(
    '/events/:id',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, response: { 200: eventDeleteResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      let removed: number | undefined;
      try {
        removed = await deleteEvent(db, request.params.id);
      } catch (error) {
        // An answer for this event was stored while it was being deleted: nothing was removed.
        if (isForeignKeyViolation(error)) {
          throw conflict('Event sedang menerima data survei baru. Silakan coba hapus lagi.');
        }
        throw error;
      }
      if (removed === undefined) throw eventNotFound();
      return {
        message: `Event berhasil dihapus beserta ${removed} data survei.`,
        jumlah_respons_terhapus: removed,
      };
    },
  );
}
