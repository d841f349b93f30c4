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
  /** The BroadcastChannel the engines of one origin share their drains on; tests give each world its own. */
  channelName?: string;
}

export interface SyncEngine {
  drain(): Promise<DrainReport>;
  /** Drains now and keeps draining: on `online`, on the backoff timer. Returns the stop function. */
  start(target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void;
  /** A drain soon (after a submit, "Kirim sekarang"), without waiting for it. */
  kick(): void;
  /**
   * Tells `listener` what every drain that ran did, so an open screen can say "3 survei terkirim":
   * this engine's, whoever asked for it (a button, `online`, the backoff timer), and those of the
   * other engines of the origin (the service worker's Background Sync, another tab), which often
   * win the lock when the network returns. Returns the unsubscribe.
   */
  onDrained(listener: (report: DrainReport) => void): () => void;
}

const BUSY_RETRY_MS = 1500;
const DRAINED_CHANNEL = 'sport-impact-outbox-drained';

interface DrainedMessage {
  /** The engine that drained: an engine does not hear its own drains twice. */
  from: string;
  report: DrainReport;
}

/** Where BroadcastChannel is missing (old browsers), each engine hears only its own drains. */
const canBroadcast = () => typeof BroadcastChannel !== 'undefined';

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
  const listeners = new Set<(report: DrainReport) => void>();
  const channelName = options.channelName ?? DRAINED_CHANNEL;
  const engineId = Math.random().toString(36).slice(2);
  // Open only while someone listens, so an idle engine holds nothing open.
  let inbox: BroadcastChannel | undefined;

  function tell(report: DrainReport): void {
    for (const listener of listeners) listener(report);
  }

  function broadcast(report: DrainReport): void {
    if (!canBroadcast()) return;
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ from: engineId, report } satisfies DrainedMessage);
    channel.close();
  }

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
      tell(report);
      broadcast(report);
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
    onDrained(listener) {
      listeners.add(listener);
      if (!inbox && canBroadcast()) {
        inbox = new BroadcastChannel(channelName);
        inbox.onmessage = ({ data }: MessageEvent<DrainedMessage>) => {
          if (data.from !== engineId) tell(data.report);
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          inbox?.close();
          inbox = undefined;
        }
      };
    },
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
