import type { FastifyRequest } from 'fastify';
import type { Peran } from '../../shared/roles';
import { forbidden, unauthorized } from '../http/app-error';
import { toPublicUser } from '../accounts/accounts.repo';

/**
 * The one authenticate step: the bearer token's signature and claims, then its session and user
 * read fresh, so a token whose session was ended (logout, a new password), of a deleted user, or
 * made before the last password change, is refused at once instead of when it expires. Sets
 * `request.user` and `request.sessionId`; refuses a user of another role when roles are named.
 */
async function authenticate(request: FastifyRequest, roles: readonly Peran[]): Promise<void> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) {
    throw unauthorized('Anda perlu login terlebih dahulu.');
  }
  let payload: { sub: string; ver: number; sid: string };
  try {
    payload = request.server.jwt.verify(header.replace(/^Bearer\s+/i, ''));
  } catch {
    throw unauthorized();
  }
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id) || typeof payload.ver !== 'number' || typeof payload.sid !== 'string') {
    throw unauthorized();
  }
  const row = await request.server.userLookup.load(payload.sid);
  if (!row || row.id !== id || row.token_version !== payload.ver || row.status_akun !== 'aktif') throw unauthorized();
  request.user = toPublicUser(row);
  request.sessionId = payload.sid;
  if (roles.length > 0 && !roles.includes(request.user.peran)) throw forbidden();
}

/**
 * An onRequest hook that lets in signed-in users, and only the given roles when any are named.
 * It runs before the body is read, so a refused request's body is never parsed or validated.
 */
export function requireAuth(...roles: Peran[]) {
  return (request: FastifyRequest): Promise<void> => authenticate(request, roles);
}
