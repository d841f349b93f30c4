import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { bearer, decodePayload, expectError, quickUser, send } from '../auth/support';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

function changePassword(ctx: TestContext, auth: { authorization: string }, payload: object) {
  return send(ctx, { method: 'PUT', url: '/api/me/password', headers: auth, payload });
}

function me(ctx: TestContext, auth: { authorization: string }) {
  return send(ctx, { method: 'GET', url: '/api/me', headers: auth });
}

function login(ctx: TestContext, email: string, password: string) {
  return send(ctx, { method: 'POST', url: '/api/login', payload: { email, password } });
}

describeOnEachDatabase('PUT /api/me/password', (ctx) => {
  it('changes the password, ends every older token and answers a new one that works', async () => {
    const { user, auth } = await quickUser(ctx(), 'Surveyor');
    const before = await ctx().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();

    const response = await changePassword(ctx(), auth, { oldPassword: TEST_PASSWORD, newPassword: 'sandi-baru-456' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: 'Password berhasil diubah.', token: expect.any(String) });
    expect(decodePayload(body.token)).toMatchObject({ sub: String(user.id), ver: 1 });

    expect(expectError(await me(ctx(), auth), 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
    const fresh = await me(ctx(), bearer(body.token));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual(user);

    const after = await ctx().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).not.toContain('sandi-baru-456');
    expect(after.password_hash).toMatch(/^scrypt\$/);
    expect(after.token_version).toBe(before.token_version + 1);

    expect((await login(ctx(), user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx(), user.email, 'sandi-baru-456')).statusCode).toBe(200);
  });

  it('refuses a wrong old password with 400, changes nothing and keeps the token working', async () => {
    const { user, auth } = await quickUser(ctx(), 'Instansi');
    const response = await send(ctx(), {
      method: 'PUT',
      url: '/api/me/password',
      headers: auth,
      payload: { oldPassword: 'bukan-sandi-lama', newPassword: 'sandi-baru-456' },
    });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe('Password lama salah.');
    expect(body.fields).toEqual({ oldPassword: 'Password lama salah.' });
    expect((await me(ctx(), auth)).statusCode).toBe(200);
    expect((await login(ctx(), user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a 7-character new password', { oldPassword: TEST_PASSWORD, newPassword: '1234567' }, 'newPassword', 'Password minimal 8 karakter.'],
    ['an empty new password', { oldPassword: TEST_PASSWORD, newPassword: '' }, 'newPassword', 'Password minimal 8 karakter.'],
    ['no new password', { oldPassword: TEST_PASSWORD }, 'newPassword', 'Password wajib diisi.'],
    ['a new password over 200 characters', { oldPassword: TEST_PASSWORD, newPassword: 'p'.repeat(201) }, 'newPassword', 'Password paling banyak 200 karakter.'],
    ['no old password', { newPassword: 'sandi-baru-456' }, 'oldPassword', 'Password lama wajib diisi.'],
    ['an empty old password', { oldPassword: '', newPassword: 'sandi-baru-456' }, 'oldPassword', 'Password lama wajib diisi.'],
  ])('refuses %s with 400 and a clear message', async (_label, payload, field, message) => {
    const { auth } = await quickUser(ctx(), 'Surveyor');
    const response = await send(ctx(), { method: 'PUT', url: '/api/me/password', headers: auth, payload });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(body.fields?.[field]).toBe(message);
    expect((await me(ctx(), auth)).statusCode).toBe(200);
  });

  it('accepts a new password of exactly 8 characters', async () => {
    const { auth } = await quickUser(ctx(), 'Admin');
    const response = await changePassword(ctx(), auth, { oldPassword: TEST_PASSWORD, newPassword: 'kbn-4821' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a token and with a token the change already ended', async () => {
    const { auth } = await quickUser(ctx(), 'Surveyor');
    const payload = { oldPassword: TEST_PASSWORD, newPassword: 'sandi-baru-789' };
    expectError(await send(ctx(), { method: 'PUT', url: '/api/me/password', payload }), 401, 'UNAUTHORIZED');

    expect((await changePassword(ctx(), auth, payload)).statusCode).toBe(200);
    const again = await send(ctx(), {
      method: 'PUT',
      url: '/api/me/password',
      headers: auth,
      payload: { oldPassword: 'sandi-baru-789', newPassword: 'sandi-lain-000' },
    });
    expect(expectError(again, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
  });
});
