import { expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send } from './support';

/** The shipped numbers, not test ones: the venue case below must fit the real budget. */
const SHIPPED = loadConfig({}).rateLimits;
const LOGIN_BUDGET = SHIPPED.loginPerAddress.max;
const REGISTER_BUDGET = SHIPPED.registerPerAddress.max;
const FROM_ADDRESS = /^Terlalu banyak percobaan dari alamat jaringan ini\. Silakan coba lagi dalam \d+ detik\.$/;

let addressCounter = 0;
/** A fresh address per test, so the tests of one app do not share a budget. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.25.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function login(ctx: TestContext, email: string, password: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describeOnEachDatabase(
  'a budget per address on login and register',
  (ctx) => {
    it(`one password sprayed over many emails from one address: ${LOGIN_BUDGET} guesses, then 429 with Retry-After`, async () => {
      const address = nextAddress();
      const statuses: number[] = [];
      for (let n = 0; n < LOGIN_BUDGET; n += 1) {
        statuses.push((await login(ctx(), `korban${n}@uji.id`, 'Indonesia2026', address)).statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([401]));
      const refused = await send(ctx(), {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'korban-lagi@uji.id', password: 'Indonesia2026' },
        remoteAddress: address,
      });
      expect(expectError(refused, 429, 'RATE_LIMITED').message).toMatch(FROM_ADDRESS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Another address is not affected.
      const { user } = await quickUser(ctx(), 'Surveyor');
      expect((await login(ctx(), user.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
    });

    it('a venue: 30 surveyors behind one address sign in at once, twice, and still have the whole budget for typos', async () => {
      const address = nextAddress();
      const team = await Promise.all(Array.from({ length: 30 }, () => quickUser(ctx(), 'Surveyor')));
      for (const round of [1, 2]) {
        const answers = await Promise.all(team.map(({ user }) => login(ctx(), user.email, TEST_PASSWORD, address)));
        expect(answers.map((answer) => answer.statusCode), `round ${round}`).toEqual(team.map(() => 200));
      }
      // Successful logins gave their attempt back: every typo of the budget is still there.
      for (let n = 0; n < LOGIN_BUDGET; n += 1) {
        const { user } = team[n % team.length];
        expect((await login(ctx(), user.email, 'salah-ketik-1', address)).statusCode).toBe(401);
      }
      expect((await login(ctx(), team[0].user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    });

    it('an IPv6 client counts per /64: changing the last half of the address does not reset the budget', async () => {
      const prefix = `2001:db8:${(++addressCounter).toString(16)}:1`;
      for (let n = 0; n < LOGIN_BUDGET; n += 1) {
        expect((await login(ctx(), `v6-${n}@uji.id`, 'Indonesia2026', `${prefix}::${(n + 1).toString(16)}`)).statusCode).toBe(401);
      }
      expect((await login(ctx(), 'v6-lagi@uji.id', 'Indonesia2026', `${prefix}:ffff:1:2:3`)).statusCode).toBe(429);
      expect((await login(ctx(), 'v6-lagi@uji.id', 'Indonesia2026', `2001:db8:${addressCounter.toString(16)}:2::1`)).statusCode).toBe(401);
    });

    it(`registrations from one address: ${REGISTER_BUDGET} pass, the next are refused with 429 and store nothing`, async () => {
      const address = nextAddress();
      const statuses: number[] = [];
      for (let n = 0; n < 25; n += 1) {
        const response = await send(ctx(), {
          method: 'POST',
          url: '/api/register',
          payload: { nama: `Akun ${n}`, email: `massal${n}@uji.id`, password: 'tiga-kucing-lompat', peran: 'Surveyor' },
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(expectError(response, 429, 'RATE_LIMITED').message).toMatch(FROM_ADDRESS);
      }
      expect(statuses).toEqual([...Array<number>(REGISTER_BUDGET).fill(201), ...Array<number>(25 - REGISTER_BUDGET).fill(429)]);
      const elsewhere = await send(ctx(), {
        method: 'POST',
        url: '/api/register',
        payload: { nama: 'Lain', email: 'massal-lain@uji.id', password: 'tiga-kucing-lompat', peran: 'Surveyor' },
        remoteAddress: nextAddress(),
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  },
  (config) => ({ ...config, rateLimits: { ...config.rateLimits, loginPerAddress: SHIPPED.loginPerAddress, registerPerAddress: SHIPPED.registerPerAddress } }),
);
