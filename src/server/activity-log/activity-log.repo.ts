import type { Kysely } from 'kysely';
import type { Database, LogAktivitasTable } from '../db/schema';
import { placeInArea, type Viewer } from '../work-areas/area-rule';
import { ENTRY_COLUMNS } from '../audit/entry-columns';

/** Reading the activity log for the screen and its download; appending is audit/audit.repo.ts's alone. */

export type EntryRow = Pick<LogAktivitasTable, (typeof ENTRY_COLUMNS)[number]>;

export interface LogFilter {
  pelakuId?: number;
  aksi?: string;
  eventId?: number;
  /** ISO instants: from included, to excluded. */
  from?: string;
  to?: string;
}

/**
 * The entries a viewer may read (docs/activity-log.md, "Who sees what"): those whose target's
 * place (its event's, or the account's work area) or whose actor's work area lies inside the
 * viewer's area; a national Admin reads every entry. Then the filter.
 */
function filtered(db: Kysely<Database>, viewer: Viewer, filter: LogFilter) {
  let query = db
    .selectFrom('log_aktivitas')
    .where((eb) => eb.or([placeInArea(viewer, 'log_aktivitas.wilayah'), placeInArea(viewer, 'log_aktivitas.pelaku_wilayah')]));
  if (filter.pelakuId !== undefined) query = query.where('pelaku_id', '=', filter.pelakuId);
  if (filter.aksi !== undefined) query = query.where('aksi', '=', filter.aksi);
  if (filter.eventId !== undefined) query = query.where('event_id', '=', filter.eventId);
  if (filter.from !== undefined) query = query.where('waktu', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('waktu', '<', filter.to);
  return query;
}

/** One page, newest first, and how many entries the filter matches in all. */
export async function readEntryPage(
  db: Kysely<Database>,
  viewer: Viewer,
  filter: LogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const rows = await filtered(db, viewer, filter).select(ENTRY_COLUMNS).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const counted = await filtered(db, viewer, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.count) };
}

/** The number of the newest entry, 0 when the log is empty: where a download stops. */
export async function lastEntryId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('log_aktivitas').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

const DOWNLOAD_PAGE = 1000;

/**
 * Every matching entry up to `upToId`, newest first, a page per query: each page starts below the
 * last one read, so no query skips through the rows before it, and entries appended meanwhile stay out.
 */
export async function* entryPages(db: Kysely<Database>, viewer: Viewer, filter: LogFilter, upToId: number): AsyncGenerator<EntryRow[]> {
  let below = upToId + 1;
  for (;;) {
    const rows = await filtered(db, viewer, filter).where('id', '<', below).select(ENTRY_COLUMNS).orderBy('id', 'desc').limit(DOWNLOAD_PAGE).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < DOWNLOAD_PAGE) return;
    below = rows[rows.length - 1].id;
  }
}
