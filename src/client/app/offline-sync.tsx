import { useEffect } from 'react';
import { syncEngine } from '../offline/runtime';

/**
 * Keeps the outbox draining while a collecting user is signed in, on every page: on start, on
 * `online` and on the backoff timer. Lazy: the sync engine is no part of the start-up bundle.
 */
export function OfflineSync() {
  useEffect(() => syncEngine().start(window), []);
  return null;
}
