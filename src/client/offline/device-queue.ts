import { META_KEYS, readMeta } from './meta';
import type { OutboxItem, UnsentItem } from './offline-db';
import {
  countPending,
  countSent,
  deleteFailed,
  enqueueSurvey,
  exportUnsent,
  type NewOutboxItem,
  outboxItemOf,
  retryFailed,
  unsentItemsOf,
} from './outbox';
import { deviceDb, requestBackgroundSync, syncEngine } from './runtime';

/**
 * The screens' door to this device's outbox: the queries and actions on its surveys, on the page's
 * database, so no screen knows a table, an index or a status word (the sending itself is the sync
 * engine's, offline/runtime). The queries suit
 * `useLiveQuery`: a screen that reads through them redraws as the outbox changes.
 */

export const pendingCountOf = (userId: number): Promise<number> => countPending(deviceDb(), userId);

export const sentCountOf = (userId: number): Promise<number> => countSent(deviceDb(), userId);

/** A user's surveys not yet on the server, oldest first. */
export const unsentSurveysOf = (userId: number): Promise<UnsentItem[]> => unsentItemsOf(deviceDb(), userId);

export const surveyOf = (key: string): Promise<OutboxItem | undefined> => outboxItemOf(deviceDb(), key);

export const lastSyncAt = (): Promise<string | undefined> => readMeta<string>(deviceDb(), META_KEYS.lastSyncAt);

/** Whether this user's surveys wait for them to log in again (the server answered 401). */
export async function needsLoginAgain(userId: number): Promise<boolean> {
  return (await readMeta<number>(deviceDb(), META_KEYS.loginRequiredFor)) === userId;
}

/**
 * Saves the survey on the device (this is what may throw: then nothing was stored and the form
 * must keep its answers) and starts sending it. Answers the outbox key, which the screen watches
 * (`surveyOf`) to learn where the survey is.
 */
export async function saveSurvey(survey: NewOutboxItem): Promise<string> {
  const item = await enqueueSurvey(deviceDb(), survey);
  void requestBackgroundSync();
  syncEngine().kick();
  return item.idempotencyKey;
}

/** A refused survey goes back to the queue and is sent again soon. */
export async function retrySurvey(key: string): Promise<void> {
  await retryFailed(deviceDb(), key);
  syncEngine().kick();
}

/** Only a refused survey can be deleted. */
export async function deleteRefusedSurvey(key: string): Promise<void> {
  await deleteFailed(deviceDb(), key);
}

export const exportUnsentSurveys = (userId: number): Promise<string> => exportUnsent(deviceDb(), userId);
