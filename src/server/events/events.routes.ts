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
import { eventEdit, eventFields, eventTarget } from '../audit/event-entries';
import { recordActivity } from '../audit/record-activity';
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
      // The event and its log entry commit together (docs/activity-log.md).
      const event = await db.transaction().execute(async (trx) => {
        const created = await loadEvent(trx, await createEvent(trx, { ...request.body, wilayah }), request.user);
        await recordActivity(trx, request, { action: 'event_dibuat', target: eventTarget(created), eventId: created.id, after: eventFields(created) });
        return created;
      });
      return reply.status(201).send({ message: 'Event berhasil ditambahkan.', event });
    },
  );

  app.put(
    '/events/:id',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: eventInputSchema, response: { 200: eventMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      await checkKategori(app, request.body);
      const wilayah = await placeToSave(db, request.user, request.body.wilayah, request.params.id);
      const event = await db.transaction().execute(async (trx) => {
        const before = await loadEvent(trx, request.params.id, request.user);
        if (!(await updateEvent(trx, request.params.id, { ...request.body, wilayah }))) throw eventNotFound();
        const after = await loadEvent(trx, request.params.id, request.user);
        const entry = eventEdit(before, after);
        if (entry) await recordActivity(trx, request, entry);
        return after;
      });
      return { message: 'Event berhasil diperbarui.', event };
    },
  );

  app.patch(
    '/events/:id/status',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: eventStatusRequestSchema, response: { 200: eventMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { status } = request.body;
      const event = await db.transaction().execute(async (trx) => {
        const before = await loadEvent(trx, request.params.id, request.user);
        if (!(await setEventStatus(trx, request.params.id, status))) throw eventNotFound();
        const after = await loadEvent(trx, request.params.id, request.user);
        // Archiving an archived event changes nothing, and leaves no entry.
        if (before.status !== status) {
          const action = status === 'aktif' ? 'event_diaktifkan' : 'event_diarsipkan';
          await recordActivity(trx, request, { action, target: eventTarget(after), eventId: after.id, before: { status: before.status }, after: { status } });
        }
        return after;
      });
      return { message: status === 'aktif' ? 'Event berhasil diaktifkan.' : 'Event berhasil diarsipkan.', event };
    },
  );

  app.delete(
    '/events/:id',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, response: { 200: eventDeleteResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const event = await loadEvent(db, request.params.id, request.user);
      let removed: number | undefined;
      try {
        removed = await db.transaction().execute(async (trx) => {
          const count = await deleteEvent(trx, event.id);
          if (count !== undefined) {
            const after = { jumlah_respons_terhapus: count };
            await recordActivity(trx, request, { action: 'event_dihapus', target: eventTarget(event), eventId: event.id, before: eventFields(event), after });
          }
          return count;
        });
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
