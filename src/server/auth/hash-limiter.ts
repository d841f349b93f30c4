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

interface Waiter {
  start(): void;
  refuse(error: AppError): void;
}

const ADDRESS_BUSY = 'Terlalu banyak percobaan dari alamat jaringan ini. Silakan coba lagi sebentar lagi.';
const SERVER_BUSY = 'Server sedang sibuk memeriksa password. Silakan coba lagi sebentar lagi.';

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * serves its jobs first come first served: a burst of logins for unknown emails queued there made
 * a real login wait behind all of them. Here at most `concurrency` hashes run at once, and the
 * waiting ones are served by client address in turn (one from each address that waits, round and
 * round), so a burst from one address delays another's login by about one hash, not by the whole
 * burst. The queue is bounded, per address (429) and in all, both with Retry-After: a refused
 * login costs no hash. When the whole queue is full, an address with fewer hashes waiting takes
 * the place of the newest waiter of the address with the most (which gets 429), so a flood from a
 * few addresses, each under its own bound, cannot fill the queue and shut out another address's
 * login; only an address that already has as many waiting as any other gets 503 (SECURITY.md).
 */
export function createHashLimiter(rule: HashingRule): HashLimiter {
  let running = 0;
  let waiting = 0;
  // Insertion order is the turn: an address served goes to the back if it still has waiters.
  const queues = new Map<string, Waiter[]>();

  function startNext() {
    const first = queues.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    const next = queue.shift() as Waiter;
    queues.delete(key);
    if (queue.length > 0) queues.set(key, queue);
    waiting -= 1;
    running += 1;
    next.start();
  }

  function busy(status: 429 | 503, code: ErrorCode, message: string): AppError {
    return new AppError(status, code, message, undefined, rule.retryAfterSeconds);
  }

  /** The address with the most hashes waiting (the first in turn among equals). */
  function longestQueue(): [string, Waiter[]] | undefined {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of queues) if (!longest || entry[1].length > longest[1].length) longest = entry;
    return longest;
  }

  /** Makes room for an address that has `own` waiting, or answers false when it has as many as any. */
  function evictForShorter(own: number): boolean {
    const longest = longestQueue();
    if (!longest || longest[1].length <= own) return false;
    const [key, queue] = longest;
    const evicted = queue.pop() as Waiter;
    if (queue.length === 0) queues.delete(key);
    waiting -= 1;
    evicted.refuse(busy(429, ERROR_CODES.rateLimited, ADDRESS_BUSY));
    return true;
  }

  function slot(ip: string): Promise<void> {
    if (running < rule.concurrency && waiting === 0) {
      running += 1;
      return Promise.resolve();
    }
    const key = addressKey(ip);
    const own = queues.get(key)?.length ?? 0;
    if (own >= rule.maxWaitingPerAddress) {
      return Promise.reject(busy(429, ERROR_CODES.rateLimited, ADDRESS_BUSY));
    }
    if (waiting >= rule.maxWaiting && !evictForShorter(own)) {
      return Promise.reject(busy(503, ERROR_CODES.unavailable, SERVER_BUSY));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { start: resolve, refuse: reject };
      const queue = queues.get(key);
      if (queue) queue.push(waiter);
      else queues.set(key, [waiter]);
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
