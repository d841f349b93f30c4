import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send } from './support';

const LIMIT = 3;
const TOO_MANY = /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/;

function login(ctx: TestContext, email: string, password: string, remoteAddress = '127.0.0.1') {
  return send(ctx, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describeOnEachDatabase(
  'rate limits on login and register',
  (ctx) => {
    it(`answers 429 after ${LIMIT} logins for one address and email, even with the right password`, async () => {
      const { user } = await quickUser(ctx(), 'Surveyor');
      for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
        expect((await login(ctx(), user.email, 'tebakan-salah')).statusCode).toBe(401);
      }
      const limited = await send(ctx(), {
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(expectError(limited, 429, 'RATE_LIMITED').message).toMatch(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts one email in any letter case as the same email', async () => {
      const { user } = await quickUser(ctx(), 'Surveyor');
      const spellings = [user.email, user.email.toUpperCase(), ` ${user.email} `];
      for (const email of spellings) expect((await login(ctx(), email, 'tebakan-salah')).statusCode).toBe(401);
      expectError(await login(ctx(), user.email.toUpperCase(), TEST_PASSWORD), 429, 'RATE_LIMITED');
    });

    it('keeps other surveyors at the same address able to log in', async () => {
      const locked = await quickUser(ctx(), 'Surveyor');
      const colleague = await quickUser(ctx(), 'Surveyor');
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) await login(ctx(), locked.user.email, 'tebakan-salah');
      expect((await login(ctx(), locked.user.email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await login(ctx(), colleague.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps the same email usable from another address', async () => {
      const { user } = await quickUser(ctx(), 'Instansi');
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) await login(ctx(), user.email, 'tebakan-salah', '10.0.0.1');
      expect((await login(ctx(), user.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(429);
      expect((await login(ctx(), user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it(`answers 429 after ${LIMIT} registrations for one address and email, and stores nothing`, async () => {
      const payload = { nama: 'Pendaftar', email: 'pendaftar@uji.id', password: 'sandi-daftar-1', peran: 'Surveyor' };
      const usersBefore = (await ctx().tableCounts()).users;
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
        statuses.push((await send(ctx(), { method: 'POST', url: '/api/register', payload })).statusCode);
      }
      // A taken email answers as a new one does (it creates nothing): the limit still counts it.
      expect(statuses).toEqual([201, 201, 201]);
      expect((await ctx().tableCounts()).users).toBe(usersBefore + 1);

      const limited = await send(ctx(), {
        method: 'POST',
        url: '/api/register',
        payload: { ...payload, email: 'PENDAFTAR@uji.id' },
      });
      expect(expectError(limited, 429, 'RATE_LIMITED').message).toMatch(TOO_MANY);
    });

    it(`answers 429 after ${LIMIT} password changes of one user, even with the right old password; other users go on`, async () => {
      const target = await quickUser(ctx(), 'Surveyor');
      const other = await quickUser(ctx(), 'Surveyor');
      const change = (user: typeof target, oldPassword: string) =>
        send(ctx(), { method: 'PUT', url: '/api/me/password', headers: user.auth, payload: { oldPassword, newPassword: 'sandi-baru-999' } });
      for (let attempt = 1; attempt <= LIMIT; attempt += 1) expectError(await change(target, `tebakan-${attempt}`), 400, 'VALIDATION_ERROR');
      expect(expectError(await change(target, TEST_PASSWORD), 429, 'RATE_LIMITED').message).toMatch(TOO_MANY);
      expect((await change(other, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it(`answers 429 after ${LIMIT} email changes of one user (the current password is tried), never for a name change`, async () => {
      const target = await quickUser(ctx(), 'Instansi');
      const put = (payload: object) => send(ctx(), { method: 'PUT', url: '/api/me', headers: target.auth, payload });
      for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
        expectError(await put({ nama: 'Nama', email: 'baru@uji.id', password_sekarang: `tebakan-${attempt}` }), 400, 'VALIDATION_ERROR');
      }
      expectError(await put({ nama: 'Nama', email: 'baru@uji.id', password_sekarang: TEST_PASSWORD }), 429, 'RATE_LIMITED');
      for (let call = 0; call < LIMIT * 2; call += 1) {
        expect((await put({ nama: `Nama ${call}`, email: target.user.email })).statusCode).toBe(200);
      }
    });

    it('never limits reads or profile calls of a signed-in user', async () => {
      const { auth } = await quickUser(ctx(), 'Surveyor');
      for (let call = 0; call < LIMIT * 4; call += 1) {
        expect((await send(ctx(), { method: 'GET', url: '/api/me', headers: auth })).statusCode).toBe(200);
      }
    });
  },
  (config) => ({
    ...config,
    rateLimits: {
      ...config.rateLimits,
      login: { max: LIMIT, timeWindowMs: 60_000 },
      register: { max: LIMIT, timeWindowMs: 60_000 },
    },
  }),
);
