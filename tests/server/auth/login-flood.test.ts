import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { quickUser } from './support';

const FLOOD = 100;
const FLOODER = '10.66.0.1';
const SURVEYOR = '10.77.0.1';
/**
 * Flood hashes that may finish between the real login's hash joining the queue and its end:
 * the two running when it queued, the one next in turn, one running beside it, and slack. Served
 * first come first served it waited behind the whole flood (~90).
 */
const MOST_FINISHED_MEANWHILE = 6;

interface Timed {
  status: number;
  ms: number;
  finishedAt: number;
}

async function timedLogin(ctx: TestContext, email: string, password: string, remoteAddress: string): Promise<Timed> {
  const start = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
  const finishedAt = performance.now();
  return { status: response.statusCode, ms: finishedAt - start, finishedAt };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * 100 parallel logins for unknown emails from one address, and meanwhile a surveyor's real login
 * from another. Asserted on order, not on milliseconds (which a loaded machine stretches): the
 * real login is served within a few hashes of arriving, at most two hashes ever run at once, and
 * every flood login is answered (401, or 429 past its address's share of the queue), never 5xx.
 */
describeOnEachDatabase('a flood of logins for unknown emails', (ctx) => {
  it(`a real login from another address is served within a few hashes while ${FLOOD} parallel unknown-email logins run`, { timeout: 120_000 }, async () => {
    const { user } = await quickUser(ctx(), 'Surveyor');
    // Warm up: the dummy hash of unknown emails is made at the first one.
    await timedLogin(ctx(), 'pemanasan@uji.id', 'tebakan-salah-1', '10.88.0.1');
    const alone = await timedLogin(ctx(), user.email, TEST_PASSWORD, SURVEYOR);
    expect(alone.status).toBe(200);

    // When the real login's hash joins the queue and when it is done, and when each flood hash is
    // done: what happens before and after a hash (a request's turn on a loaded event loop, its
    // user lookup, its session or failed-login entry in the database) is not the queue's doing.
    const limiter = ctx().app.hashLimiter;
    const run = limiter.run.bind(limiter);
    let queuedAt = Number.NaN;
    let hashedAt = Number.NaN;
    const floodHashesDone: number[] = [];
    limiter.run = (ip, hash) => {
      if (ip === SURVEYOR) queuedAt = performance.now();
      return run(ip, hash).then((result) => {
        if (ip === SURVEYOR) hashedAt = performance.now();
        if (ip === FLOODER) floodHashesDone.push(performance.now());
        return result;
      });
    };
    let maxRunning = 0;
    const sampler = setInterval(() => {
      maxRunning = Math.max(maxRunning, ctx().app.hashLimiter.load().running);
    }, 1);
    const flood = Array.from({ length: FLOOD }, (_, n) =>
      timedLogin(ctx(), `tidak-ada-${n}@uji.id`, 'tebakan-salah-1', FLOODER),
    );
    // Sent once the flood is hashing: its first finished hash (a 401) is back.
    await new Promise<void>((resolve) => {
      for (const login of flood) void login.then((answer) => answer.status === 401 && resolve());
    });
    const sentAt = performance.now();
    const real = await timedLogin(ctx(), user.email, TEST_PASSWORD, SURVEYOR);
    const answers = await Promise.all(flood);
    clearInterval(sampler);
    limiter.run = run;

    const hashed = answers.filter((answer) => answer.status === 401);
    const finishedMeanwhile = floodHashesDone.filter((doneAt) => doneAt > queuedAt && doneAt < hashedAt).length;
    const finishedBeforeQueued = hashed.filter((answer) => answer.finishedAt > sentAt && answer.finishedAt <= queuedAt).length;
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
    console.log(
      `[login-flood ${ctx().kind}] real login alone ${alone.ms.toFixed(0)} ms, during the flood ${real.ms.toFixed(0)} ms; ` +
        `flood: ${hashed.length} hashed (median ${median(hashed.map((a) => a.ms)).toFixed(0)} ms, last ${Math.max(...hashed.map((a) => a.ms)).toFixed(0)} ms), ` +
        `${answers.length - hashed.length} refused at once; ${finishedBeforeQueued} flood hashes finished before the real login's hash queued, ` +
        `${finishedMeanwhile} while it waited; ` +
        `at most ${maxRunning} hashes at once`,
    );

    expect(real.status).toBe(200);
    expect(statuses.every((status) => status === 401 || status === 429), `flood statuses ${statuses.join(', ')}`).toBe(true);
    expect(hashed.length, 'hashes the flood got').toBeGreaterThan(MOST_FINISHED_MEANWHILE * 2);
    expect(finishedMeanwhile).toBeLessThanOrEqual(MOST_FINISHED_MEANWHILE);
    expect(maxRunning).toBeLessThanOrEqual(ctx().app.config.hashing.concurrency);
  });
});
