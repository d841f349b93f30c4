import type { OfflineDb, OutboxItem, SentReceipt, UnsentItem } from './offline-db';
import type { ItemResult } from './transport';

/** What the form knows of a survey; the outbox adds the key, the time and the sending state. */
export type NewOutboxItem = Pick<
  UnsentItem,
  'userId' | 'eventId' | 'kuesionerId' | 'namaEvent' | 'tipeResponden' | 'jawaban' | 'versiFormulir'
>;

/**
 * Saves a survey on the device, always, before anything is sent: the idempotency key is made here,
 * once, so every later attempt is recognised by the server as the same survey. The user's draft
 * goes in the same transaction, so the form is never cleared unless the survey is stored.
 */
export async function enqueueSurvey(db: OfflineDb, survey: NewOutboxItem, now = new Date()): Promise<UnsentItem> {
  const item: UnsentItem = {
    ...survey,
    idempotencyKey: crypto.randomUUID(),
    diisiPada: now.toISOString(),
    status: 'pending',
    attempts: 0,
  };
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    await db.outbox.add(item);
    await db.drafts.delete(survey.userId);
  });
  return item;
}

/** Pending items of one user, oldest first. */
export async function pendingItemsOf(db: OfflineDb, userId: number): Promise<UnsentItem[]> {
  const items = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('diisiPada');
  return items.filter((item): item is UnsentItem => item.status === 'pending');
}

/**
 * A user's surveys not yet on the server (pending and failed), oldest first: the queue panel, the
 * history's waiting list and the export all read this one list.
 */
export function unsentItemsOf(db: OfflineDb, userId: number): Promise<UnsentItem[]> {
  return db.outbox
    .where('userId')
    .equals(userId)
    .filter((item): item is UnsentItem => item.status !== 'sent')
    .sortBy('diisiPada');
}

/** One outbox item by its key: where a submitted survey is now. */
export function outboxItemOf(db: OfflineDb, key: string): Promise<OutboxItem | undefined> {
  return db.outbox.get(key);
}

/** The users that have items waiting, so each is sent with its own token. */
export async function usersWithPendingItems(db: OfflineDb): Promise<number[]> {
  const pending = await db.outbox.where('status').equals('pending').toArray();
  return [...new Set(pending.map((item) => item.userId))];
}

export function countPending(db: OfflineDb, userId?: number): Promise<number> {
  return userId === undefined
    ? db.outbox.where('status').equals('pending').count()
    : db.outbox.where('[userId+status]').equals([userId, 'pending']).count();
}

/** How many of a user's surveys the server confirmed and whose receipts are still kept. */
export function countSent(db: OfflineDb, userId: number): Promise<number> {
  return db.outbox.where('[userId+status]').equals([userId, 'sent']).count();
}

/**
 * Privacy on a shared phone: the answers of a survey leave the device as soon as the server
 * confirms it. What stays is a receipt (key, server id, time sent, event and respondent type) for
 * the queue panel's "sent" count, and receipts older than this are deleted too.
 */
export const SENT_RECEIPT_KEEP_MS = 24 * 60 * 60 * 1000;

/** Every field a receipt keeps is named here, so nothing of the answers rides along by accident. */
function receiptOf(item: OutboxItem, serverId: number | undefined, sentAt: string): SentReceipt {
  return {
    idempotencyKey: item.idempotencyKey,
    userId: item.userId,
    eventId: item.eventId,
    kuesionerId: item.kuesionerId,
    namaEvent: item.namaEvent,
    tipeResponden: item.tipeResponden,
    diisiPada: item.diisiPada,
    attempts: item.attempts,
    status: 'sent',
    sentAt,
    serverId,
  };
}

/**
 * Records what the server decided for the items of one request in one transaction, so the queue
 * panel and the badge redraw once per request, not once per survey: marking 1,000 sent surveys one
 * by one, each redrawing a list of up to 1,000 rows, took minutes. A sent item is replaced by its
 * receipt, which drops its answers.
 */
export async function recordResults(
  db: OfflineDb,
  results: ReadonlyArray<readonly [key: string, result: ItemResult]>,
  now = new Date(),
): Promise<void> {
  if (results.length === 0) return;
  const at = now.toISOString();
  await db.transaction('rw', db.outbox, async () => {
    const items = await db.outbox.bulkGet(results.map(([key]) => key));
    const receipts: SentReceipt[] = [];
    const refusals: { key: string; changes: Pick<UnsentItem, 'status' | 'lastError' | 'lastAttemptAt'> }[] = [];
    results.forEach(([key, result], index) => {
      const item = items[index];
      if (!item) return;
      if (result.status === 'sent') receipts.push(receiptOf(item, result.serverId, at));
      else refusals.push({ key, changes: { status: 'failed', lastError: result.message, lastAttemptAt: at } });
    });
    await db.outbox.bulkPut(receipts);
    await db.outbox.bulkUpdate(refusals);
  });
}

/** Deletes the receipts older than SENT_RECEIPT_KEEP_MS; the sending engine calls it on every drain. */
export async function forgetOldReceipts(db: OfflineDb, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - SENT_RECEIPT_KEEP_MS).toISOString();
  await db.outbox
    .where('status')
    .equals('sent')
    .filter((item) => item.status === 'sent' && item.sentAt < cutoff)
    .delete();
}

/** Notes a try that will be repeated (no network, server trouble); the item stays pending. */
export async function noteAttempt(db: OfflineDb, keys: string[], message: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const key of keys) {
      const item = await db.outbox.get(key);
      if (item?.status === 'pending') {
        await db.outbox.update(key, { attempts: item.attempts + 1, lastError: message, lastAttemptAt: now.toISOString() });
      }
    }
  });
}

/** A failed item goes back to the queue, e.g. after the Admin restored its questionnaire. */
export async function retryFailed(db: OfflineDb, key: string): Promise<void> {
  await db.outbox.where({ idempotencyKey: key, status: 'failed' }).modify({ status: 'pending', lastError: undefined });
}

/** Only a failed item can be deleted, and only after the user confirmed it. */
export async function deleteFailed(db: OfflineDb, key: string): Promise<boolean> {
  return (await db.outbox.where({ idempotencyKey: key, status: 'failed' }).delete()) > 0;
}

/** Pending and failed items of a user as a JSON file's content, for a hand-over when sync is stuck. */
export async function exportUnsent(db: OfflineDb, userId: number, now = new Date()): Promise<string> {
  const items = await unsentItemsOf(db, userId);
  return JSON.stringify({ diekspor_pada: now.toISOString(), jumlah: items.length, items }, null, 2);
}
