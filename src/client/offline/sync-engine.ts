import { MAX_BATCH_ITEMS } from '../../shared/answer-rules';
import { retryDelayMs } from './backoff';
import { type DrainLock, defaultDrainLock } from './drain-lock';
import { deleteMeta, META_KEYS, writeMeta } from './meta';
import type { OfflineDb, OutboxItem } from './offline-db';
import { noteAttempt, pendingItemsOf, recordResults, usersWithPendingItems } from './outbox';
import { forgetSession, sessionOf } from './session-store';
import { type ItemResult, type SendOutcome, sendBatch, sendOne, type Transport } from './transport';

export interface DrainReport {
  /** False when another drainer (tab, service worker) was already at work. */
  ran: boolean;
  sent: number;
  failed: number;
  /** Items left for later: no network, server trouble, or waiting for their user's login. */
  waiting: number;
  /** Users whose token was refused: their items wait for them to log in again. */
  loginRequired: number[];
}

export interface SyncEngineOptions {
  db: OfflineDb;
  /** '' in the browser (same origin); a full origin in tests and benchmarks. */
  baseUrl?: string;
  fetch?: typeof fetch;
  lock?: DrainLock;
  requestTimeoutMs?: number;
  now?: () => Date;
  /** Told after every drain, e.g. to refresh the queue panel or ask for a login. */
  onDrained?: (report: DrainReport) => void;
}

export interface SyncEngine {
  drain(): Promise<DrainReport>;
  /** Drains now and keeps draining: on `online`, on the backoff timer. Returns the stop function. */
  start(target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void;
  /** A drain soon (after a submit, "Kirim sekarang"), without waiting for it. */
  kick(): void;
  /** When the next automatic try is due, if one is planned. */
  nextRetryAt(): Date | undefined;
}

const BUSY_RETRY_MS = 1500;

type UserOutcome = { sent: number; failed: number; retry?: string; unauthorized?: boolean };

/**
 * Sends the outbox to the server, exactly once per survey: the server recognises a repeat by its
 * idempotency key, so a request whose answer was lost is simply sent again. Knows nothing of React,
 * so the page and the service worker drive the same code.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const lock = options.lock ?? defaultDrainLock();
  const transport: Transport = {
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.requestTimeoutMs ?? 30_000,
  };
  let consecutiveFailures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAt: Date | undefined;
  let started = false;

  async function apply(outcome: SendOutcome, items: OutboxItem[], tally: UserOutcome): Promise<void> {
    if (outcome.kind !== 'results') return;
    const decided: [string, ItemResult][] = [];
    for (const item of items) {
      const result = outcome.results.get(item.idempotencyKey);
      if (result) decided.push([item.idempotencyKey, result]);
    }
    await recordResults(db, decided, now());
    for (const [, result] of decided) {
      if (result.status === 'sent') tally.sent += 1;
      else tally.failed += 1;
    }
  }

  async function sendChunk(token: string, items: OutboxItem[], tally: UserOutcome): Promise<SendOutcome> {
    let outcome = items.length === 1 ? await sendOne(transport, token, items[0]) : await sendBatch(transport, token, items);
    if (outcome.kind === 'split') {
      for (const item of items) {
        outcome = await sendOne(transport, token, item);
        if (outcome.kind !== 'results') return outcome;
        await apply(outcome, [item], tally);
      }
      return outcome;
    }
    await apply(outcome, items, tally);
    return outcome;
  }

  async function drainUser(userId: number): Promise<UserOutcome> {
    const tally: UserOutcome = { sent: 0, failed: 0 };
    const session = await sessionOf(db, userId);
    if (!session) return { ...tally, unauthorized: true };
    const pending = await pendingItemsOf(db, userId);
    for (let start = 0; start < pending.length; start += MAX_BATCH_ITEMS) {
      const chunk = pending.slice(start, start + MAX_BATCH_ITEMS);
      const outcome = await sendChunk(session.token, chunk, tally);
      if (outcome.kind === 'retry') {
        await noteAttempt(db, chunk.map((item) => item.idempotencyKey), outcome.message, now());
        return { ...tally, retry: outcome.message };
      }
      if (outcome.kind === 'unauthorized') {
        await forgetSession(db, userId);
        await writeMeta(db, META_KEYS.loginRequiredFor, userId);
        return { ...tally, unauthorized: true };
      }
    }
    return tally;
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retryAt = undefined;
    if (!started || consecutiveFailures === 0) return;
    const delay = retryDelayMs(consecutiveFailures);
    retryAt = new Date(now().getTime() + delay);
    retryTimer = setTimeout(() => void drain(), delay);
  }

  async function drain(): Promise<DrainReport> {
    const report: DrainReport = { ran: false, sent: 0, failed: 0, waiting: 0, loginRequired: [] };
    let troubled = false;

    async function drainAll(): Promise<void> {
      for (const userId of await usersWithPendingItems(db)) {
        const outcome = await drainUser(userId);
        report.sent += outcome.sent;
        report.failed += outcome.failed;
        if (outcome.unauthorized) report.loginRequired.push(userId);
        // No network reaches any user's items either: stop here and try again later.
        if (outcome.retry) {
          troubled = true;
          return;
        }
      }
    }

    report.ran = await lock(async () => {
      try {
        await drainAll();
        report.waiting = await db.outbox.where('status').equals('pending').count();
        if (!troubled) await writeMeta(db, META_KEYS.lastSyncAt, now().toISOString());
      } catch (error) {
        // IndexedDB or the network stack failed in a way nobody planned for: nothing is marked
        // sent, so the next try sends it all again.
        console.error('Sinkronisasi gagal', error);
        troubled = true;
      }
    });
    if (report.ran) {
      consecutiveFailures = troubled ? consecutiveFailures + 1 : 0;
      scheduleRetry();
    } else if (started && retryTimer === undefined) {
      // Another drainer is at work and may have read the queue before our newest item: look again.
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void drain();
      }, BUSY_RETRY_MS);
    }
    options.onDrained?.(report);
    return report;
  }

  const onOnline = () => {
    consecutiveFailures = 0;
    void drain();
  };

  return {
    drain,
    kick: () => void drain(),
    nextRetryAt: () => retryAt,
    start(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis) {
      started = true;
      target.addEventListener('online', onOnline);
      void drain();
      return () => {
        started = false;
        target.removeEventListener('online', onOnline);
        clearTimeout(retryTimer);
        retryTimer = undefined;
        retryAt = undefined;
      };
    },
  };
}

/** After the user logs in again, their waiting items may go. */
export async function clearLoginRequired(db: OfflineDb): Promise<void> {
  await deleteMeta(db, META_KEYS.loginRequiredFor);
}
