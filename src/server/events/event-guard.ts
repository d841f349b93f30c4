import type { Kysely } from 'kysely';
import type { Event } from '../../shared/schemas/events';
import type { Database } from '../db/schema';
import { type AppError, notFound } from '../http/app-error';
import { eventExists, findEvent } from './events.repo';

export const EVENT_NOT_FOUND = 'Event tidak ditemukan.';

/** The 404 of every call about an event that is not there, whichever route asks. */
export const eventNotFound = (): AppError => notFound(EVENT_NOT_FOUND);

/** Answers 404 unless the event exists: the guard of every route under /events/{id}. */
export async function assertEventExists(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await eventExists(db, id))) throw eventNotFound();
}

/** The event itself, or the same 404. */
export async function loadEvent(db: Kysely<Database>, id: number): Promise<Event> {
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  return event;
}
