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

  it('refuses past the per-address queue with 429, and a full queue to an address with as many waiting as any with 503, both with Retry-After', async () => {
    const limiter = createHashLimiter({ ...RULE, maxWaiting: 4 });
    const { hash, finish } = manualHashes();
    const admitted = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => limiter.run('10.0.0.1', hash(name)));
    const perAddress = await limiter.run('10.0.0.1', hash('a6')).catch((error: unknown) => error);
    expect(perAddress).toBeInstanceOf(AppError);
    expect(perAddress).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: 2 });

    // a3, a4, a5 and b1 fill the queue; b2, with fewer waiting, takes a5's place.
    const others = ['b1', 'b2'].map((name) => limiter.run('10.0.0.2', hash(name)));
    expect(await admitted[4].catch((error: unknown) => error)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: 2 });
    // Now a and b have 2 waiting each: b3 takes nobody's place.
    const whole = await limiter.run('10.0.0.2', hash('b3')).catch((error: unknown) => error);
    expect(whole).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 2 });
    expect(limiter.load()).toEqual({ running: 2, waiting: 4 });

    for (const name of ['a1', 'a2', 'a3', 'b1', 'a4', 'b2']) await finish(name);
    expect(await Promise.all([...admitted.slice(0, 4), ...others])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2']);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a full queue, filled by a few addresses each under its own bound, still takes a login from a fresh address: it takes the place of the newest waiter of the address with the most', async () => {
    const limiter = createHashLimiter({ ...RULE, maxWaitingPerAddress: 4, maxWaiting: 6 });
    const { started, hash, finish } = manualHashes();
    const outcome = (promise: Promise<string>) => promise.catch((error: unknown) => (error instanceof AppError ? error.statusCode : error));
    const first = ['1a', '1b', '1c', '1d', '1e', '1f'].map((name) => outcome(limiter.run('10.66.0.1', hash(name))));
    // 1a and 1b run, 1c-1f wait; 2a and 2b fill the queue; 2c, with fewer waiting, takes 1f's place.
    const second = ['2a', '2b', '2c'].map((name) => outcome(limiter.run('10.66.0.2', hash(name))));
    expect(await first[5]).toBe(429);
    // Both addresses have 3 waiting now: neither takes the other's place.
    expect(await outcome(limiter.run('10.66.0.2', hash('2d')))).toBe(503);
    expect(limiter.load()).toEqual({ running: 2, waiting: 6 });

    const real = limiter.run('10.77.0.1', hash('real'));
    expect(await first[4]).toBe(429);
    expect(limiter.load()).toEqual({ running: 2, waiting: 6 });
    await finish('1a');
    await finish('1b');
    await finish('1c');
    // In turn, one per address: 1c, 2a, then the fresh address, before the flood's other waiters.
    expect(started).toEqual(['1a', '1b', '1c', '2a', 'real']);
    await finish('real');
    expect(await real).toBe('real');
    for (const name of ['2a', '1d', '2b', '2c']) await finish(name);
    expect(await Promise.all([...first, ...second])).toEqual(['1a', '1b', '1c', '1d', 429, 429, '2a', '2b', '2c']);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a hash that failed', async () => {
    const limiter = createHashLimiter(RULE);
    await expect(limiter.run('10.0.0.1', () => Promise.reject(new Error('scrypt gagal')))).rejects.toThrow('scrypt gagal');
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
