import type { Kysely } from 'kysely';
import type { Peran } from '../../shared/roles';
import type { User } from '../../shared/schemas/auth';
import type { StatusAkun } from '../../shared/schemas/users';
import { nowIso } from '../db/now';
import type { Database, UserRow } from '../db/schema';
import { endUserSessions } from './sessions.repo';

/**
 * The account rows as signing in, registering and the Admin's user management all read and write
 * them: below both auth/ and users/.
 */

export const PUBLIC_COLUMNS = ['id', 'nama', 'email', 'peran', 'wilayah_kerja'] as const;
/**
 * Every column of a user row, named: a statement kept prepared on a PostgreSQL connection
 * (db/prepared-statements.ts) must not say `*`, or it fails once a newer instance adds a column.
 */
export const USER_COLUMNS = [...PUBLIC_COLUMNS, 'password_hash', 'token_version', 'status_akun', 'created_at', 'updated_at'] as const;

export function toPublicUser(row: Pick<UserRow, 'id' | 'nama' | 'email' | 'peran' | 'wilayah_kerja'>): User {
  return { id: row.id, nama: row.nama, email: row.email, peran: row.peran, wilayah_kerja: row.wilayah_kerja };
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

export interface NewUser {
  nama: string;
  email: string;
  peran: Peran;
  passwordHash: string;
  /** Null or missing: national (docs/work-areas.md). */
  wilayahKerja?: string | null;
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
      wilayah_kerja: user.wilayahKerja ?? null,
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
  wilayahKerja?: string | null;
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
      ...(changes.wilayahKerja !== undefined ? { wilayah_kerja: changes.wilayahKerja } : {}),
      ...(changes.passwordHash !== undefined
        ? { password_hash: changes.passwordHash, token_version: eb('token_version', '+', 1) }
        : {}),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}
