import type { AnswerSchemas } from './answer-schemas';
import { retryDelayMs } from './backoff';
import { type DrainLock, defaultDrainLock } from './drain-lock';
import { type DrainReport, drainOutbox } from './drain-outbox';
import { deleteMeta, META_KEYS } from './meta';
import type { OfflineDb } from './offline-db';

export type { DrainReport } from './drain-outbox';

export interface SyncEngineOptions {
  db: OfflineDb;
  /** How the engine gets the schemas it reads the server's answers with (answer-schemas.ts). */
  answerSchemas: () => Promise<AnswerSchemas>;
  /** '' in the browser (same origin); a full origin in tests and benchmarks. */
  baseUrl?: string;
  fetch?: typeof fetch;
  lock?: DrainLock;
  requestTimeoutMs?: number;
  now?: () => Date;
}

export interface SyncEngine {
  drain(): Promise<DrainReport>;
  /** Drains now and keeps draining: on `online`, on the backoff timer. Returns the stop function. */
  start(target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void;
  /** A drain soon (after a submit, "Kirim sekarang"), without waiting for it. */
  kick(): void;
}

const BUSY_RETRY_MS = 1500;

/**
 * Decides when the outbox is drained (drain-outbox.ts does the sending): at once on request, on
 * `online`, after a troubled drain on a doubling backoff, and again shortly when another drainer
 * held the lock. Knows nothing of React, so the page and the service worker drive the same code.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const now = options.now ?? (() => new Date());
  const lock = options.lock ?? defaultDrainLock();
  const context = {
    db: options.db,
    now,
    transport: {
      baseUrl: options.baseUrl ?? '',
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      timeoutMs: options.requestTimeoutMs ?? 30_000,
      schemas: options.answerSchemas,
    },
  };
  let consecutiveFailures = 0;
  /** What the server last asked to wait (Retry-After): the backoff waits at least that long. */
  let serverAskedMs = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!started || consecutiveFailures === 0) return;
    retryTimer = setTimeout(() => void drain(), Math.max(retryDelayMs(consecutiveFailures), serverAskedMs));
  }

  async function drain(): Promise<DrainReport> {
    let report: DrainReport = { ran: false, sent: 0, failed: 0, waiting: 0, loginRequired: [], troubled: false };
    const ran = await lock(async () => {
      report = { ran: true, ...(await drainOutbox(context)) };
    });
    if (ran) {
      consecutiveFailures = report.troubled ? consecutiveFailures + 1 : 0;
      serverAskedMs = report.retryAfterMs ?? 0;
      scheduleRetry();
    } else if (started && retryTimer === undefined) {
      // Another drainer is at work and may have read the queue before our newest item: look again.
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void drain();
      }, BUSY_RETRY_MS);
    }
    return report;
  }

  const onOnline = () => {
    consecutiveFailures = 0;
    void drain();
  };

  return {
    drain,
    kick: () => void drain(),
    start(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis) {
      started = true;
      target.addEventListener('online', onOnline);
      void drain();
      return () => {
        started = false;
        target.removeEventListener('online', onOnline);
        clearTimeout(retryTimer);
        retryTimer = undefined;
      };
    },
  };
}

/** After the user logs in again, their waiting items may go. */
export async function clearLoginRequired(db: OfflineDb): Promise<void> {
  await deleteMeta(db, META_KEYS.loginRequiredFor);
}
