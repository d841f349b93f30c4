import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth';
import { idParams } from '../../shared/schemas/fields';
import { datePlus, nextDate, startOfDateInZone, todayInZone } from '../../shared/report-time-zone';
import {
  createInviteRequestSchema,
  type Invite,
  inviteCodeParams,
  inviteInfoSchema,
  inviteListSchema,
  inviteSchema,
  joinInviteResponseSchema,
} from '../../shared/schemas/teams';
import { recordActivity } from '../audit/record-activity';
import { addressBudget } from '../auth/address-budget';
import { requireAuth } from '../auth/guards';
import { findUserById } from '../accounts/accounts.repo';
import { nowIso } from '../db/now';
import { assertEventExists, loadEvent } from '../events/event-guard';
import { isEventVisible } from '../events/events.repo';
import { badRequest, conflict, notFound } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { INVITE_NOT_FOUND, joinWithInvite, NO_PLACE, usableInvite } from '../membership/enrol';
import { newInviteCode } from '../membership/invite-code';
import { inviteLink } from './invite-link';
import { inviteQrSvg } from './invite-qr';
import { findInvite, insertInvite, type InviteRow, inviteStatus, listInvites, revokeInvite } from '../membership/invites.repo';

/** The longest an invite may be set to work: a season of fieldwork. */
const MAX_INVITE_DAYS = 366;

/**
 * Wrong codes an address may try in a window (docs/event-teams.md): a code that exists, spent or
 * not, costs nothing, so a venue full of surveyors scanning one code is never turned away.
 */
const GUESS_BUDGET = { max: 30, timeWindowMs: 15 * 60_000, refundSuccess: true };

function toInvite(request: FastifyRequest, row: InviteRow, now: string): Invite {
  const tautan = inviteLink(request, row.kode);
  return {
    kode: row.kode,
    event_id: row.event_id,
    tautan,
    qr_svg: inviteQrSvg(tautan),
    berlaku_sampai: row.berlaku_sampai,
    maks_penggunaan: row.maks_penggunaan,
    jumlah_penggunaan: row.jumlah_penggunaan,
    status: inviteStatus(row, now),
    dibuat_pada: row.dibuat_pada,
  };
}

/** Invite codes (docs/event-teams.md, docs/api.md#teams-and-invites): Admins make them, anyone with one enrols. */
export async function invitesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const zone = app.config.reportTimeZone;
  const guesses = addressBudget(GUESS_BUDGET, (reply) => reply.statusCode === 404);

  app.post(
    '/events/:id/undangan',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, body: createInviteRequestSchema, response: { 201: inviteSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const event = await loadEvent(db, request.params.id, request.user);
      // The code puts people in the event's regency: an event without one has nowhere to put them.
      if (event.wilayah === null) throw conflict(NO_PLACE);
      const { berlaku_sampai, maks_penggunaan } = request.body;
      const today = todayInZone(zone).tanggal;
      const latest = datePlus(today, MAX_INVITE_DAYS);
      if (berlaku_sampai < today) throw badRequest('Tanggal berlaku tidak boleh sebelum hari ini.', { berlaku_sampai: 'Tanggal berlaku tidak boleh sebelum hari ini.' });
      if (berlaku_sampai > latest) throw badRequest('Undangan paling lama berlaku satu tahun.', { berlaku_sampai: 'Undangan paling lama berlaku satu tahun.' });
      const now = nowIso();
      const row = await insertInvite(db, {
        kode: newInviteCode(),
        event_id: request.params.id,
        dibuat_oleh: request.user.id,
        berlaku_sampai,
        kedaluwarsa_pada: startOfDateInZone(nextDate(berlaku_sampai), zone),
        maks_penggunaan,
        dibuat_pada: now,
      });
      await recordActivity(db, request, {
        action: 'undangan_dibuat',
        target: { kind: 'undangan', id: null, name: row.kode },
        eventId: row.event_id,
        after: { berlaku_sampai, maks_penggunaan },
      });
      return reply.status(201).send(toInvite(request, row, now));
    },
  );

  app.get(
    '/events/:id/undangan',
    { onRequest: requireAuth('Admin'), schema: { params: idParams, response: { 200: inviteListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await assertEventExists(db, request.params.id, request.user);
      const now = nowIso();
      return (await listInvites(db, request.params.id)).map((row) => toInvite(request, row, now));
    },
  );

  app.delete(
    '/undangan/:kode',
    { onRequest: requireAuth('Admin'), schema: { params: inviteCodeParams, response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const invite = await findInvite(db, request.params.kode);
      if (!invite) throw notFound(INVITE_NOT_FOUND);
      // An invite of an event outside the Admin's area is one it cannot know of.
      if (!(await isEventVisible(db, invite.event_id, request.user))) throw notFound(INVITE_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await revokeInvite(trx, invite.kode, nowIso());
        await recordActivity(trx, request, { action: 'undangan_dicabut', target: { kind: 'undangan', id: null, name: invite.kode }, eventId: invite.event_id });
      });
      return { message: 'Kode undangan dicabut. Kode ini tidak dapat dipakai lagi.' };
    },
  );

  app.get(
    '/undangan/:kode',
    { ...guesses, schema: { params: inviteCodeParams, response: { 200: inviteInfoSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { invite, event } = await usableInvite(db, request.params.kode, nowIso());
      const { id, nama_event, lokasi, tanggal_mulai, tanggal_selesai } = event;
      return { kode: invite.kode, event: { id, nama_event, lokasi, tanggal_mulai, tanggal_selesai }, berlaku_sampai: invite.berlaku_sampai };
    },
  );

  app.post(
    '/undangan/:kode/gabung',
    { onRequest: [guesses.onRequest, requireAuth()], onResponse: guesses.onResponse, schema: { params: inviteCodeParams, response: { 200: joinInviteResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const user = await findUserById(db, request.user.id);
      if (!user) throw notFound(INVITE_NOT_FOUND);
      const eventId = await joinWithInvite(db, request, request.params.kode, user, nowIso());
      return { message: 'Anda sekarang anggota tim survei event ini. Formulirnya akan tersedia di Input Survei.', event_id: eventId };
    },
  );
}
