import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { addressBudget } from '../../../src/server/auth/address-budget';

/**
 * Which answers spend an attempt of the login budget: only a wrong guess (401). A login turned
 * away before any password was checked (a full hash queue or the database away: 503; another
 * limit: 429) must not lock a venue's shared address out. A plain Fastify route stands in for the
 * login, answering the status each request asks for.
 */
const BUDGET = 5;
const app = Fastify();
app.post('/masuk', { ...addressBudget({ max: BUDGET, timeWindowMs: 60_000, refundSuccess: true }) }, async (request, reply) => {
  const { status } = request.body as { status: number };
  return reply.status(status).send({ status });
});

const attempt = async (status: number, remoteAddress: string) =>
  (await app.inject({ method: 'POST', url: '/masuk', payload: { status }, remoteAddress })).statusCode;

describe('the login budget per address', () => {
  afterAll(async () => {
    await app.close();
  });

  it.each([503, 507, 429, 403, 200])('gives back an attempt answered %i', async (status) => {
    const address = `10.40.0.${status % 250}`;
    for (let n = 0; n < BUDGET * 3; n += 1) expect(await attempt(status, address)).toBe(status);
    expect(await attempt(401, address)).toBe(401);
  });

  it('spends one per wrong guess (401), then refuses with 429', async () => {
    const address = '10.40.1.1';
    for (let n = 0; n < BUDGET; n += 1) expect(await attempt(401, address)).toBe(401);
    expect(await attempt(200, address)).toBe(429);
  });
});
