import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import type { Team } from '../../shared/schemas/teams';
import { isAccepted } from '../db/derived';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';

/** An event's team as stored: whether it is required, and its members (docs/event-teams.md). */

export async function readTeam(db: Kysely<Database>, eventId: number): Promise<Team> {
  const event = await db.selectFrom('events').select('tim_wajib').where('id', '=', eventId).executeTakeFirstOrThrow();
  const anggota = await db
    .selectFrom('anggota_tim as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => [
      'a.user_id',
      'u.nama',
      'u.email',
      'a.target',
      eb
        .selectFrom('respons as r')
        .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
        .whereRef('r.surveyor_id', '=', 'a.user_id')
        .where('k.event_id', '=', eventId)
        .where(isAccepted('r.status'))
        .select((count) => count.fn.countAll<number>().as('count'))
        .as('jumlah_respons'),
    ])
    .where('a.event_id', '=', eventId)
    .where('a.dihapus_pada', 'is', null)
    .orderBy('u.nama')
    .orderBy('a.user_id')
    .execute();
  return { wajib: event.tim_wajib === 1, anggota: anggota.map((member) => ({ ...member, jumlah_respons: Number(member.jumlah_respons ?? 0) })) };
}

/** Every user who is or was on the team: an Admin may keep naming them, whatever their area. */
export async function teamUserIds(db: Kysely<Database>, eventId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('anggota_tim').select('user_id').where('event_id', '=', eventId).execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Makes the team what the Admin sent: members not named are removed (their row kept with the
 * time, docs/event-teams.md), named ones added or brought back, targets set.
 */
export async function replaceTeam(
  db: Kysely<Database>,
  eventId: number,
  team: { wajib: boolean; anggota: readonly { user_id: number; target: number | null }[] },
  now: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('events').set({ tim_wajib: team.wajib ? 1 : 0 }).where('id', '=', eventId).execute();
    const named = team.anggota.map((member) => member.user_id);
    let removal = trx.updateTable('anggota_tim').set({ dihapus_pada: now }).where('event_id', '=', eventId).where('dihapus_pada', 'is', null);
    if (named.length > 0) removal = removal.where('user_id', 'not in', named);
    await removal.execute();
    for (const member of team.anggota) await putMember(trx, eventId, member.user_id, member.target, now);
  });
}

/**
 * Puts one user on the team (an invite, an import, the team form): a current member keeps its
 * joining time, a removed one comes back; a target, when given, replaces the stored one.
 */
export async function putMember(db: Kysely<Database>, eventId: number, userId: number, target: number | null | undefined, now: string): Promise<void> {
  const inserted = await db
    .insertInto('anggota_tim')
    .values({ event_id: eventId, user_id: userId, target: target ?? null, ditambahkan_pada: now, dihapus_pada: null })
    .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return;
  const stored = await db.selectFrom('anggota_tim').select('dihapus_pada').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  await db
    .updateTable('anggota_tim')
    .set({ dihapus_pada: null, ...(stored.dihapus_pada !== null ? { ditambahkan_pada: now } : {}), ...(target !== undefined ? { target } : {}) })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

/** Whether the user is on the event's team now (not removed). */
export async function isActiveMember(db: Kysely<Database>, eventId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('anggota_tim').select('user_id').where('event_id', '=', eventId).where('user_id', '=', userId).where('dihapus_pada', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** Where a user stands with an event's team, for its forms and its submissions. */
export type Membership = { required: false } | { required: true; member: boolean; removedAt: string | null };


/**
 * Where one user stands with these events' teams, in one query: the removal time of each event
 * it is or was on (null while a member); an event it never joined is absent.
 */
export async function teamRowsOf(db: Kysely<Database>, kind: DatabaseKind, userId: number, eventIds: readonly number[]): Promise<Map<number, string | null>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('anggota_tim').select(['event_id', 'dihapus_pada']).where('user_id', '=', userId).where(isAnyOf(kind, 'event_id', eventIds)).execute();
  return new Map(rows.map((row) => [row.event_id, row.dihapus_pada]));
}

/** A user's standing with one event's team, from `teamRowsOf`'s answer. */
export function membershipIn(required: boolean, rows: ReadonlyMap<number, string | null>, eventId: number): Membership {
  if (!required) return { required: false };
  if (!rows.has(eventId)) return { required: true, member: false, removedAt: null };
  const removedAt = rows.get(eventId) ?? null;
  return { required: true, member: removedAt === null, removedAt };
}
