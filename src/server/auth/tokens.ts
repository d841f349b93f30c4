import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';

export function issueToken(app: FastifyInstance, user: Pick<UserRow, 'id' | 'token_version'>): string {
  return app.jwt.sign({ sub: String(user.id), ver: user.token_version });
}
