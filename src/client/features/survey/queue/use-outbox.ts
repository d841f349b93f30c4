import { useLiveQuery } from 'dexie-react-hooks';
import { lastSyncAt, needsLoginAgain, sentCountOf, unsentSurveysOf } from '../../../offline/device-queue';

/**
 * The user's unsent surveys (pending and failed, oldest first), how many were sent in the last
 * 24 hours (their receipts, see SENT_RECEIPT_KEEP_MS), and when the queue last emptied.
 */
export function useOutbox(userId: number) {
  const items = useLiveQuery(() => unsentSurveysOf(userId), [userId]);
  const sentCount = useLiveQuery(() => sentCountOf(userId), [userId]);
  const lastSync = useLiveQuery(lastSyncAt, []);
  const loginRequired = useLiveQuery(() => needsLoginAgain(userId), [userId]);
  return { items, sentCount, lastSyncAt: lastSync, loginRequired: loginRequired ?? false };
}
