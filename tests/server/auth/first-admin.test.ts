import { expect, it } from 'vitest';
import { ADMIN_REGISTRATION_REFUSED, SETUP_CODE_REQUIRED } from '../../../src/server/auth/first-admin';
import { describeOnEachDatabase, type TestContext } from '../helpers/test-app';
import { expectError, send } from './support';

const REMOTE = '203.0.113.25';
let counter = 0;

function claim(ctx: TestContext, options: { remoteAddress?: string; kodePenyiapan?: string; headers?: Record<string, string> } = {}) {
  counter += 1;
  return send(ctx, {
    method: 'POST',
    url: '/api/register',
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.headers,
    payload: {
      nama: `Calon Admin ${counter}`,
      email: `calon-admin-${counter}@uji.id`,
      password: 'tiga-kucing-lompat',
      peran: 'Admin',
      ...(options.kodePenyiapan === undefined ? {} : { kodePenyiapan: options.kodePenyiapan }),
    },
  });
}

/** Back to a fresh install: no Admin. */
async function removeAdmins(ctx: TestContext) {
  await ctx.db.deleteFrom('users').where('peran', '=', 'Admin').execute();
}

async function countAdmins(ctx: TestContext) {
  return (await ctx.db.selectFrom('users').select('id').where('peran', '=', 'Admin').execute()).length;
}

describeOnEachDatabase('claiming the first Admin of a fresh install', (ctx) => {
  it('from another machine without the setup code: 403, nothing stored', async () => {
    await removeAdmins(ctx());
    expect(expectError(await claim(ctx(), { remoteAddress: REMOTE }), 403, 'FORBIDDEN').message).toBe(SETUP_CODE_REQUIRED);
    expect(expectError(await claim(ctx(), { remoteAddress: REMOTE, kodePenyiapan: 'ABCD-EFGH-JKMN' }), 403, 'FORBIDDEN').message).toBe(SETUP_CODE_REQUIRED);
    expect(expectError(await claim(ctx(), { remoteAddress: '::ffff:198.51.100.7' }), 403, 'FORBIDDEN').message).toBe(SETUP_CODE_REQUIRED);
    expect(await countAdmins(ctx())).toBe(0);
  });

  it('through a proxy on the server machine (it names the client): 403 without the code', async () => {
    await removeAdmins(ctx());
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': REMOTE }, { forwarded: `for=${REMOTE}` }, { 'x-real-ip': REMOTE }];
    for (const headers of proxied) {
      expectError(await claim(ctx(), { headers }), 403, 'FORBIDDEN');
    }
    expect(await countAdmins(ctx())).toBe(0);
  });

  it('from another machine with the code from the log, typed in any case and without dashes: 201', async () => {
    await removeAdmins(ctx());
    const code = ctx().app.firstAdminSetupCode;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const response = await claim(ctx(), { remoteAddress: REMOTE, kodePenyiapan: ` ${code.replaceAll('-', '').toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(201);
    expect(await countAdmins(ctx())).toBe(1);
    // The code claims the first Admin only.
    expect(expectError(await claim(ctx(), { remoteAddress: REMOTE, kodePenyiapan: code }), 403, 'FORBIDDEN').message).toBe(ADMIN_REGISTRATION_REFUSED);
    expect(await countAdmins(ctx())).toBe(1);
  });

  it('from the server machine itself (loopback, IPv4 or IPv6, no proxy header, no TRUST_PROXY): 403 without the code, 201 with it', async () => {
    // A same-machine proxy that adds no header looks exactly like this (tests/server/security/auth-findings.test.ts).
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      await removeAdmins(ctx());
      expect(expectError(await claim(ctx(), { remoteAddress }), 403, 'FORBIDDEN').message).toBe(SETUP_CODE_REQUIRED);
      expect(await countAdmins(ctx())).toBe(0);
      const response = await claim(ctx(), { remoteAddress, kodePenyiapan: ctx().app.firstAdminSetupCode });
      expect(response.statusCode, response.body).toBe(201);
      expect(await countAdmins(ctx())).toBe(1);
    }
  });

  it('ten racing first-Admin claims with the code: exactly one wins, the others get 403', async () => {
    await removeAdmins(ctx());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => {
        counter += 1;
        return ctx().app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            nama: `Balapan ${n}`,
            email: `balapan-${counter}@uji.id`,
            password: 'tiga-kucing-lompat',
            peran: 'Admin',
            kodePenyiapan: ctx().app.firstAdminSetupCode,
          },
        });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(403)]);
    expect(await countAdmins(ctx())).toBe(1);
  });

  it('a Surveyor or Instansi registers from anywhere, no code asked', async () => {
    await removeAdmins(ctx());
    const response = await send(ctx(), {
      method: 'POST',
      url: '/api/register',
      remoteAddress: REMOTE,
      payload: { nama: 'Surveyor Jauh', email: 'surveyor-jauh@uji.id', password: 'tiga-kucing-lompat', peran: 'Surveyor' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describeOnEachDatabase(
  'claiming the first Admin behind a proxy (TRUST_PROXY set)',
  (ctx) => {
    it('a loopback request naming nobody may have come through a proxy that adds no header: only the code counts', async () => {
      await removeAdmins(ctx());
      expect(expectError(await claim(ctx()), 403, 'FORBIDDEN').message).toBe(SETUP_CODE_REQUIRED);
      expect(await countAdmins(ctx())).toBe(0);
      const response = await claim(ctx(), { kodePenyiapan: ctx().app.firstAdminSetupCode });
      expect(response.statusCode, response.body).toBe(201);
      expect(await countAdmins(ctx())).toBe(1);
    });
  },
  (config) => ({ ...config, trustProxy: 1 }),
);
