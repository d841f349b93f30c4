import type { OfflineDb } from './offline-db';

/** Small named values kept on the device (last sync time, bundle version, who must log in). */
export const META_KEYS = {
  lastSyncAt: 'lastSyncAt',
  bundleVersion: 'bundleVersion',
  bundleUpdatedAt: 'bundleUpdatedAt',
  loginRequiredFor: 'loginRequiredFor',
} as const;

export async function readMeta<T>(db: OfflineDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: OfflineDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

export async function deleteMeta(db: OfflineDb, key: string): Promise<void> {
  await db.meta.delete(key);
}
