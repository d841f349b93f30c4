import { ERROR_CODES, type ErrorCode } from '../../shared/api-error';
import type { HashingRule } from '../config';
import { AppError } from '../http/app-error';
import { addressKey } from './client-address';

export interface HashLimiter {
  /** Runs one password hash when a slot is free; refuses with 429 or 503 when too many already wait. */
  run<T>(ip: string, hash: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now: what the tests of the queue's order and bounds read (nothing in the app does). */
  load(): { running: number; waiting: number };
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * serves its jobs first come first served: a burst of logins for unknown emails queued there made
 * a real login wait behind all of them. Here at most `concurrency` hashes run at once, and the
 * waiting ones are served by client address in turn (one from each address that waits, round and
 * round), so a burst from one address delays another's login by about one hash, not by the whole
 * burst. The queue is bounded, per address (429) and in all (503), both with Retry-After: a
 * refused login costs no hash.
 */
export function createHashLimiter(rule: HashingRule): HashLimiter {
  let running = 0;
  let waiting = 0;
  // Insertion order is the turn: an address served goes to the back if it still has waiters.
  const queues = new Map<string, (() => void)[]>();

  function startNext() {
    const first = queues.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    const start = queue.shift() as () => void;
    queues.delete(key);
    if (queue.length > 0) queues.set(key, queue);
    waiting -= 1;
    running += 1;
    start();
  }

  function busy(status: 429 | 503, code: ErrorCode, message: string): AppError {
    return new AppError(status, code, message, undefined, rule.retryAfterSeconds);
  }

  function slot(ip: string): Promise<void> {
    if (running < rule.concurrency && waiting === 0) {
      running += 1;
      return Promise.resolve();
    }
    const key = addressKey(ip);
    const queue = queues.get(key);
    if ((queue?.length ?? 0) >= rule.maxWaitingPerAddress) {
      return Promise.reject(busy(429, ERROR_CODES.rateLimited, 'Terlalu banyak percobaan dari alamat jaringan ini. Silakan coba lagi sebentar lagi.'));
    }
    if (waiting >= rule.maxWaiting) {
      return Promise.reject(busy(503, ERROR_CODES.unavailable, 'Server sedang sibuk memeriksa password. Silakan coba lagi sebentar lagi.'));
    }
    return new Promise((resolve) => {
      if (queue) queue.push(resolve);
      else queues.set(key, [resolve]);
      waiting += 1;
    });
  }

  return {
    async run(ip, hash) {
      await slot(ip);
      try {
        return await hash();
      } finally {
        running -= 1;
        startNext();
      }
    },
    load: () => ({ running, waiting }),
  };
}
