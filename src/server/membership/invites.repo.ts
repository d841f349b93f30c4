import type { Kysely } from 'kysely';
import type { InviteStatus } from '../../shared/schemas/teams';
import type { Database, UndanganTable } from '../db/schema';

export type InviteRow = Omit<UndanganTable, 'jumlah_penggunaan'> & { jumlah_penggunaan: number };

const COLUMNS = ['kode', 'event_id', 'dibuat_oleh', 'berlaku_sampai', 'kedaluwarsa_pada', 'maks_penggunaan', 'jumlah_penggunaan', 'dicabut_pada', 'dibuat_pada'] as const;

export async function insertInvite(db: Kysely<Database>, invite: Omit<InviteRow, 'jumlah_penggunaan' | 'dicabut_pada'>): Promise<InviteRow> {
  return db
    .insertInto('undangan')
    .values({ ...invite, jumlah_penggunaan: 0, dicabut_pada: null })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listInvites(db: Kysely<Database>, eventId: number): Promise<InviteRow[]> {
  return db.selectFrom('undangan').select(COLUMNS).where('event_id', '=', eventId).orderBy('dibuat_pada', 'desc').orderBy('kode').execute();
}

export function findInvite(db: Kysely<Database>, kode: string): Promise<InviteRow | undefined> {
  return db.selectFrom('undangan').select(COLUMNS).where('kode', '=', kode).executeTakeFirst();
}

/** Why a code no longer works, or 'aktif'. */
export function inviteStatus(invite: InviteRow, now: string): InviteStatus {
  if (invite.dicabut_pada !== null) return 'dicabut';
  if (invite.kedaluwarsa_pada <= now) return 'kedaluwarsa';
  if (invite.jumlah_penggunaan >= invite.maks_penggunaan) return 'habis';
  return 'aktif';
}

/**
 * Takes one use of the code, only while it still works: one statement, so two people enrolling
 * at the same moment on the last use cannot both get it. False when the code no longer works.
 */
export async function takeInviteUse(db: Kysely<Database>, kode: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('undangan')
    .set((eb) => ({ jumlah_penggunaan: eb('jumlah_penggunaan', '+', 1) }))
    .where('kode', '=', kode)
    .where('dicabut_pada', 'is', null)
    .where('kedaluwarsa_pada', '>', now)
    .whereRef('jumlah_penggunaan', '<', 'maks_penggunaan')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeInvite(db: Kysely<Database>, kode: string, now: string): Promise<void> {
  await db.updateTable('undangan').set({ dicabut_pada: now }).where('kode', '=', kode).where('dicabut_pada', 'is', null).execute();
}
