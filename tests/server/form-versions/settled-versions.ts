import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { SETTLE_MS } from '../../../src/server/form-versions/version-standing';

/**
 * As if every form version handed out so far had first been handed out a little over SETTLE_MS
 * ago and again just now: each stayed the form long enough for a survey filled on it to be judged
 * by its rules (form-versions/version-standing.ts). For tests about what an older form allows, not
 * about how long it must have stood; tests/server/form-versions/ moves the clock for that.
 */
export async function settleHandedOutVersions(db: Kysely<Database>): Promise<void> {
  const firstAt = new Date(Date.now() - SETTLE_MS - 60_000).toISOString();
  await db.updateTable('kuesioner_versi').set({ dicatat_pada: firstAt }).where('dicatat_pada', '>', firstAt).execute();
}
