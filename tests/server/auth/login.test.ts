import { expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/password';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import { describeOnEachDatabase, type SignedInUser, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { decodePayload, expectError, nowSeconds, quickUser, send, snapshot } from './support';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const WRONG_CREDENTIALS = 'Email atau password salah.';

function login(ctx: TestContext, payload: object) {
  return send(ctx, { method: 'POST', url: '/api/login', payload });
}

describeOnEachDatabase('POST /api/login', (ctx) => {
  let surveyor: SignedInUser;

  it('answers a token and the user (id, nama, email, peran, wilayah_kerja), nothing more', async () => {
    surveyor = await quickUser(ctx(), 'Surveyor', { nama: 'Sari Surveyor', email: 'sari@uji.id' });
    const response = await login(ctx(), { email: 'sari@uji.id', password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({ id: surveyor.user.id, nama: 'Sari Surveyor', email: 'sari@uji.id', peran: 'Surveyor', wilayah_kerja: null });
    expect(response.body).not.toMatch(/password|hash|token_version/i);
    expect(response.body).not.toContain(TEST_PASSWORD);
  });

  it('signs an HS256 token for 30 days, naming the user, its token version and its session', async () => {
    const before = nowSeconds();
    const { token } = (await login(ctx(), { email: 'sari@uji.id', password: TEST_PASSWORD })).json();
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const payload = decodePayload(token);

    expect(header.alg).toBe('HS256');
    expect(payload).toEqual({ sub: String(surveyor.user.id), ver: 0, sid: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(THIRTY_DAYS);
    expect(Number(payload.iat)).toBeGreaterThanOrEqual(before);
    expect(Number(payload.iat)).toBeLessThanOrEqual(nowSeconds());
  });

  it('gives a token that opens GET /api/me', async () => {
    const { token } = (await login(ctx(), { email: 'sari@uji.id', password: TEST_PASSWORD })).json();
    const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(surveyor.user);
  });

  it('finds the email whatever its letter case and surrounding spaces', async () => {
    for (const email of ['SARI@UJI.ID', ' Sari@Uji.id ']) {
      const response = await login(ctx(), { email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(surveyor.user.id);
    }
  });

  it('writes nothing to the database', async () => {
    const before = await snapshot(ctx());
    expect((await login(ctx(), { email: 'sari@uji.id', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await snapshot(ctx())).toEqual(before);
  });

  it('gives the same 401 answer for a wrong password and for an unknown email', async () => {
    const wrongPassword = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'sari@uji.id', password: 'bukan-sandinya' },
    });
    const unknownEmail = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'tidak.ada@uji.id', password: TEST_PASSWORD },
    });

    const body = expectError(wrongPassword, 401, 'UNAUTHORIZED');
    expect(body.message).toBe(WRONG_CREDENTIALS);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it.each([
    ['in another letter case', TEST_PASSWORD.toUpperCase()],
    ['with a trailing space', `${TEST_PASSWORD} `],
    ['cut short', TEST_PASSWORD.slice(0, -1)],
  ])('refuses the password %s', async (_label, password) => {
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'sari@uji.id', password },
    });
    expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe(WRONG_CREDENTIALS);
  });

  it.each([
    ['no email', { password: TEST_PASSWORD }, 'email', 'Email wajib diisi.'],
    ['a blank email', { email: '  ', password: TEST_PASSWORD }, 'email', 'Email wajib diisi.'],
    ['a malformed email', { email: 'sari-at-uji.id', password: TEST_PASSWORD }, 'email', 'Format email tidak valid.'],
    ['no password', { email: 'sari@uji.id' }, 'password', 'Password wajib diisi.'],
    ['an empty password', { email: 'sari@uji.id', password: '' }, 'password', 'Password wajib diisi.'],
    ['a password over 200 characters', { email: 'sari@uji.id', password: 'p'.repeat(201) }, 'password', 'Password paling banyak 200 karakter.'],
  ])('refuses %s with 400 before looking anything up', async (_label, payload, field, message) => {
    const response = await send(ctx(), { method: 'POST', url: '/api/login', payload });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(body.fields?.[field]).toBe(message);
  });

  it('still lets a user whose password predates the 8-character rule log in', async () => {
    // The rule is for new passwords only: login asks for a non-empty one, so nobody is locked out.
    await insertUser(ctx().db, {
      nama: 'Pengguna Lama',
      email: 'lama@uji.id',
      peran: 'Instansi',
      passwordHash: await hashPassword('pendek'),
    });
    expect((await login(ctx(), { email: 'lama@uji.id', password: 'pendek' })).statusCode).toBe(200);
  });
});
