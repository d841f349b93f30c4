import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD } from '../helpers/test-app';
import { expectIndonesianMessage } from '../helpers/security-checks';
import { quickUser, snapshot } from './support';

/**
 * A burst of concurrent logins for one address and email, over a real loopback port so they
 * really overlap: with the limit at LIMIT, exactly LIMIT reach the password check (401) and the
 * rest get 429 with an Indonesian message and Retry-After. The limit is per address and email:
 * another email from the same address still logs in. Nothing is written to the database.
 */

const LIMIT = 10;
const BURST = 50;
const WINDOW_MS = 5 * 60_000;
const TOO_MANY = /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/;

interface Answer {
  status: number;
  body: { message?: string; code?: string; token?: string };
  retryAfter: string | null;
  contentType: string | null;
}

describeOnEachDatabase(
  `a burst of ${BURST} concurrent logins against a limit of ${LIMIT}`,
  (ctx) => {
    let baseUrl: string;

    beforeAll(async () => {
      await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
    });

    async function login(email: string, password: string): Promise<Answer> {
      const response = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
        signal: AbortSignal.timeout(60_000),
      });
      return {
        status: response.status,
        body: (await response.json()) as Answer['body'],
        retryAfter: response.headers.get('retry-after'),
        contentType: response.headers.get('content-type'),
      };
    }

    it(`lets exactly ${LIMIT} through (401) and refuses ${BURST - LIMIT} with 429; another email is not blocked`, { timeout: 90_000 }, async () => {
      const target = await quickUser(ctx(), 'Surveyor', { email: 'serbuan@uji.id' });
      const colleague = await quickUser(ctx(), 'Surveyor', { email: 'rekan.serbuan@uji.id' });
      const before = await snapshot(ctx());

      const answers = await Promise.all(Array.from({ length: BURST }, () => login(target.user.email, 'tebakan-salah-1')));

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401), `statuses: ${statuses.join(',')}`).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429), `statuses: ${statuses.join(',')}`).toHaveLength(BURST - LIMIT);
      for (const answer of answers.filter((candidate) => candidate.status === 429)) {
        expect(answer.contentType).toMatch(/^application\/json/);
        expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
        expect(answer.body.code).toBe('RATE_LIMITED');
        expect(answer.body.message).toMatch(TOO_MANY);
        expectIndonesianMessage(answer.body.message);
        const seconds = Number(answer.retryAfter);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
      }
      for (const answer of answers.filter((candidate) => candidate.status === 401)) {
        expect(answer.body).toEqual({ message: 'Email atau password salah.', code: 'UNAUTHORIZED' });
      }

      // Even the right password is refused now for that email...
      expect((await login(target.user.email, TEST_PASSWORD)).status).toBe(429);
      // ...but a colleague at the same address logs in, and is refused only for a wrong password.
      const other = await login(colleague.user.email, TEST_PASSWORD);
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(other.body.token).toMatch(/^ey/);
      expect((await login(colleague.user.email, 'tebakan-salah-1')).status).toBe(401);

      expect(await snapshot(ctx()), 'logins write nothing').toEqual(before);
    });
  },
  (config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, login: { max: LIMIT, timeWindowMs: WINDOW_MS } },
  }),
);
