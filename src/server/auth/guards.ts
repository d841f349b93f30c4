import type { FastifyRequest } from 'fastify';
import type { Peran } from '../../shared/roles';
import { forbidden, unauthorized } from '../http/app-error';
import { toPublicUser } from '../users/users.repo';

/**
 * Checks the bearer token and loads its user on every request: a deleted user, or a token made
 * before the last password change, is refused at once instead of when the token expires.
 */
async function authenticate(request: FastifyRequest): Promise<void> {
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
  const row = await request.server.userLookup.load(id);
  if (!row || row.token_version !== payload.ver) throw unauthorized();
  request.user = toPublicUser(row);
}

/** A preHandler that lets in signed-in users, and only the given roles when any are named. */
export function requireAuth(...roles: Peran[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    if (roles.length > 0 && !roles.includes(request.user.peran)) throw forbidden();
  };
}
