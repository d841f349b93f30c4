import type { Draft, OfflineDb } from './offline-db';

export type DraftFields = Omit<Draft, 'userId' | 'updatedAt'>;

/** Saved on every change, so a killed tab or a reload loses nothing typed. */
export async function saveDraft(db: OfflineDb, userId: number, fields: DraftFields, now = new Date()): Promise<void> {
  await db.drafts.put({ ...fields, userId, updatedAt: now.toISOString() });
}

export function loadDraft(db: OfflineDb, userId: number): Promise<Draft | undefined> {
  return db.drafts.get(userId);
}
