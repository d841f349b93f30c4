import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { User } from '../../shared/schemas/auth';
import { forbidden } from '../http/app-error';
import { countAdmins, insertUser, type NewUser } from '../accounts/accounts.repo';

/**
 * The first Admin of a fresh install. While no Admin exists, whoever registers first as Admin
 * runs the server, so the claim is taken only from the server's own machine (loopback, no proxy
 * in between) or with the setup code printed in the server's log at start; and it is atomic: of
 * two racing claims exactly one wins.
 */

export const ADMIN_REGISTRATION_REFUSED =
  'Pendaftaran sebagai Admin tidak diizinkan. Minta Admin yang sudah ada untuk membuatkan akun.';
export const SETUP_CODE_REQUIRED =
  'Admin pertama hanya dapat didaftarkan dari komputer server, atau dengan kode penyiapan yang tercetak di log server saat dijalankan.';

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

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * From the server's own machine: a loopback peer that forwards nobody, on a server with no proxy
 * in front. A reverse proxy on the same machine is loopback too: with TRUST_PROXY set every
 * request may have come through it (not every proxy names the client), so only the code counts.
 */
function fromServerMachine(request: FastifyRequest, proxiesInFront: number): boolean {
  if (proxiesInFront > 0) return false;
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/i, '');
  const loopback = peer === '::1' || peer.startsWith('127.');
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Before a self-registered Admin is hashed and stored (ALLOW_ADMIN_REGISTRATION unset): 403
 * once an Admin exists, and 403 for a first-Admin claim from elsewhere without the setup code.
 */
export async function assertMayClaimFirstAdmin(app: FastifyInstance, request: FastifyRequest, setupCode: string | undefined): Promise<void> {
  if ((await countAdmins(app.db)) > 0) throw forbidden(ADMIN_REGISTRATION_REFUSED);
  if (!fromServerMachine(request, app.config.trustProxy) && !codeMatches(setupCode, app.firstAdminSetupCode)) {
    throw forbidden(SETUP_CODE_REQUIRED);
  }
}

/**
 * Stores the first Admin only if there is still none, in one transaction the racing claims take
 * in turn: PostgreSQL by an advisory lock held to commit, SQLite by its single writer connection in
 * the one server process a SQLite file may have
 * (Kysely runs one transaction at a time on it).
 */
export function insertFirstAdmin(app: FastifyInstance, user: NewUser): Promise<User> {
  return app.db.transaction().execute(async (trx) => {
    if (app.databaseKind === 'postgres') await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    if ((await countAdmins(trx)) > 0) throw forbidden(ADMIN_REGISTRATION_REFUSED);
    return insertUser(trx, user);
  });
}
