import type { Event } from '../../../shared/schemas/events';

const DAY_MS = 86_400_000;

/** The device's own date, YYYY-MM-DD: which events are "near" is a question of the local calendar. */
export function localDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Days between `today` and the event's dates: 0 while it runs, Infinity when its dates are unreadable. */
function distance(event: Event, today: number): number {
  const start = dayNumber(event.tanggal_mulai);
  const end = dayNumber(event.tanggal_selesai);
  if (Number.isNaN(start)) return Number.POSITIVE_INFINITY;
  if (today < start) return start - today;
  const last = Number.isNaN(end) ? start : end;
  return today > last ? today - last : 0;
}

/**
 * The `limit` events whose dates lie nearest to `today` (YYYY-MM-DD): running ones first, then
 * those that start or ended the fewest days away; ties by start date, then by id.
 */
export function nearestEvents(events: readonly Event[], today: string, limit: number): Event[] {
  const todayNumber = dayNumber(today);
  return events
    .map((event) => ({ event, away: distance(event, todayNumber) }))
    .sort(
      (a, b) =>
        a.away - b.away ||
        a.event.tanggal_mulai.localeCompare(b.event.tanggal_mulai) ||
        a.event.id - b.event.id,
    )
    .slice(0, limit)
    .map(({ event }) => event);
}
