import { describe, expect, it } from 'vitest';
import { createHashLimiter } from '../../../src/server/auth/hash-limiter';
import { AppError } from '../../../src/server/http/app-error';

const RULE = { concurrency: 2, maxWaitingPerAddress: 3, maxWaiting: 5, retryAfterSeconds: 2 };

/** A hash the test finishes by hand, recording when it started. */
function manualHashes() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const hash = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the limiter hand the slot on before the test looks.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { started, hash, finish };
}

describe('the password hash limiter', () => {
  it('runs at most `concurrency` hashes, and serves waiting addresses in turn, not first come first served', async () => {
    const limiter = createHashLimiter({ ...RULE, maxWaitingPerAddress: 10, maxWaiting: 10 });
    const { started, hash, finish } = manualHashes();
    const runs = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => limiter.run('10.0.0.1', hash(name)));
    const real = limiter.run('10.0.0.2', hash('b1'));
    await finish('none');
    expect(started).toEqual(['a1', 'a2']);
    expect(limiter.load()).toEqual({ running: 2, waiting: 4 });

    await finish('a1');
    await finish('a2');
    // a3 was already next in turn; b1 comes before a4 and a5, which arrived before it.
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    await finish('b1');
    expect(await real).toBe('b1');
    for (const name of ['a3', 'a4', 'a5']) await finish(name);
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses past the per-address queue with 429 and past the whole queue with 503, both with Retry-After', async () => {
    const limiter = createHashLimiter(RULE);
    const { hash, finish } = manualHashes();
    const admitted = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => limiter.run('10.0.0.1', hash(name)));
    const perAddress = await limiter.run('10.0.0.1', hash('a6')).catch((error: unknown) => error);
    expect(perAddress).toBeInstanceOf(AppError);
    expect(perAddress).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: 2 });

    const others = ['b1', 'b2'].map((name) => limiter.run('10.0.0.2', hash(name)));
    const whole = await limiter.run('10.0.0.3', hash('c1')).catch((error: unknown) => error);
    expect(whole).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 2 });

    for (const name of ['a1', 'a2', 'a3', 'b1', 'a4', 'b2', 'a5']) await finish(name);
    await Promise.all([...admitted, ...others]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a hash that failed', async () => {
    const limiter = createHashLimiter(RULE);
    await expect(limiter.run('10.0.0.1', () => Promise.reject(new Error('scrypt gagal')))).rejects.toThrow('scrypt gagal');
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
