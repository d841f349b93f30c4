import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestContext } from '../helpers/test-app';
import { quickUser } from './support';

/**
 * A login for an unknown email takes as long as one for a known email with a wrong password
 * (SECURITY.md: an unknown email checks a dummy scrypt hash), so the answer time does not tell
 * which emails have an account. Robust on a loaded machine: the two kinds are interleaved (ABBA,
 * so neither always goes first), each is measured SAMPLES times, and only medians are compared,
 * with a wide ratio (0.5-2). Both must cost clearly more than a login refused before any hash is
 * checked (400 for a malformed email): that shows the hash really runs on both paths.
 */

const SAMPLES = 32;
const WARM_UP = 3;
/** A median below this would mean no scrypt at all (one scrypt with N=16384 is ~25-100 ms). */
const MIN_HASH_MS = 5;

async function timeLogin(ctx: TestContext, payload: object, expectedStatus: number): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode, response.body).toBe(expectedStatus);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
}

describeOnEachDatabase('login timing does not tell whether an email exists', (ctx) => {
  it(`medians of ${SAMPLES} interleaved logins: unknown email vs known email with a wrong password`, { timeout: 120_000 }, async () => {
    const { user } = await quickUser(ctx(), 'Surveyor', { email: 'waktu.ada@uji.id' });
    let unknownCounter = 0;
    const unknown = () => timeLogin(ctx(), { email: `waktu.tidak-ada-${++unknownCounter}@uji.id`, password: 'tebakan-salah-1' }, 401);
    const known = () => timeLogin(ctx(), { email: user.email, password: 'tebakan-salah-1' }, 401);
    const noHash = () => timeLogin(ctx(), { email: 'bukan-email', password: 'tebakan-salah-1' }, 400);

    // The first unknown-email login makes the dummy hash; the first calls also warm up the JIT.
    for (let i = 0; i < WARM_UP; i += 1) {
      await unknown();
      await known();
      await noHash();
    }

    const samples = { unknown: [] as number[], known: [] as number[], noHash: [] as number[] };
    for (let i = 0; i < SAMPLES; i += 1) {
      if (i % 2 === 0) {
        samples.unknown.push(await unknown());
        samples.known.push(await known());
      } else {
        samples.known.push(await known());
        samples.unknown.push(await unknown());
      }
      samples.noHash.push(await noHash());
    }

    const unknownMedian = median(samples.unknown);
    const knownMedian = median(samples.known);
    const noHashMedian = median(samples.noHash);
    const ratio = unknownMedian / knownMedian;
    console.log(
      `[login-timing ${ctx().kind}] medians of ${SAMPLES}: unknown email ${unknownMedian.toFixed(1)} ms, ` +
        `known email + wrong password ${knownMedian.toFixed(1)} ms (ratio ${ratio.toFixed(2)}), refused before hashing ${noHashMedian.toFixed(1)} ms`,
    );

    expect(ratio, 'unknown / known median').toBeGreaterThanOrEqual(0.5);
    expect(ratio, 'unknown / known median').toBeLessThanOrEqual(2);
    const floor = Math.max(MIN_HASH_MS, 3 * noHashMedian);
    expect(unknownMedian, 'an unknown email still checks a hash').toBeGreaterThan(floor);
    expect(knownMedian, 'a wrong password checks the hash').toBeGreaterThan(floor);
  });
});
