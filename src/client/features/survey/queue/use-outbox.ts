import { useLiveQuery } from 'dexie-react-hooks';
import { lastSyncAt, needsLoginAgain, pendingCountOf, sentCountOf } from '../../../offline/device-queue';

/**
 * How many of the user's surveys wait to be sent, how many were sent in the last 24 hours (their
 * receipts, see SENT_RECEIPT_KEEP_MS), when the queue last emptied, and whether sending waits for
 * a new login. The surveys themselves are components/unsent-surveys' list.
 */
export function useOutbox(userId: number) {
  const pending = useLiveQuery(() => pendingCountOf(userId), [userId]);
  const sentCount = useLiveQuery(() => sentCountOf(userId), [userId]);
  const lastSync = useLiveQuery(lastSyncAt, []);
  const loginRequired = useLiveQuery(() => needsLoginAgain(userId), [userId]);
  return { pending: pending ?? 0, sentCount, lastSyncAt: lastSync, loginRequired: loginRequired ?? false };
}
