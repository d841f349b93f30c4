import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/app-error';
import { eventInArea, type Viewer } from '../work-areas/area-rule';
import { RESPONSE_NOT_FOUND } from './review.repo';

/**
 * Whether the response exists and its event lies inside the viewer's work area. Outside the area
 * a response is answered as one that does not exist (docs/work-areas.md), so its existence is not
 * told either.
 */
export async function isResponseVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<boolean> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .innerJoin('events', 'events.id', 'k.event_id')
    .select('r.id')
    .where('r.id', '=', id)
    .where(eventInArea(viewer))
    .executeTakeFirst();
  return row !== undefined;
}

/** The guard of every route under /respons/{id}: 404 "Data survei tidak ditemukan." unless visible. */
export async function assertResponseVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<void> {
  if (!(await isResponseVisible(db, id, viewer))) throw notFound(RESPONSE_NOT_FOUND);
}
