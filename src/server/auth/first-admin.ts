import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { User } from '../../shared/schemas/auth';
import type { Peran } from '../../shared/roles';
import type { StatusAkun } from '../../shared/schemas/users';
import { forbidden } from '../http/app-error';
import { countAdmins, insertUser, type NewUser } from '../accounts/accounts.repo';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';

/**
 * Who may register themselves as Admin (SECURITY.md, "Registration and approval" and "The first
 * Admin"). While no Admin exists, whoever registers first as Admin runs the server, so the claim
 * always needs the setup code printed in the server's log at start: the server cannot tell a
 * browser on its own machine from a proxy on that machine that names nobody. The claim is atomic:
 * of racing claims exactly one wins. Once an Admin exists, a self-registered Admin is refused, or
 * with ALLOW_ADMIN_REGISTRATION waits for an Admin's approval.
 */

export const ADMIN_REGISTRATION_REFUSED =
  'Pendaftaran sebagai Admin tidak diizinkan. Minta Admin yang sudah ada untuk membuatkan akun.';
export const SETUP_CODE_REQUIRED =
  'Admin pertama hanya dapat didaftarkan dengan kode penyiapan yang tercetak di log server saat dijalankan.';

// No 0/O, 1/I/L: the code is read off a terminal and typed on a phone.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
// Any number: it only names the first-Admin claim among PostgreSQL's advisory locks.
const FIRST_ADMIN_LOCK = 25_007;

/** A fresh setup code (about 59 bits), made at each start, shown as XXXX-XXXX-XXXX. */
export function createSetupCode(): string {
  const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

function normalizeCode(code: string): Buffer {
  return Buffer.from(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}

function codeMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = normalizeCode(given);
  const b = normalizeCode(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * How a self-registered account starts, decided before its password is hashed: 'first-admin' (a
 * claim with the right setup code, stored by insertFirstAdmin), 'aktif' or 'menunggu'. 403 for an
 * Admin without the code while none exists, and for an Admin once one exists unless
 * ALLOW_ADMIN_REGISTRATION, under which it waits for an Admin's approval whatever
 * SELF_REGISTRATION says: an Admin manages every account, so no form makes one unchecked.
 */
export async function admitSelfRegistration(
  app: FastifyInstance,
  peran: Peran,
  setupCode: string | undefined,
): Promise<'first-admin' | StatusAkun> {
  const { allowAdminRegistration, selfRegistration } = app.config;
  if (peran !== 'Admin') return selfRegistration === 'open' ? 'aktif' : 'menunggu';
  if ((await countAdmins(app.db)) === 0) {
    if (!codeMatches(setupCode, app.firstAdminSetupCode)) throw forbidden(SETUP_CODE_REQUIRED);
    return 'first-admin';
  }
  if (!allowAdminRegistration) throw forbidden(ADMIN_REGISTRATION_REFUSED);
  return 'menunggu';
}

/**
 * Stores the first Admin only if there is still none: active, and national whatever its form said,
 * so someone can always reach every area (docs/work-areas.md). It is stored in one transaction the
 * racing claims take in turn: PostgreSQL by an advisory lock held to commit, SQLite by its single
 * writer connection in the one server process a SQLite file may have (Kysely runs one transaction
 * at a time on it). A claim that lost the race is refused, or with ALLOW_ADMIN_REGISTRATION stored
 * waiting for the winner's approval, with the work area its form gave.
 */
export function insertFirstAdmin(app: FastifyInstance, user: NewUser, db: Kysely<Database> = app.db): Promise<User> {
  // In the caller's transaction when given one (the registration and its log entry commit together).
  return inTransaction(db, async (trx) => {
    if (app.databaseKind === 'postgres') await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    if ((await countAdmins(trx)) === 0) return insertUser(trx, { ...user, statusAkun: 'aktif', wilayahKerja: null });
    if (!app.config.allowAdminRegistration) throw forbidden(ADMIN_REGISTRATION_REFUSED);
    return insertUser(trx, { ...user, statusAkun: 'menunggu' });
  });
}
