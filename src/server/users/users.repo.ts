import type { Kysely, Transaction } from 'kysely';
import type { Peran } from '../../shared/roles';
import type { User } from '../../shared/schemas/auth';
import type { ManagedUser, StatusAkun } from '../../shared/schemas/users';
import type { DatabaseKind } from '../../shared/database-kind';
import { endUserSessions } from '../auth/sessions.repo';
import { nowIso } from '../db/now';
import type { Database, UserRow } from '../db/schema';

const PUBLIC_COLUMNS = ['id', 'nama', 'email', 'peran'] as const;
/**
 * Every column of a user row, named: a statement kept prepared on a PostgreSQL connection
 * (db/prepared-statements.ts) must not say `*`, or it fails once a newer instance adds a column.
 */
export const USER_COLUMNS = [...PUBLIC_COLUMNS, 'password_hash', 'token_version', 'status_akun', 'created_at', 'updated_at'] as const;

export function toPublicUser(row: Pick<UserRow, 'id' | 'nama' | 'email' | 'peran'>): User {
  return { id: row.id, nama: row.nama, email: row.email, peran: row.peran };
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function listUsers(db: Kysely<Database>): Promise<ManagedUser[]> {
  return db.selectFrom('users').select([...PUBLIC_COLUMNS, 'status_akun']).orderBy('nama').orderBy('id').execute();
}

/** The Admins who can act: one waiting for approval cannot sign in, so does not count. */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('peran', '=', 'Admin')
    .where('status_akun', '=', 'aktif')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export class NoAdminLeftError extends Error {}

/**
 * Runs a change to the users in a transaction that is rolled back when it would leave no Admin.
 * The Admin rows are locked first on PostgreSQL (SQLite runs one transaction at a time anyway), so
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
    if ((await countAdmins(trx)) === 0) throw new NoAdminLeftError();
    return result;
  });
}

export interface NewUser {
  nama: string;
  email: string;
  peran: Peran;
  passwordHash: string;
  /** 'aktif' unless given: only self-registration makes waiting accounts. */
  statusAkun?: StatusAkun;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<User> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      nama: user.nama,
      email: user.email.toLowerCase(),
      peran: user.peran,
      password_hash: user.passwordHash,
      status_akun: user.statusAkun,
      created_at: now,
      updated_at: now,
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface UserChanges {
  nama?: string;
  email?: string;
  peran?: Peran;
  /** A new password also ends every session and every token issued before it. */
  passwordHash?: string;
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  if (changes.passwordHash !== undefined) await endUserSessions(db, id);
  return db
    .updateTable('users')
    .set((eb) => ({
      ...(changes.nama !== undefined ? { nama: changes.nama } : {}),
      ...(changes.email !== undefined ? { email: changes.email.toLowerCase() } : {}),
      ...(changes.peran !== undefined ? { peran: changes.peran } : {}),
      ...(changes.passwordHash !== undefined
        ? { password_hash: changes.passwordHash, token_version: eb('token_version', '+', 1) }
        : {}),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
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
