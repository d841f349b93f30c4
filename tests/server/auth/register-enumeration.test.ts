import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestContext } from '../helpers/test-app';
import { quickUser, snapshot } from './support';

/**
 * POST /api/register does not tell whether an email has an account: a taken email gets the same
 * status and body as a new one, creates nothing, and costs about the same time (the password is
 * hashed either way). Timing as in login-timing.test.ts: interleaved, medians, a wide ratio.
 */

const SAMPLES = 16;
const WARM_UP = 2;

async function timeRegister(ctx: TestContext, email: string): Promise<{ ms: number; status: number; body: string }> {
  const started = process.hrtime.bigint();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { nama: 'Penebak', email, password: 'sandi-penebak-1', peran: 'Instansi' },
  });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode, body: response.body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
}

describeOnEachDatabase('register does not tell whether an email exists', (ctx) => {
  it('answers a taken email exactly as a new one, and stores nothing for it', async () => {
    const { user } = await quickUser(ctx(), 'Surveyor', { email: 'sudah.terdaftar@uji.id' });
    const fresh = await timeRegister(ctx(), 'belum.terdaftar@uji.id');
    const before = await snapshot(ctx());
    const taken = await timeRegister(ctx(), user.email.toUpperCase());
    expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(taken.status).toBe(201);
    expect(await snapshot(ctx())).toEqual(before);
  });

  it(`medians of ${SAMPLES} interleaved registrations: taken email vs new email`, { timeout: 120_000 }, async () => {
    const { user } = await quickUser(ctx(), 'Surveyor', { email: 'waktu.daftar@uji.id' });
    let counter = 0;
    const fresh = async () => (await timeRegister(ctx(), `waktu.baru-${++counter}@uji.id`)).ms;
    const taken = async () => (await timeRegister(ctx(), user.email)).ms;
    for (let i = 0; i < WARM_UP; i += 1) {
      await fresh();
      await taken();
    }
    const samples = { fresh: [] as number[], taken: [] as number[] };
    for (let i = 0; i < SAMPLES; i += 1) {
      if (i % 2 === 0) {
        samples.fresh.push(await fresh());
        samples.taken.push(await taken());
      } else {
        samples.taken.push(await taken());
        samples.fresh.push(await fresh());
      }
    }
    const ratio = median(samples.taken) / median(samples.fresh);
    console.log(`[register-timing ${ctx().kind}] taken ${median(samples.taken).toFixed(1)} ms, new ${median(samples.fresh).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`);
    expect(ratio, 'taken / new median').toBeGreaterThanOrEqual(0.5);
    expect(ratio, 'taken / new median').toBeLessThanOrEqual(2);
  });
});
