import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { ResponseFlag } from '../../shared/economic-impact/respondent-flags';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';
import type { ImpactReports } from '../economic-impact/report-cache';
import { eventInArea, type Viewer } from '../work-areas/area-rule';

/**
 * The review queue of some events: their accepted responses waiting for review, by response id,
 * from the economic-impact report's state of the data (app.impactReports).
 */
export async function flagsOfEvents(reports: ImpactReports, eventIds: Iterable<number>): Promise<Map<number, ResponseFlag>> {
  const flags = new Map<number, ResponseFlag>();
  for (const eventId of new Set(eventIds)) {
    for (const [id, flag] of await reports.waitingForReview(eventId)) flags.set(id, flag);
  }
  return flags;
}

/** The events of these questionnaires. */
export async function eventsOfForms(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: readonly number[]): Promise<number[]> {
  if (kuesionerIds.length === 0) return [];
  const rows = await db.selectFrom('kuesioner').select('event_id').distinct().where(isAnyOf(kind, 'id', kuesionerIds)).execute();
  return rows.map((row) => row.event_id);
}

/** The events inside the viewer's work area a surveyor collected for (of these questionnaires, when given). */
export async function eventsOfSurveyor(
  db: Kysely<Database>,
  kind: DatabaseKind,
  surveyorId: number,
  viewer: Viewer,
  kuesionerIds?: readonly number[],
): Promise<number[]> {
  if (kuesionerIds?.length === 0) return [];
  let query = db
    .selectFrom('kuesioner as k')
    .innerJoin('events', 'events.id', 'k.event_id')
    .select('k.event_id')
    .distinct()
    .where(eventInArea(viewer))
    .where((eb) => eb.exists(eb.selectFrom('respons as r').select('r.id').whereRef('r.kuesioner_id', '=', 'k.id').where('r.surveyor_id', '=', surveyorId)));
  if (kuesionerIds) query = query.where(isAnyOf(kind, 'k.id', kuesionerIds));
  return (await query.execute()).map((row) => row.event_id);
}

/** Which of these responses are the surveyor's. */
export async function ownResponses(db: Kysely<Database>, kind: DatabaseKind, surveyorId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('respons').select('id').where('surveyor_id', '=', surveyorId).where(isAnyOf(kind, 'id', ids)).execute();
  return new Set(rows.map((row) => row.id));
}
