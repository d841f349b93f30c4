import { type OfflineDb, openOfflineDb } from './offline-db';
import { BACKGROUND_SYNC_TAG } from './sync-tag';
import { createSyncEngine, type SyncEngine } from './sync-engine';

/**
 * The page's one device database and one sync engine, made on first use, so every screen and the
 * top bar share them. The service worker makes its own.
 */
let db: OfflineDb | undefined;
let engine: SyncEngine | undefined;

export function deviceDb(): OfflineDb {
  db ??= openOfflineDb();
  return db;
}

export function syncEngine(): SyncEngine {
  engine ??= createSyncEngine({
    db: deviceDb(),
    answerSchemas: async () => (await import('./answer-schemas')).answerSchemas,
  });
  return engine;
}

/**
 * Asks the browser to wake the service worker when the network returns, even if the page is
 * closed by then. Only some browsers have Background Sync; the page's own triggers cover the rest.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not offered or not allowed: the page drains on start, on `online` and on its timer.
  }
}
