import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SETUP_CODE_REQUIRED } from '../../../src/server/auth/first-admin';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../reliability/helpers/round-robin-proxy';
import { quickUser } from '../auth/support';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';

/**
 * Three findings of the fresh security test (issue 38, item 8), each replayed against the real app
 * on both databases: a login flood from a few addresses, racing Admin registrations under
 * ALLOW_ADMIN_REGISTRATION, and a first-Admin claim through a same-machine proxy (SECURITY.md).
 */

const PASSWORD = 'tiga-kucing-lompat';
let counter = 0;

function registerAdmin(ctx: TestContext, kodePenyiapan?: string) {
  counter += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `203.0.113.${counter % 250}`,
    payload: { nama: `Orang Asing ${counter}`, email: `asing-${counter}@uji.id`, password: PASSWORD, peran: 'Admin', kodePenyiapan },
  });
}

async function admins(ctx: TestContext) {
  return ctx.db.selectFrom('users').select(['email', 'status_akun']).where('peran', '=', 'Admin').orderBy('id').execute();
}

const FLOODERS = ['10.66.0.1', '10.66.1.1', '10.66.2.1', '10.66.3.1', '10.66.4.1'];
const SURVEYOR = '10.77.0.1';

describeOnEachDatabase('a login flood from five addresses', (ctx) => {
  it('fills the shared password-hash queue, and a real login from another address still gets a slot and signs in', { timeout: 120_000 }, async () => {
    const { user } = await quickUser(ctx(), 'Surveyor');
    const { hashing } = ctx().app.config;
    const perAddress = hashing.maxWaitingPerAddress + hashing.concurrency;
    // The dummy hash of unknown emails is made at the first one, outside the queue.
    await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'pemanasan@uji.id', password: 'tebakan-salah-1' }, remoteAddress: '10.88.0.1' });

    // The flood's hashes wait for the gate, so the queue stays full while the real login arrives:
    // the limiter is the app's own, the hashes the real ones, only held back.
    const limiter = ctx().app.hashLimiter;
    const run = limiter.run.bind(limiter);
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let settled = 0;
    let accountedFor = () => {};
    const everyFloodLoginPlaced = new Promise<void>((resolve) => (accountedFor = resolve));
    const total = FLOODERS.length * perAddress;
    const check = () => {
      const { running, waiting } = limiter.load();
      if (settled + running + waiting === total) accountedFor();
    };
    let realStatus: number | undefined;
    let hashedBeforeReal = 0;
    let realQueued = () => {};
    const realReachedTheQueue = new Promise<void>((resolve) => (realQueued = resolve));
    limiter.run = (ip, hash) => {
      if (ip === SURVEYOR) {
        const answer = run(ip, hash);
        realQueued();
        return answer;
      }
      const answer = run(ip, async () => {
        await gate;
        return hash();
      });
      check();
      return answer;
    };

    try {
      const flood = FLOODERS.flatMap((address) =>
        Array.from({ length: perAddress }, (_, n) =>
          ctx()
            .app.inject({ method: 'POST', url: '/api/login', payload: { email: `tidak-ada-${address}-${n}@uji.id`, password: 'tebakan-salah-1' }, remoteAddress: address })
            .then((response) => {
              settled += 1;
              if (response.statusCode === 401 && realStatus === undefined) hashedBeforeReal += 1;
              check();
              return response.statusCode;
            }),
        ),
      );
      await everyFloodLoginPlaced;
      expect(limiter.load()).toEqual({ running: hashing.concurrency, waiting: hashing.maxWaiting });

      const real = ctx().app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD }, remoteAddress: SURVEYOR });
      void real.then((response) => (realStatus = response.statusCode));
      await realReachedTheQueue;
      // The overall bound holds: the fresh address took the place of one flood login.
      expect(limiter.load()).toEqual({ running: hashing.concurrency, waiting: hashing.maxWaiting });
      openGate();
      const response = await real;
      expect(response.statusCode, response.body).toBe(200);
      // Served in turn with the five flooding addresses, not behind the 128 flood logins waiting:
      // the two running, one turn of each address, one running beside it, and slack.
      expect(hashedBeforeReal).toBeLessThanOrEqual(2 + FLOODERS.length + 1 + 8);

      const statuses = await Promise.all(flood);
      expect(statuses.every((status) => status === 401 || status === 429 || status === 503), statuses.join(',')).toBe(true);
      expect(statuses.filter((status) => status === 401)).toHaveLength(hashing.maxWaiting + hashing.concurrency - 1);
      expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      openGate();
      limiter.run = run;
    }
  });
});

describeOnEachDatabase(
  'ALLOW_ADMIN_REGISTRATION=true on a fresh install',
  (ctx) => {
    it('six racing strangers without the setup code: all refused, no Admin', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => registerAdmin(ctx())));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(6).fill(403));
      expect(answers.every((answer) => answer.json().message === SETUP_CODE_REQUIRED)).toBe(true);
      expect(await admins(ctx())).toEqual([]);
    });

    it('six racing claims with the code: one active first Admin, the others wait for its approval', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => registerAdmin(ctx(), ctx().app.firstAdminSetupCode)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(6).fill(201));
      const stored = await admins(ctx());
      expect(stored.map((admin) => admin.status_akun).sort()).toEqual(['aktif', ...Array<string>(5).fill('menunggu')]);
    });

    it('once an Admin exists, a self-registered Admin waits for approval even with SELF_REGISTRATION=open', async () => {
      expect(ctx().app.config.selfRegistration).toBe('open');
      const answer = await registerAdmin(ctx());
      expect(answer.statusCode, answer.body).toBe(201);
      const stored = await admins(ctx());
      expect(stored.at(-1)).toEqual({ email: `asing-${counter}@uji.id`, status_akun: 'menunggu' });
      expect(stored.filter((admin) => admin.status_akun === 'aktif')).toHaveLength(1);
      const login = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { email: `asing-${counter}@uji.id`, password: PASSWORD } });
      expect(login.statusCode).toBe(403);
    });
  },
  (config) => ({ ...config, allowAdminRegistration: true }),
);

describeOnEachDatabase('a proxy on the server machine that adds no forwarding header, TRUST_PROXY unset', (ctx) => {
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    expect(ctx().app.config.trustProxy).toBe(0);
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startRoundRobinProxy([(ctx().app.server.address() as AddressInfo).port]);
  });

  afterAll(async () => {
    await proxy.close();
  });

  function claimThroughProxy(kodePenyiapan?: string) {
    counter += 1;
    return fetch(`${proxy.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nama: 'Orang Jauh', email: `jauh-${counter}@uji.id`, password: PASSWORD, peran: 'Admin', kodePenyiapan }),
      signal: AbortSignal.timeout(30_000),
    });
  }

  it('a remote stranger cannot claim the first Admin without the setup code; with it, the claim works', async () => {
    const refused = await claimThroughProxy();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(SETUP_CODE_REQUIRED);
    expect(await admins(ctx())).toEqual([]);

    const claimed = await claimThroughProxy(ctx().app.firstAdminSetupCode);
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    expect(await admins(ctx())).toEqual([{ email: `jauh-${counter}@uji.id`, status_akun: 'aktif' }]);
  });
});
