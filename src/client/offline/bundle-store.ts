import type { OfflineBundle } from '../../shared/schemas/offline-bundle';
import { META_KEYS, readMeta, writeMeta } from './meta';
import type { OfflineDb } from './offline-db';

/** Replaces the cached forms with the server's bundle in one transaction: never half old, half new. */
export async function applyBundle(db: OfflineDb, bundle: OfflineBundle, now = new Date()): Promise<void> {
  await db.transaction('rw', [db.events, db.kuesioner, db.pertanyaan, db.meta], async () => {
    await Promise.all([db.events.clear(), db.kuesioner.clear(), db.pertanyaan.clear()]);
    for (const { kuesioner, ...event } of bundle.events) {
      await db.events.add(event);
      for (const { pertanyaan, ...form } of kuesioner) {
        await db.kuesioner.add(form);
        await db.pertanyaan.bulkAdd(pertanyaan);
      }
    }
    await writeMeta(db, META_KEYS.bundleVersion, bundle.version);
    await writeMeta(db, META_KEYS.bundleUpdatedAt, now.toISOString());
  });
}

export type RefreshResult = 'updated' | 'unchanged' | 'offline' | 'unauthorized';

/**
 * Fetches the bundle when online; sends the cached version so an unchanged bundle costs a 304.
 * Any failure leaves the cached forms as they are: the survey screen keeps working.
 */
export async function refreshBundle(
  db: OfflineDb,
  token: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
  baseUrl = '',
): Promise<RefreshResult> {
  const version = await readMeta<string>(db, META_KEYS.bundleVersion);
  let response: Response;
  try {
    response = await fetchFn(`${baseUrl}/api/offline-bundle`, {
      headers: { authorization: `Bearer ${token}`, ...(version ? { 'if-none-match': `"${version}"` } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return 'offline';
  }
  if (response.status === 304) return 'unchanged';
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) return 'offline';
  // Only a body that is the API's bundle replaces the cached forms; a captive portal's page or a
  // cut-off answer leaves them as they are. zod is loaded here, not with the survey screen.
  const { offlineBundleSchema } = await import('../../shared/schemas/offline-bundle');
  const parsed = offlineBundleSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return 'offline';
  await applyBundle(db, parsed.data);
  return 'updated';
}
