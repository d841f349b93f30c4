import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';
import { versionKey, versionKeyIn } from './form-versions.repo';

/**
 * Which sign-in session was handed which form version (docs/api.md, "Form versions"): a survey may
 * be judged by an older version only when the offline bundle gave that version to the session
 * sending it. A session that has ended (Keluar, or expired) passes its hand-outs on to the user's
 * next one: the phone keeps its queued surveys over a new sign-in, and they were filled on them.
 * Another user's hand-outs, or another live session's, never count.
 */

/** Who the bundle is handed to. */
export interface Receiver {
  sessionId: string;
  userId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last hand-out of a row is written again only when older than this: the sweep reads it by the day. */
const LAST_HANDOUT_STEP_MS = DAY_MS;
/**
 * A hand-out not repeated for this long is swept: twice the 30-day offline window
 * (answers/collection-time.ts), since a version stays usable for that window after it was replaced,
 * and it was replaced after its last hand-out.
 */
export const HANDOUT_KEPT_MS = 60 * DAY_MS;
/** The sweep runs at most this often per database, from a bundle request. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
// Rows of one insert: far below both dialects' limits on bound parameters (6 per row).
const ROWS_PER_INSERT = 1_000;

const lastSweep = new WeakMap<Kysely<Database>, number>();

/** Hand-outs not repeated within HANDOUT_KEPT_MS, at most once an hour. */
async function sweepOldHandouts(db: Kysely<Database>, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  const before = new Date(now.getTime() - HANDOUT_KEPT_MS).toISOString();
  await db.deleteFrom('kuesioner_versi_dibagikan').where('terakhir_pada', '<', before).execute();
}

/**
 * Records that the session was handed these versions (recorded in kuesioner_versi already). One
 * read of the session's rows; an insert only for versions new to it, an update only for rows whose
 * last hand-out is more than a day old.
 */
export async function recordSessionHandouts(
  db: Kysely<Database>,
  kind: DatabaseKind,
  receiver: Receiver,
  forms: readonly { kuesionerId: number; versi: string }[],
  now: Date,
): Promise<void> {
  await sweepOldHandouts(db, now);
  if (forms.length === 0) return;
  const held = await db
    .selectFrom('kuesioner_versi_dibagikan')
    .select(['kuesioner_id', 'versi', 'terakhir_pada'])
    .where('session_id', '=', receiver.sessionId)
    .execute();
  const lastOf = new Map(held.map((row) => [versionKey(row.kuesioner_id, row.versi), row.terakhir_pada]));
  const at = now.toISOString();
  const fresh = forms.filter((form) => !lastOf.has(versionKey(form.kuesionerId, form.versi)));
  for (let start = 0; start < fresh.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('kuesioner_versi_dibagikan')
      .values(
        fresh.slice(start, start + ROWS_PER_INSERT).map((form) => ({
          session_id: receiver.sessionId,
          user_id: receiver.userId,
          kuesioner_id: form.kuesionerId,
          versi: form.versi,
          dibagikan_pada: at,
          terakhir_pada: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['session_id', 'kuesioner_id', 'versi']).doNothing())
      .execute();
  }
  const staleBefore = new Date(now.getTime() - LAST_HANDOUT_STEP_MS).toISOString();
  const stale = forms.map((form) => versionKey(form.kuesionerId, form.versi)).filter((key) => (lastOf.get(key) ?? at) < staleBefore);
  if (stale.length === 0) return;
  await db
    .updateTable('kuesioner_versi_dibagikan')
    .set({ terakhir_pada: at })
    .where('session_id', '=', receiver.sessionId)
    .where(versionKeyIn(kind, stale))
    .execute();
}

/**
 * The versions of these questionnaires handed to the receiver's session, or to a session of the
 * same user that has ended, each with its first hand-out to them: questionnaire -> version -> time.
 */
export async function readHandedToReceiver(
  db: Kysely<Database>,
  kind: DatabaseKind,
  receiver: Receiver,
  kuesionerIds: readonly number[],
  now: Date,
): Promise<Map<number, Map<string, string>>> {
  const handed = new Map<number, Map<string, string>>();
  if (kuesionerIds.length === 0) return handed;
  const rows = await db
    .selectFrom('kuesioner_versi_dibagikan as h')
    .leftJoin('sessions as s', 's.id', 'h.session_id')
    .select(['h.kuesioner_id', 'h.versi'])
    .select((eb) => eb.fn.min('h.dibagikan_pada').as('dibagikan_pada'))
    .where('h.user_id', '=', receiver.userId)
    .where(isAnyOf(kind, 'h.kuesioner_id', kuesionerIds))
    .where((eb) =>
      eb.or([eb('h.session_id', '=', receiver.sessionId), eb('s.id', 'is', null), eb('s.expires_at', '<=', now.toISOString())]),
    )
    .groupBy(['h.kuesioner_id', 'h.versi'])
    .execute();
  for (const row of rows) {
    const versions = handed.get(row.kuesioner_id) ?? new Map<string, string>();
    versions.set(row.versi, String(row.dibagikan_pada));
    handed.set(row.kuesioner_id, versions);
  }
  return handed;
}
