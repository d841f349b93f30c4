import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '../../shared/api-error';
import type { InviteStatus } from '../../shared/schemas/teams';
import { isInsideArea } from '../../shared/work-area';
import { insertUser, type NewUser, PUBLIC_COLUMNS } from '../accounts/accounts.repo';
import type { User } from '../../shared/schemas/auth';
import { recordActivity } from '../audit/record-activity';
import type { Database, UserRow } from '../db/schema';
import { AppError, conflict, notFound } from '../http/app-error';
import { findInvite, type InviteRow, inviteStatus, takeInviteUse } from './invites.repo';
import { isActiveMember, putMember } from './team.repo';

/** Enrolling with an invite code (docs/event-teams.md): the invite is the approval. */

export const INVITE_NOT_FOUND = 'Kode undangan tidak ditemukan. Periksa kembali kodenya.';
const UNUSABLE: Record<Exclude<InviteStatus, 'aktif'>, string> = {
  kedaluwarsa: 'Kode undangan sudah kedaluwarsa. Minta kode baru kepada Admin event.',
  habis: 'Kode undangan sudah mencapai batas penggunaan. Minta kode baru kepada Admin event.',
  dicabut: 'Kode undangan sudah dicabut oleh Admin event.',
};
const ALREADY_MEMBER = 'Anda sudah menjadi anggota tim survei event ini.';
const NOT_FOR_INSTANSI = 'Undangan ini untuk Surveyor. Akun Instansi tidak dapat bergabung ke tim survei.';
export const NO_PLACE =
  'Event ini belum memiliki kabupaten/kota, jadi kode undangannya tidak dapat dipakai. Minta Admin event menetapkan kabupaten/kota event terlebih dahulu.';
const ADMIN_ELSEWHERE =
  'Wilayah kerja Anda tidak mencakup event ini. Kode undangan tidak memindahkan wilayah kerja Admin; minta Admin event menambahkan Anda ke tim.';

export interface UsableInvite {
  invite: InviteRow;
  event: { id: number; nama_event: string; lokasi: string; tanggal_mulai: string; tanggal_selesai: string; wilayah: string | null };
}

/** The invite and its event while the code works; 404 for an unknown code, 410 with the reason for a spent one. */
export async function usableInvite(db: Kysely<Database>, kode: string, now: string): Promise<UsableInvite> {
  const invite = await findInvite(db, kode);
  if (!invite) throw notFound(INVITE_NOT_FOUND);
  const status = inviteStatus(invite, now);
  if (status !== 'aktif') throw new AppError(410, ERROR_CODES.gone, UNUSABLE[status]);
  const event = await db
    .selectFrom('events')
    .select(['id', 'nama_event', 'lokasi', 'tanggal_mulai', 'tanggal_selesai', 'wilayah'])
    .where('id', '=', invite.event_id)
    .executeTakeFirstOrThrow();
  return { invite, event };
}

/** Takes a use of the code inside the caller's transaction, or says why it no longer works. */
async function spendUse(trx: Kysely<Database>, kode: string, now: string): Promise<void> {
  if (await takeInviteUse(trx, kode, now)) return;
  // Spent since it was read (the last use taken by someone else, revoked, expired): say which.
  await usableInvite(trx, kode, now);
  throw new AppError(410, ERROR_CODES.gone, UNUSABLE.habis);
}

/**
 * A signed-in account joins the team with a code. A Surveyor becomes a member, and one whose work
 * area does not reach the event is moved to the event's regency, so it sees what it was invited
 * to; an Admin joins only an event inside its own area. A current member spends no use.
 */
/** The use of a code in the activity log, last in the enrolment's transaction (docs/activity-log.md). */
function recordUse(trx: Kysely<Database>, request: FastifyRequest, kode: string, actor: User, eventId: number, registered: boolean): Promise<void> {
  return recordActivity(trx, request, {
    action: 'undangan_digunakan',
    actor,
    target: { kind: 'undangan', id: null, name: kode },
    eventId,
    after: { akun_baru: registered, wilayah_kerja: actor.wilayah_kerja },
  });
}

export async function joinWithInvite(db: Kysely<Database>, request: FastifyRequest, kode: string, user: UserRow, now: string): Promise<number> {
  const { event } = await usableInvite(db, kode, now);
  if (user.peran === 'Instansi') throw conflict(NOT_FOR_INSTANSI);
  // A code moves a Surveyor to the event's regency; it never widens an account to national, nor
  // moves an Admin's reach (docs/event-teams.md).
  if (event.wilayah === null) throw conflict(NO_PLACE);
  if (user.peran === 'Admin' && !isInsideArea(user.wilayah_kerja, event.wilayah)) throw conflict(ADMIN_ELSEWHERE);
  if (await isActiveMember(db, event.id, user.id)) throw conflict(ALREADY_MEMBER);
  await db.transaction().execute(async (trx) => {
    await spendUse(trx, kode, now);
    if (!isInsideArea(user.wilayah_kerja, event.wilayah)) {
      await trx.updateTable('users').set({ wilayah_kerja: event.wilayah, updated_at: now }).where('id', '=', user.id).execute();
    }
    await putMember(trx, event.id, user.id, undefined, now);
    const joined = await trx.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', user.id).executeTakeFirstOrThrow();
    await recordUse(trx, request, kode, joined, event.id, false);
  });
  return event.id;
}

/**
 * Registers a new person with a code: an active Surveyor at once, with the event's regency as its
 * work area, on the team. The code is checked first, so a spent one creates nothing; a taken
 * email throws the unique violation the register route already answers without telling.
 */
export async function registerWithInvite(
  db: Kysely<Database>,
  request: FastifyRequest,
  kode: string,
  person: Pick<NewUser, 'nama' | 'email' | 'passwordHash'>,
  now: string,
): Promise<void> {
  const { event } = await usableInvite(db, kode, now);
  if (event.wilayah === null) throw conflict(NO_PLACE);
  await db.transaction().execute(async (trx) => {
    await spendUse(trx, kode, now);
    const user = await insertUser(trx, { ...person, peran: 'Surveyor', statusAkun: 'aktif', wilayahKerja: event.wilayah });
    await putMember(trx, event.id, user.id, undefined, now);
    await recordUse(trx, request, kode, user, event.id, true);
  });
}
