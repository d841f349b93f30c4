import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { describeOnEachDatabase } from '../helpers/test-app';

/**
 * Behind one proxy, the client's address is the one that proxy appended to X-Forwarded-For, never
 * the left-most entries, which the client writes itself: a client naming a new address on every
 * try must still meet its own address's login budget.
 */
const BUDGET = 5;
const PROXY = '127.0.0.1';

describeOnEachDatabase(
  'TRUST_PROXY believes only the proxies in front',
  (ctx) => {
    it('a client that forges the left of X-Forwarded-For still spends its own address budget', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < BUDGET + 3; n += 1) {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `korban${n}@uji.id`, password: 'Indonesia2026' },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `6.6.${n}.6, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(BUDGET).fill(401), 429, 429, 429]);
    });
  },
  (config) => ({
    ...config,
    trustProxy: 1,
    rateLimits: { ...config.rateLimits, loginPerAddress: { max: BUDGET, timeWindowMs: 60_000, refundSuccess: true } },
  }),
);

it.each([
  ['', 0],
  ['false', 0],
  ['true', 1],
  ['2', 2],
])('TRUST_PROXY=%j is %i proxies in front', (raw, hops) => {
  expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(hops);
});

it.each(['maybe', '-1', '1.5', '99'])('TRUST_PROXY=%j stops the start', (raw) => {
  expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
});
