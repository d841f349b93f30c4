import type { Kysely } from 'kysely';
import type { Event } from '../../shared/schemas/events';
import type { Database } from '../db/schema';
import { type AppError, notFound } from '../http/app-error';
import type { Viewer } from '../work-areas/area-rule';
import { findEvent, isEventVisible } from './events.repo';

export const EVENT_NOT_FOUND = 'Event tidak ditemukan.';

/**
 * The 404 of every call about an event that is not there, whichever route asks; an event outside
 * the caller's work area gets the same answer, so its existence is not told (docs/work-areas.md).
 */
export const eventNotFound = (): AppError => notFound(EVENT_NOT_FOUND);

/** Answers 404 unless the event exists inside the viewer's area: the guard of every route under /events/{id}. */
export async function assertEventExists(db: Kysely<Database>, id: number, viewer: Viewer): Promise<void> {
  if (!(await isEventVisible(db, id, viewer))) throw eventNotFound();
}

/** The event itself, or the same 404. */
export async function loadEvent(db: Kysely<Database>, id: number, viewer: Viewer): Promise<Event> {
  const event = await findEvent(db, id, viewer);
  if (!event) throw eventNotFound();
  return event;
}
