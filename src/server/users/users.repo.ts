import type { Kysely, Transaction } from 'kysely';
import type { ManagedUser } from '../../shared/schemas/users';
import type { DatabaseKind } from '../../shared/database-kind';
import { PUBLIC_COLUMNS, USER_COLUMNS } from '../accounts/accounts.repo';
import { nowIso } from '../db/now';
import type { Database, UserRow } from '../db/schema';
import { placeInArea, type Viewer } from '../work-areas/area-rule';

/** The accounts whose work area lies inside the viewer's (docs/work-areas.md). */
export function listUsers(db: Kysely<Database>, viewer: Viewer): Promise<ManagedUser[]> {
  return db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'status_akun'])
    .where(placeInArea(viewer, 'wilayah_kerja'))
    .orderBy('nama')
    .orderBy('id')
    .execute();
}

/** The active national Admins: the ones who can reach every area. */
async function countNationalAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('peran', '=', 'Admin')
    .where('status_akun', '=', 'aktif')
    .where('wilayah_kerja', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export class NoAdminLeftError extends Error {}

/**
 * Runs a change to the users in a transaction that is rolled back when it would leave no national
 * Admin (docs/work-areas.md): regional Admins cannot reach events without a place, or each other's
 * areas, so one national Admin must stay. The Admin rows are locked first on PostgreSQL (SQLite runs one transaction at a time anyway), so
 * two Admins demoting or deleting each other at the same moment cannot both succeed.
 */
export function withAnAdminKept<T>(
  db: Kysely<Database>,
  kind: DatabaseKind,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('peran', '=', 'Admin')
      .where('status_akun', '=', 'aktif')
      .$if(kind === 'postgres', (query) => query.forUpdate())
      .execute();
    const result = await change(trx);
    if ((await countNationalAdmins(trx)) === 0) throw new NoAdminLeftError();
    return result;
  });
}

/** A waiting account may sign in from now on; undefined when there is no such user. */
export function approveUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ status_akun: 'aktif', updated_at: nowIso() })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/** Deletes the account only while it still waits for approval (an approved one stays). */
export async function deleteWaitingUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).where('status_akun', '=', 'menunggu').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
