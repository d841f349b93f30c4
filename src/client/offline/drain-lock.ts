/**
 * Runs `task` only when no other drainer holds the lock; answers false without waiting when one
 * does. Across tabs and the service worker that is a Web Lock; where the platform has none (Node
 * in tests, old browsers) it is a lock shared within this JavaScript realm.
 */
export type DrainLock = (task: () => Promise<void>) => Promise<boolean>;

const LOCK_NAME = 'sport-impact-outbox-drain';

export function webLock(locks: LockManager, name = LOCK_NAME): DrainLock {
  return async (task) =>
    locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
}

const held = new Set<string>();

export function realmLock(name = LOCK_NAME): DrainLock {
  return async (task) => {
    if (held.has(name)) return false;
    held.add(name);
    try {
      await task();
      return true;
    } finally {
      held.delete(name);
    }
  };
}

export function defaultDrainLock(): DrainLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? webLock(locks) : realmLock();
}
