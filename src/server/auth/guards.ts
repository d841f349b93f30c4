import type { FastifyRequest } from 'fastify';
import type { Peran } from '../../shared/roles';
import type { UserRow } from '../db/schema';
import { AppError, forbidden, unauthorized } from '../http/app-error';
import { toPublicUser } from '../users/users.repo';

/**
 * The bearer token is checked, and its user loaded, on every request: a deleted user, or a token
 * made before the last password change, is refused at once instead of when the token expires.
 */

interface PendingUser {
  version: number;
  roles: Peran[];
  row: Promise<UserRow | undefined>;
}

const pendingUsers = new WeakMap<FastifyRequest, PendingUser>();

/** The token's signature and claims, checked at once (no database); its user's read started. */
function beginAuth(request: FastifyRequest, roles: Peran[]): void {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) {
    throw unauthorized('Anda perlu login terlebih dahulu.');
  }
  let payload: { sub: string; ver: number };
  try {
    payload = request.server.jwt.verify(header.replace(/^Bearer\s+/i, ''));
  } catch {
    throw unauthorized();
  }
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id) || typeof payload.ver !== 'number') throw unauthorized();
  const row = request.server.userLookup.load(id);
  // A request refused before its user is awaited (a body that is not JSON) leaves no rejection unheard.
  row.catch(() => {});
  pendingUsers.set(request, { version: payload.ver, roles, row });
}

/** The user read, still current for the token, and of one of the roles when any are named. */
async function finishAuth(request: FastifyRequest): Promise<void> {
  const pending = pendingUsers.get(request);
  if (!pending) throw unauthorized();
  pendingUsers.delete(request);
  const row = await pending.row;
  if (!row || row.token_version !== pending.version) throw unauthorized();
  request.user = toPublicUser(row);
  if (pending.roles.length > 0 && !pending.roles.includes(request.user.peran)) throw forbidden();
}

/** An onRequest hook that lets in signed-in users, and only the given roles when any are named. */
export function requireAuth(...roles: Peran[]) {
  return async (request: FastifyRequest): Promise<void> => {
    beginAuth(request, roles);
    await finishAuth(request);
  };
}

/**
 * The same check in two steps, for a route with a small body and reads of its own to start
 * meanwhile: the token on arrival (a missing or forged one is refused before the body is read),
 * its user awaited in preValidation, so no refused user's body is validated or handled. A body
 * that fails to parse is answered with the user's refusal first (see refusalOfUnfinishedAuth).
 */
export function requireAuthBeforeValidation(...roles: Peran[]) {
  return {
    onRequest: async (request: FastifyRequest) => beginAuth(request, roles),
    preValidation: finishAuth,
  };
}

/**
 * For the error handler: when a request fails while its user is still being read (its body is
 * not JSON, say), the token's refusal, if any, is the answer, as if it had been awaited first.
 */
export async function refusalOfUnfinishedAuth(request: FastifyRequest): Promise<AppError | undefined> {
  if (!pendingUsers.has(request)) return undefined;
  try {
    await finishAuth(request);
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error : undefined;
  }
}
