import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD, type SignedInUser, type TestContext } from '../helpers/test-app';
import { bearer, decodePayload, expectError, quickUser, send } from './support';

/**
 * Sessions (SECURITY.md, "Passwords and tokens"): each login is a session on the server whose id
 * is in the token; Keluar ends it at once, a new password ends them all but the new one.
 */

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

/** A login on one more device of the user. */
async function signIn(ctx: TestContext, email: string, password = TEST_PASSWORD): Promise<{ authorization: string }> {
  const response = await send(ctx, { method: 'POST', url: '/api/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json().token);
}

function me(ctx: TestContext, auth: { authorization: string }) {
  return send(ctx, { method: 'GET', url: '/api/me', headers: auth });
}

function logout(ctx: TestContext, auth: { authorization: string }) {
  return send(ctx, { method: 'POST', url: '/api/logout', headers: { ...auth, 'content-type': 'application/json' } });
}

async function sessionsOf(ctx: TestContext, userId: number): Promise<number> {
  const rows = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

const sidOf = (auth: { authorization: string }) => decodePayload(auth.authorization.replace('Bearer ', '')).sid;

describeOnEachDatabase('POST /api/logout and sessions', (ctx) => {
  let surveyor: SignedInUser;

  it('ends the token of this device at once, and only it: the phone next to it stays signed in', async () => {
    surveyor = await quickUser(ctx(), 'Surveyor');
    const phone = await signIn(ctx(), surveyor.user.email);
    const tablet = await signIn(ctx(), surveyor.user.email);
    expect(sidOf(phone)).not.toBe(sidOf(tablet));

    const response = await logout(ctx(), phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Anda telah keluar.' });

    for (const [method, url] of [['GET', '/api/me'], ['GET', '/api/events?status=aktif'], ['GET', '/api/offline-bundle']] as const) {
      const after = await send(ctx(), { method, url, headers: phone });
      expect(expectError(after, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
    }
    expectError(await logout(ctx(), phone), 401, 'UNAUTHORIZED');
    expect((await me(ctx(), tablet)).statusCode).toBe(200);
    expect((await me(ctx(), surveyor.auth)).statusCode).toBe(200);
  });

  it('refuses a logout without a token, and a token of a session that does not exist', async () => {
    expectError(await send(ctx(), { method: 'POST', url: '/api/logout' }), 401, 'UNAUTHORIZED');
    const count = await ctx().db.selectFrom('sessions').select('id').execute();
    expectError(await logout(ctx(), bearer('bukan.token.sah')), 401, 'UNAUTHORIZED');
    expect(await ctx().db.selectFrom('sessions').select('id').execute()).toEqual(count);
  });

  it('a new password ends every session of the user but the new one, on every device', async () => {
    const user = await quickUser(ctx(), 'Instansi');
    const laptop = await signIn(ctx(), user.user.email);
    const stolen = await signIn(ctx(), user.user.email);
    const changed = await send(ctx(), {
      method: 'PUT',
      url: '/api/me/password',
      headers: laptop,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'sandi-baru-777' },
    });
    expect(changed.statusCode).toBe(200);
    for (const old of [laptop, stolen, user.auth]) expectError(await me(ctx(), old), 401, 'UNAUTHORIZED');
    expect((await me(ctx(), bearer(changed.json().token))).statusCode).toBe(200);
    expect(await sessionsOf(ctx(), user.user.id)).toBe(1);
  });

  it('a password an Admin sets ends every session of that user', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const user = await quickUser(ctx(), 'Surveyor');
    const device = await signIn(ctx(), user.user.email);
    const reset = await send(ctx(), {
      method: 'PUT',
      url: `/api/users/${user.user.id}`,
      headers: admin.auth,
      payload: { nama: user.user.nama, email: user.user.email, peran: 'Surveyor', password: 'sandi-dari-admin' },
    });
    expect(reset.statusCode).toBe(200);
    for (const old of [device, user.auth]) expectError(await me(ctx(), old), 401, 'UNAUTHORIZED');
    expect(await sessionsOf(ctx(), user.user.id)).toBe(0);
  });

  it('a deleted user leaves no session behind', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const user = await quickUser(ctx(), 'Surveyor');
    await signIn(ctx(), user.user.email);
    expect(await sessionsOf(ctx(), user.user.id)).toBe(2);
    expect((await send(ctx(), { method: 'DELETE', url: `/api/users/${user.user.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await sessionsOf(ctx(), user.user.id)).toBe(0);
  });

  it('sweeps sessions whose tokens have expired at the next login', async () => {
    const user = await quickUser(ctx(), 'Surveyor');
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx().db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', user.user.id).execute();
    await signIn(ctx(), surveyor.user.email);
    expect(await sessionsOf(ctx(), user.user.id)).toBe(0);
  });
});
