import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { datePlus, nextDate, startOfDateInZone, todayInZone } from '../../shared/report-time-zone';
import { teamImportRequestSchema, teamImportResultSchema, teamRequestSchema, teamSchema } from '../../shared/schemas/teams';
import { hashPassword } from '../accounts/password';
import { recordActivity } from '../audit/record-activity';
import { requireAuth } from '../auth/guards';
import { nowIso } from '../db/now';
import { loadEvent } from '../events/event-guard';
import { badRequest } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import { inviteLink } from './invite-link';
import { parsePeopleCsv } from './team-csv';
import { importPerson, MAX_IMPORT_ROWS } from './team-import';
import { assertTeamMembers } from './team-members';
import { readTeam, replaceTeam, teamUserIds } from '../membership/team.repo';

/** A team as the log keeps it: whether it is required, and who with which target. */
const teamFields = (team: { wajib: boolean; anggota: readonly { user_id: number; target?: number | null }[] }) => ({
  wajib: team.wajib,
  anggota: team.anggota.map((member) => ({ user_id: member.user_id, target: member.target ?? null })),
});

/** How long a personal invite from an imported list works. */
const IMPORT_INVITE_DAYS = 7;

/** An event's survey team (docs/event-teams.md, docs/api.md#teams-and-invites): the Admins of its area. */
export async function teamsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, hashLimiter } = app;
  app.addHook('onRequest', requireAuth('Admin'));

  app.get('/events/:id/tim', { schema: { params: idParams, response: { 200: teamSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await loadEvent(db, request.params.id, request.user);
    return readTeam(db, request.params.id);
  });

  app.put(
    '/events/:id/tim',
    { schema: { params: idParams, body: teamRequestSchema, response: { 200: teamSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const event = await loadEvent(db, request.params.id, request.user);
      const ids = request.body.anggota.map((member) => member.user_id);
      await assertTeamMembers(db, app.databaseKind, request.user, event, ids, await teamUserIds(db, event.id));
      const before = await readTeam(db, event.id);
      await db.transaction().execute(async (trx) => {
        await replaceTeam(trx, event.id, request.body, nowIso());
        await recordActivity(trx, request, {
          action: 'tim_diubah',
          target: { kind: 'tim', id: event.id, name: event.nama_event },
          eventId: event.id,
          before: teamFields(before),
          after: teamFields(request.body),
        });
      });
      return readTeam(db, event.id);
    },
  );

  app.post(
    '/events/:id/tim/impor',
    { schema: { params: idParams, body: teamImportRequestSchema, response: { 200: teamImportResultSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const event = await loadEvent(db, request.params.id, request.user);
      const people = parsePeopleCsv(request.body.csv);
      if (people.length === 0) throw badRequest('Daftar kosong: tulis satu orang per baris, "nama,email".', { csv: 'Daftar kosong.' });
      if (people.length > MAX_IMPORT_ROWS) {
        throw badRequest(`Paling banyak ${MAX_IMPORT_ROWS} orang sekali impor.`, { csv: `Paling banyak ${MAX_IMPORT_ROWS} orang sekali impor.` });
      }
      const zone = app.config.reportTimeZone;
      const lastDay = datePlus(todayInZone(zone).tanggal, IMPORT_INVITE_DAYS - 1);
      const context = {
        db,
        admin: request.user,
        event,
        cara: request.body.cara,
        now: nowIso(),
        invite: { berlaku_sampai: lastDay, kedaluwarsa_pada: startOfDateInZone(nextDate(lastDay), zone) },
        hash: (password: string) => hashLimiter.run(request.ip, () => hashPassword(password)),
        linkOf: (kode: string) => inviteLink(request, kode),
      };
      const hasil = [];
      for (const person of people) hasil.push(await importPerson(context, person));
      const done = hasil.filter((row) => row.status !== 'ditolak').length;
      // Who was added or invited, never a first password or a link.
      const after = { cara: request.body.cara, hasil: hasil.map(({ baris, email, status }) => ({ baris, email, status })) };
      await recordActivity(db, request, { action: 'tim_diimpor', target: { kind: 'tim', id: event.id, name: event.nama_event }, eventId: event.id, after });
      return { message: `${done} dari ${hasil.length} orang diproses.`, hasil };
    },
  );
}
