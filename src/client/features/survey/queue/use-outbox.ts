import { useLiveQuery } from 'dexie-react-hooks';
import { META_KEYS, readMeta } from '../../../offline/meta';
import type { UnsentItem } from '../../../offline/offline-db';
import { deviceDb } from '../../../offline/runtime';

/**
 * The user's unsent surveys (pending and failed, oldest first), how many were sent in the last
 * 24 hours (their receipts, see SENT_RECEIPT_KEEP_MS), and when the queue last emptied.
 */
export function useOutbox(userId: number) {
  const items = useLiveQuery(
    () =>
      deviceDb()
        .outbox.where('userId')
        .equals(userId)
        .filter((item): item is UnsentItem => item.status !== 'sent')
        .sortBy('diisiPada'),
    [userId],
  );
  const sentCount = useLiveQuery(
    () => deviceDb().outbox.where('[userId+status]').equals([userId, 'sent']).count(),
    [userId],
  );
  const lastSyncAt = useLiveQuery(() => readMeta<string>(deviceDb(), META_KEYS.lastSyncAt), []);
  const loginRequiredFor = useLiveQuery(() => readMeta<number>(deviceDb(), META_KEYS.loginRequiredFor), []);
  return { items, sentCount, lastSyncAt, loginRequired: loginRequiredFor === userId };
}
