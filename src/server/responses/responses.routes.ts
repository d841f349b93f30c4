import type { ResponseFlag } from '../../shared/economic-impact/respondent-flags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextDate, startOfDateInZone } from '../../shared/report-time-zone';
import { idParams } from '../../shared/schemas/fields';
import {
  myResponsListQuerySchema,
  type ResponsList,
  responsListQuerySchema,
  responsListSchema,
  riwayatStatusSchema,
  ubahStatusResponsRequestSchema,
  ubahStatusResponsResponseSchema,
} from '../../shared/schemas/responses';
import { requireAuth } from '../auth/guards';
import { recordActivity } from '../audit/record-activity';
import { assertEventExists } from '../events/event-guard';
import { isEventVisible } from '../events/events.repo';
import { conflict, notFound } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { listQuestionnaires } from '../questionnaires/questionnaires.repo';
import { assertResponseVisible } from './response-guard';
import { responseSubject } from './response-entries';
import { eventsOfForms, eventsOfSurveyor, flagsOfEvents, ownResponses } from './review-flags';
import { RESPONSE_NOT_FOUND } from './review.repo';
import {
  changeStatus,
  findResponseRow,
  readResponsePage,
  readStatusHistory,
  type ResponseFilter,
  toItems,
} from './responses.repo';


interface CommonQuery {
  halaman: number;
  per_halaman: number;
  dari?: string;
  sampai?: string;
  status?: ResponseFilter['status'];
  q?: string;
}

/**
 * Data Survei (issue 15): the responses one by one (their review is review.routes.ts, field
 * progress progress.routes.ts). Reading is for Admin and Instansi; a Surveyor reads their own through
 * /me/respons; only Admin voids.
 */
export async function responsesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;

  /** The filter's dates are whole days in the report time zone, `sampai` included. */
  function commonFilter(query: CommonQuery): ResponseFilter {
    return {
      from: query.dari ? startOfDateInZone(query.dari, zone) : undefined,
      to: query.sampai ? startOfDateInZone(nextDate(query.sampai), zone) : undefined,
      status: query.status,
      search: query.q || undefined,
    };
  }

  async function page(filter: ResponseFilter, query: CommonQuery, review: { flagged: ReadonlyMap<number, ResponseFlag>; waiting: number }): Promise<ResponsList> {
    const { rows, total } = await readResponsePage(db, app.databaseKind, filter, {
      limit: query.per_halaman,
      offset: (query.halaman - 1) * query.per_halaman,
    });
    return {
      data: await toItems(db, app.databaseKind, rows, review.flagged),
      total,
      halaman: query.halaman,
      per_halaman: query.per_halaman,
      zona_waktu: zone,
      jumlah_perlu_diperiksa: review.waiting,
    };
  }

  const listAnswers = { 200: responsListSchema, ...ERROR_RESPONSES };

  app.get(
    '/events/:id/respons',
    { onRequest: requireAuth('Admin', 'Instansi'), schema: { params: idParams, querystring: responsListQuerySchema, response: listAnswers } },
    async (request) => {
      const { query } = request;
      // The area is checked whatever the event holds: an event outside it is a missing one.
      await assertEventExists(db, request.params.id, request.user);
      const forms = await listQuestionnaires(db, request.params.id);
      const own = forms.map((form) => form.id);
      // A questionnaire of another event matches nothing here, as an unknown one does.
      const kuesionerIds = query.kuesioner_id === undefined ? own : own.filter((id) => id === query.kuesioner_id);
      const queue = [...(await app.impactReports.waitingForReview(request.params.id)).values()].filter((flag) => kuesionerIds.includes(flag.kuesioner_id));
      const ids = queue.map((flag) => flag.respons_id);
      const filter = { ...commonFilter(query), kuesionerIds, surveyorId: query.surveyor_id, ids: query.pemeriksaan === 'perlu' ? ids : undefined };
      return page(filter, query, { flagged: new Map(queue.map((flag) => [flag.respons_id, flag])), waiting: queue.length });
    },
  );

  app.get(
    '/me/respons',
    { onRequest: requireAuth('Admin', 'Surveyor'), schema: { querystring: myResponsListQuerySchema, response: listAnswers } },
    async (request) => {
      const { query } = request;
      const viewer = request.user;
      let kuesionerIds: number[] | undefined;
      if (query.event_id !== undefined) {
        // An event outside the caller's work area lists nothing, as an unknown event does.
        const visible = await isEventVisible(db, query.event_id, viewer);
        kuesionerIds = visible ? (await listQuestionnaires(db, query.event_id)).map((form) => form.id) : [];
      }
      if (query.kuesioner_id !== undefined) kuesionerIds = (kuesionerIds ?? [query.kuesioner_id]).filter((id) => id === query.kuesioner_id);
      const flags = await flagsOfEvents(app.impactReports, await eventsOfSurveyor(db, app.databaseKind, viewer.id, viewer, kuesionerIds));
      const queue = [...flags.values()].filter((flag) => !kuesionerIds || kuesionerIds.includes(flag.kuesioner_id)).map((flag) => flag.respons_id);
      const own = await ownResponses(db, app.databaseKind, viewer.id, queue);
      const flagged = new Map([...own].map((id) => [id, flags.get(id)!]));
      // Own responses to events since left outside the caller's area are not listed either.
      return page({ ...commonFilter(query), kuesionerIds, surveyorId: viewer.id, area: viewer }, query, { flagged, waiting: own.size });
    },
  );

  app.patch(
    '/respons/:id',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: ubahStatusResponsRequestSchema, response: { 200: ubahStatusResponsResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { status } = request.body;
      const alasan = request.body.alasan || null;
      await assertResponseVisible(db, request.params.id, request.user);
      // The change of status and its log entry commit together (docs/activity-log.md).
      const outcome = await db.transaction().execute(async (trx) => {
        const changed = await changeStatus(trx, { id: request.params.id, status, alasan, oleh: request.user });
        const subject = changed === 'changed' ? await responseSubject(trx, request.params.id) : null;
        if (subject) {
          const action = status === 'dibatalkan' ? 'respons_dibatalkan' : 'respons_dipulihkan';
          const before = { status: status === 'dibatalkan' ? 'diterima' : 'dibatalkan' };
          await recordActivity(trx, request, { action, ...subject, before, after: { status, alasan } });
        }
        return changed;
      });
      if (outcome === 'missing') throw notFound(RESPONSE_NOT_FOUND);
      if (outcome === 'unchanged') {
        throw conflict(status === 'dibatalkan' ? 'Data survei ini sudah dibatalkan.' : 'Data survei ini sudah diterima.');
      }
      const row = await findResponseRow(db, request.params.id);
      if (!row) throw notFound(RESPONSE_NOT_FOUND);
      const flags = await flagsOfEvents(app.impactReports, await eventsOfForms(db, app.databaseKind, [row.kuesioner_id]));
      const [respons] = await toItems(db, app.databaseKind, [row], flags);
      return {
        message: status === 'dibatalkan' ? 'Data survei berhasil dibatalkan.' : 'Data survei berhasil dipulihkan.',
        respons,
      };
    },
  );

  app.get(
    '/respons/:id/riwayat',
    { onRequest: requireAuth('Admin', 'Instansi'), schema: { params: idParams, response: { 200: riwayatStatusSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertResponseVisible(db, request.params.id, request.user);
      return { data: await readStatusHistory(db, request.params.id, { accounts: request.user.peran === 'Admin' }) };
    },
  );
}
