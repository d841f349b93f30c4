import { expect, it } from 'vitest';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { bearer, decodePayload, expectError, forgeToken, nowSeconds, quickUser, send, snapshot } from './support';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';
const HS256 = { alg: 'HS256', typ: 'JWT' };

function secretOf(ctx: TestContext): string {
  const secret = ctx.app.config.jwtSecret;
  if (!secret) throw new Error('the test app has no JWT secret');
  return secret;
}

/** A token exactly as the app would sign it for the user's session, but with claims chosen by the test. */
function validClaims(signedIn: SignedInUser, extra: Record<string, unknown> = {}) {
  const iat = nowSeconds();
  const { sid } = decodePayload(signedIn.token);
  return { sub: String(signedIn.user.id), ver: 0, sid, iat, exp: iat + 3600, ...extra };
}

async function expectSessionEnded(ctx: TestContext, token: string) {
  for (const [method, url] of [
    ['GET', '/api/me'],
    ['GET', '/api/users'],
  ] as const) {
    const response = await send(ctx, { method, url, headers: bearer(token) });
    expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
  }
}

/** An Admin turns the user into an Instansi; the user's token stays as it was. */
async function makeInstansi(ctx: TestContext, admin: SignedInUser, user: SignedInUser) {
  const change = await send(ctx, {
    method: 'PUT',
    url: `/api/users/${user.user.id}`,
    headers: admin.auth,
    payload: { nama: user.user.nama, email: user.user.email, peran: 'Instansi' },
  });
  expect(change.statusCode).toBe(200);
}

describeOnEachDatabase('bearer tokens', (ctx) => {
  it('accepts a token forged here with the same secret and claims: the forging is right', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const token = forgeToken(HS256, validClaims(admin), secretOf(ctx()));
    const response = await send(ctx(), { method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a token whose payload was changed to another user', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const { token } = await quickUser(ctx(), 'Surveyor');
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodePayload(token), sub: String(admin.user.id) })).toString('base64url');
    await expectSessionEnded(ctx(), `${header}.${payload}.${signature}`);
  });

  it('refuses a token whose signature was altered', async () => {
    const { token } = await quickUser(ctx(), 'Admin');
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expectSessionEnded(ctx(), `${header}.${payload}.${flipped}`);
    await expectSessionEnded(ctx(), `${header}.${payload}.`);
    await expectSessionEnded(ctx(), `${header}.${payload}`);
  });

  it('refuses an expired token signed by the app itself', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const { sid } = decodePayload(admin.token) as { sid: string };
    const token = ctx().app.jwt.sign({ sub: String(admin.user.id), ver: 0, sid }, { expiresIn: -10 });
    expect(Number(decodePayload(token).exp)).toBeLessThan(nowSeconds());
    await expectSessionEnded(ctx(), token);
  });

  it('refuses a token that is not valid yet', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    await expectSessionEnded(ctx(), forgeToken(HS256, validClaims(admin, { nbf: nowSeconds() + 3600 }), secretOf(ctx())));
  });

  it('refuses an unsigned token (alg none), with or without the final dot', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    for (const alg of ['none', 'None', 'NONE']) {
      const token = forgeToken({ alg, typ: 'JWT' }, validClaims(admin), undefined);
      await expectSessionEnded(ctx(), token);
      await expectSessionEnded(ctx(), token.slice(0, -1));
    }
  });

  it('refuses a token signed with another secret', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    await expectSessionEnded(ctx(), forgeToken(HS256, validClaims(admin), 'rahasia-penyerang-yang-cukup-panjang'));
  });

  it('refuses a token signed with the right secret but another algorithm than HS256', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    await expectSessionEnded(ctx(), forgeToken({ alg: 'HS512', typ: 'JWT' }, validClaims(admin), secretOf(ctx()), 'sha512'));
  });

  it.each([
    ['no sub', { sub: undefined }],
    ['a sub that is not a number', { sub: 'admin' }],
    ['a fractional sub', { sub: '1.5' }],
    ['no ver', { ver: undefined }],
    ['a ver given as text', { ver: '0' }],
    ['a ver from the future', { ver: 1 }],
    ['no sid', { sid: undefined }],
    ['a sid that is not text', { sid: 1 }],
    ['a sid of no session', { sid: 'sesi-yang-tidak-ada' }],
    ['no exp, so it would never end', { exp: undefined }],
  ])('refuses a correctly signed token with %s', async (_label, claims) => {
    const admin = await quickUser(ctx(), 'Admin');
    await expectSessionEnded(ctx(), forgeToken(HS256, validClaims(admin, claims), secretOf(ctx())));
  });

  it.each(['abc', 'a.b.c', '....', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.', '%00'])('refuses the garbage token "%s"', async (token) => {
    await expectSessionEnded(ctx(), token);
  });

  it('refuses the token of a user who was deleted', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const gone = await quickUser(ctx(), 'Surveyor');
    const deleted = await send(ctx(), { method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    const response = await send(ctx(), { method: 'GET', url: '/api/me', headers: gone.auth });
    expect(expectError(response, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
  });

  it('refuses a deleted or demoted user on POST /api/jawaban, whose user is read while its body is parsed', async () => {
    // That route checks the signature on arrival and awaits the user just before validation.
    const admin = await quickUser(ctx(), 'Admin');
    const gone = await quickUser(ctx(), 'Surveyor');
    const demoted = await quickUser(ctx(), 'Surveyor');
    expect((await send(ctx(), { method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: admin.auth })).statusCode).toBe(200);
    await makeInstansi(ctx(), admin, demoted);
    const before = await snapshot(ctx());
    // A well-formed body naming a questionnaire that does not exist, an invalid one, and one that is not JSON.
    for (const payload of ['{"kuesionerId": 987654, "jawaban": []}', '{"kuesionerId": "x"}', '{"rusak": ']) {
      const headers = { 'content-type': 'application/json' };
      const asGone = await send(ctx(), { method: 'POST', url: '/api/jawaban', headers: { ...headers, ...gone.auth }, payload });
      expect(expectError(asGone, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
      const asDemoted = await send(ctx(), { method: 'POST', url: '/api/jawaban', headers: { ...headers, ...demoted.auth }, payload });
      expectError(asDemoted, 403, 'FORBIDDEN');
    }
    expect(await snapshot(ctx())).toEqual(before);
  });

  it('applies a role change to existing tokens at once', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const demoted = await quickUser(ctx(), 'Admin');
    expect((await send(ctx(), { method: 'GET', url: '/api/users', headers: demoted.auth })).statusCode).toBe(200);

    await makeInstansi(ctx(), admin, demoted);

    const me = await send(ctx(), { method: 'GET', url: '/api/me', headers: demoted.auth });
    expect(me.json().peran).toBe('Instansi');
    const users = await send(ctx(), { method: 'GET', url: '/api/users', headers: demoted.auth });
    expectError(users, 403, 'FORBIDDEN');
  });
});
