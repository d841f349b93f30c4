import { expect, it } from 'vitest';
import { PERAN } from '../../../src/shared/roles';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { expectError, quickUser, send } from './support';

const EMAIL_UNAVAILABLE = 'Email ini tidak dapat digunakan. Gunakan email lain.';
const LOGIN_FIRST = 'Anda perlu login terlebih dahulu.';

function putMe(ctx: TestContext, auth: { authorization: string }, payload: object) {
  return send(ctx, { method: 'PUT', url: '/api/me', headers: auth, payload });
}

describeOnEachDatabase('GET /api/me', (ctx) => {
  it.each(PERAN)('answers the signed-in %s as id, nama, email, peran, wilayah_kerja', async (peran) => {
    const { user, auth } = await quickUser(ctx(), peran);
    const response = await send(ctx(), { method: 'GET', url: '/api/me', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, nama: user.nama, email: user.email, peran, wilayah_kerja: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer'],
    ['"Bearer " and spaces', 'Bearer    '],
    ['another scheme', 'Basic c2FyaTpyYWhhc2lh'],
    ['a token without its scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
  ])('answers 401 with %s', async (_label, authorization) => {
    const response = await send(ctx(), {
      method: 'GET',
      url: '/api/me',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe(LOGIN_FIRST);
  });

  it('accepts the scheme in any letter case', async () => {
    const { token } = await quickUser(ctx(), 'Instansi');
    const response = await send(ctx(), { method: 'GET', url: '/api/me', headers: { authorization: `bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a JSON content type with no body, as the client sends on every call', async () => {
    const { auth } = await quickUser(ctx(), 'Surveyor');
    const response = await send(ctx(), {
      method: 'GET',
      url: '/api/me',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describeOnEachDatabase('PUT /api/me', (ctx) => {
  it('updates nama and email (trimmed, email lower-cased) and answers the updated user', async () => {
    const { user, auth } = await quickUser(ctx(), 'Surveyor');
    const response = await putMe(ctx(), auth, {
      nama: '  Nama Baru  ',
      email: ' Baru.Sekali@Uji.ID ',
      password_sekarang: TEST_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    const updated = { id: user.id, nama: 'Nama Baru', email: 'baru.sekali@uji.id', peran: 'Surveyor', wilayah_kerja: null };
    expect(response.json()).toEqual(updated);

    // The same token still works (the password did not change) and sees the new profile.
    const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: auth });
    expect(me.json()).toEqual(updated);
    const login = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'baru.sekali@uji.id', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await send(ctx(), {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('keeps the own email when only its letter case changes', async () => {
    const { user, auth } = await quickUser(ctx(), 'Instansi');
    const response = await putMe(ctx(), auth, { nama: user.nama, email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
  });

  it('refuses an email another user has, in any letter case, with 409 and changes nothing', async () => {
    // Said only once the current password is right: see me-email.test.ts for the order.
    const other = await quickUser(ctx(), 'Admin', { email: 'sudah.dipakai@uji.id' });
    const { user, auth } = await quickUser(ctx(), 'Surveyor');
    for (const email of [other.user.email, 'Sudah.Dipakai@UJI.id']) {
      const response = await send(ctx(), {
        method: 'PUT',
        url: '/api/me',
        headers: auth,
        payload: { nama: 'Ganti Nama Juga', email, password_sekarang: TEST_PASSWORD },
      });
      expect(expectError(response, 409, 'CONFLICT').message).toBe(EMAIL_UNAVAILABLE);
    }
    const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: auth });
    expect(me.json()).toEqual(user);
  });

  it('never changes the role, id or password, whatever the body says', async () => {
    const { user, auth } = await quickUser(ctx(), 'Surveyor');
    const before = await ctx().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const response = await putMe(ctx(), auth, {
      nama: 'Ingin Jadi Admin',
      email: user.email,
      peran: 'Admin',
      id: user.id + 1000,
      password: 'sandi-baru-123',
      password_hash: 'x',
      token_version: 99,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, nama: 'Ingin Jadi Admin' });
    const after = await ctx().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      peran: 'Surveyor',
      password_hash: before.password_hash,
      token_version: before.token_version,
    });
    const users = await send(ctx(), { method: 'GET', url: '/api/users', headers: auth });
    expect(users.statusCode).toBe(403);
  });

  it.each([
    ['no nama', { email: 'valid@uji.id' }, 'nama', 'Nama wajib diisi.'],
    ['a blank nama', { nama: ' ', email: 'valid@uji.id' }, 'nama', 'Nama wajib diisi.'],
    ['a nama over 100 characters', { nama: 'n'.repeat(101), email: 'valid@uji.id' }, 'nama', 'Nama paling banyak 100 karakter.'],
    ['no email', { nama: 'Valid' }, 'email', 'Email wajib diisi.'],
    ['a malformed email', { nama: 'Valid', email: 'tanpa-domain@' }, 'email', 'Format email tidak valid.'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field, message) => {
    const { auth } = await quickUser(ctx(), 'Instansi');
    const response = await send(ctx(), { method: 'PUT', url: '/api/me', headers: auth, payload });
    expect(expectError(response, 400, 'VALIDATION_ERROR').fields?.[field]).toBe(message);
  });

  it('answers 401 without a token, even for a body it would refuse', async () => {
    for (const payload of [{ nama: 'Siapa', email: 'siapa@uji.id' }, {}]) {
      const response = await send(ctx(), { method: 'PUT', url: '/api/me', payload });
      expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe(LOGIN_FIRST);
    }
  });
});
