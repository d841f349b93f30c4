import { MAX_BATCH_ITEMS } from '../../shared/answer-rules';
import { META_KEYS, writeMeta } from './meta';
import type { OfflineDb, UnsentItem } from './offline-db';
import { forgetOldReceipts, noteAttempt, pendingItemsOf, recordResults, usersWithPendingItems } from './outbox';
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
  /** Something stood in the way (network, server, storage): worth another try after a pause. */
  troubled: boolean;
  /** How long the server asked to be left alone (Retry-After), when it said. */
  retryAfterMs?: number;
}

export interface DrainContext {
  db: OfflineDb;
  transport: Transport;
  now: () => Date;
}

type UserOutcome = { sent: number; failed: number; retry?: string; retryAfterMs?: number; unauthorized?: boolean };

/**
 * Sends the outbox to the server once, exactly once per survey: the server recognises a repeat by
 * its idempotency key, so a request whose answer was lost is simply sent again. Each user's items
 * go with that user's own token, in chunks of at most MAX_BATCH_ITEMS. The caller holds the drain
 * lock; when to call it again is the scheduler's business (sync-engine.ts).
 */
export async function drainOutbox({ db, transport, now }: DrainContext): Promise<Omit<DrainReport, 'ran'>> {
  const report: Omit<DrainReport, 'ran'> = { sent: 0, failed: 0, waiting: 0, loginRequired: [], troubled: false };
  try {
    await forgetOldReceipts(db, now());
    for (const userId of await usersWithPendingItems(db)) {
      const outcome = await drainUser({ db, transport, now }, userId);
      report.sent += outcome.sent;
      report.failed += outcome.failed;
      if (outcome.unauthorized) report.loginRequired.push(userId);
      // No network reaches any user's items either: stop here and try again later.
      if (outcome.retry) {
        report.troubled = true;
        if (outcome.retryAfterMs !== undefined) report.retryAfterMs = outcome.retryAfterMs;
        break;
      }
    }
    report.waiting = await db.outbox.where('status').equals('pending').count();
    if (!report.troubled) await writeMeta(db, META_KEYS.lastSyncAt, now().toISOString());
  } catch (error) {
    // IndexedDB or the network stack failed in a way nobody planned for: nothing is marked sent,
    // so the next try sends it all again.
    console.error('Sinkronisasi gagal', error);
    report.troubled = true;
  }
  return report;
}

async function drainUser(context: DrainContext, userId: number): Promise<UserOutcome> {
  const { db, now } = context;
  const tally: UserOutcome = { sent: 0, failed: 0 };
  const session = await sessionOf(db, userId);
  if (!session) return { ...tally, unauthorized: true };
  const pending = await pendingItemsOf(db, userId);
  for (let start = 0; start < pending.length; start += MAX_BATCH_ITEMS) {
    const chunk = pending.slice(start, start + MAX_BATCH_ITEMS);
    const outcome = await sendChunk(context, session.token, chunk, tally);
    if (outcome.kind === 'retry') {
      await noteAttempt(db, chunk.map((item) => item.idempotencyKey), outcome.message, now());
      return { ...tally, retry: outcome.message, retryAfterMs: outcome.retryAfterMs };
    }
    if (outcome.kind === 'unauthorized') {
      await forgetSession(db, userId);
      await writeMeta(db, META_KEYS.loginRequiredFor, userId);
      return { ...tally, unauthorized: true };
    }
  }
  return tally;
}

/** One request for the chunk; when the server refuses the batch call itself, one per item. */
async function sendChunk(context: DrainContext, token: string, items: UnsentItem[], tally: UserOutcome): Promise<SendOutcome> {
  const { transport } = context;
  let outcome = items.length === 1 ? await sendOne(transport, token, items[0]) : await sendBatch(transport, token, items);
  if (outcome.kind === 'split') {
    for (const item of items) {
      outcome = await sendOne(transport, token, item);
      if (outcome.kind !== 'results') return outcome;
      await record(context, outcome, [item], tally);
    }
    return outcome;
  }
  await record(context, outcome, items, tally);
  return outcome;
}

async function record({ db, now }: DrainContext, outcome: SendOutcome, items: UnsentItem[], tally: UserOutcome): Promise<void> {
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
