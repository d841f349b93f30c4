import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { groupBy } from '../../shared/group-by';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';

/**
 * What changes the report: the responses added (their count and last id tell), the responses
 * voided or restored (the log of status changes grows), answers corrected or amounts confirmed
 * (their logs grow), and the questionnaires (added, deleted, or a question's role changed: their
 * count and last change). Each log is read by its last id AND its count: PostgreSQL hands out ids
 * as rows are inserted, not as they commit, so an entry committed after a later one keeps the
 * last id and only the count tells it came. Read in one cheap query per report, so an unchanged event is answered
 * from the cache. All but an added response count with the forms; `questionnaires` is their own
 * part, after which the profiles read so far no longer hold and are read again whole (a change
 * told by a log is read by the responses it names: report-cache.ts).
 */
export async function dataFingerprint(db: Kysely<Database>, eventId: number): Promise<Fingerprint> {
  const row = await db
    .selectFrom('kuesioner as k')
    .leftJoin('respons as r', 'r.kuesioner_id', 'k.id')
    .where('k.event_id', '=', eventId)
    .select((eb) => [
      eb.fn.count<number>('r.id').as('n'),
      eb.fn.max('r.id').as('last'),
      eb.fn.max('k.diubah_pada').as('changed'),
      eb.fn.count<number>('k.id').distinct().as('forms'),
      eb
        .selectFrom('riwayat_status_respons as h')
        .innerJoin('respons as rr', 'rr.id', 'h.respons_id')
        .innerJoin('kuesioner as kk', 'kk.id', 'rr.kuesioner_id')
        .where('kk.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('h.id')} || ':' || ${log.fn.countAll()}`.as('last_change'))
        .as('status_changed'),
      eb
        .selectFrom('koreksi_jawaban as c')
        .innerJoin('respons as rc', 'rc.id', 'c.respons_id')
        .innerJoin('kuesioner as kc', 'kc.id', 'rc.kuesioner_id')
        .where('kc.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('c.id')} || ':' || ${log.fn.countAll()}`.as('last_correction'))
        .as('corrected'),
      eb
        .selectFrom('konfirmasi_respons as f')
        .innerJoin('respons as rf', 'rf.id', 'f.respons_id')
        .innerJoin('kuesioner as kf', 'kf.id', 'rf.kuesioner_id')
        .where('kf.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('f.id')} || ':' || ${log.fn.countAll()}`.as('last_confirmation'))
        .as('confirmed'),
    ])
    .executeTakeFirstOrThrow();
  const questionnaires = `${row.changed ?? ''}:${Number(row.forms)}`;
  return {
    responses: `${Number(row.n)}:${row.last ?? 0}`,
    forms: `${questionnaires}:${row.status_changed ?? 0}:${row.corrected ?? 0}:${row.confirmed ?? 0}`,
    questionnaires,
  };
}

export interface Fingerprint {
  responses: string;
  forms: string;
  /** The questionnaires' part of `forms`: their last change and their count. */
  questionnaires: string;
}

/**
 * dataFingerprint of many events in four grouped queries instead of one query per event: the very
 * same texts (the logs' "last:count" joined by the databases themselves, as there), so a report
 * cached or stored under one is found under the other.
 */
export async function dataFingerprints(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventIds: readonly number[],
): Promise<Map<number, Fingerprint>> {
  if (eventIds.length === 0) return new Map();
  const [forms, statusChanged, corrected, confirmed] = await Promise.all([
    // Per questionnaire, each count and last id an index lookup, then added up per event below:
    // a third of the time of one join grouped by event over every response.
    db
      .selectFrom('kuesioner as k')
      .where(isAnyOf(kind, 'k.event_id', eventIds))
      .select((eb) => [
        'k.event_id',
        'k.diubah_pada',
        eb.selectFrom('respons as r').whereRef('r.kuesioner_id', '=', 'k.id').select((count) => count.fn.countAll<number>().as('n')).as('n'),
        eb.selectFrom('respons as r').whereRef('r.kuesioner_id', '=', 'k.id').select((last) => last.fn.max('r.id').as('last')).as('last'),
      ])
      .execute(),
    logByEvent(db, 'riwayat_status_respons'),
    logByEvent(db, 'koreksi_jawaban'),
    logByEvent(db, 'konfirmasi_respons'),
  ]);
  const formsOf = groupBy(forms, (form) => form.event_id);
  return new Map(
    eventIds.map((eventId) => {
      const rows = formsOf.get(eventId) ?? [];
      const n = rows.reduce((sum, row) => sum + Number(row.n ?? 0), 0);
      const last = rows.reduce((max, row) => Math.max(max, Number(row.last ?? 0)), 0);
      // The latest of the fixed-format ISO times, as max() picks it.
      const changed = rows.reduce((max, row) => (row.diubah_pada > max ? row.diubah_pada : max), '');
      const questionnaires = `${changed}:${rows.length}`;
      return [
        eventId,
        {
          responses: `${n}:${last}`,
          forms: `${questionnaires}:${statusChanged.get(eventId) ?? 0}:${corrected.get(eventId) ?? 0}:${confirmed.get(eventId) ?? 0}`,
          questionnaires,
        },
      ];
    }),
  );
}

/**
 * One log's "last id:count" per event, as dataFingerprint reads it for one. Every event's: the
 * logs are small and read from their own side, where a filter on the events made SQLite start
 * from the events' every response instead.
 */
async function logByEvent(db: Kysely<Database>, log: 'riwayat_status_respons' | 'koreksi_jawaban' | 'konfirmasi_respons'): Promise<Map<number, string>> {
  // The table name is one of three literals: Kysely's builder cannot take a union of tables.
  const { rows } = await sql<{ event_id: number; last_change: string }>`
    select k.event_id, max(h.id) || ':' || count(*) as last_change
    from ${sql.table(log)} h
    join respons r on r.id = h.respons_id
    join kuesioner k on k.id = r.kuesioner_id
    group by k.event_id`.execute(db);
  return new Map(rows.map((row) => [row.event_id, row.last_change]));
}
