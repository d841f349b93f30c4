import { madeOnce } from '../../shared/made-once';

const dateParts = madeOnce(() => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The calendar date read in UTC, as formatLongDate reads it, so every time zone shows the day entered. */
function partsOf(value: string | null): DateParts | null {
  if (!value) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(dateParts().formatToParts(date).map((part) => [part.type, part.value]));
  return { day: parts.day, month: parts.month, year: parts.year };
}

const full = ({ day, month, year }: DateParts) => `${day} ${month} ${year}`;

/**
 * The dates of an event as Indonesians write a range: "14–19 Juli 2026", "30 Juni – 2 Juli 2026",
 * "30 Desember 2026 – 2 Januari 2027"; one date for a one-day event, "N/A" for a missing one.
 * Built from Intl's parts rather than formatRange, whose spacing differs between browsers.
 */
export function formatDateRange(start: string | null, end: string | null): string {
  const from = partsOf(start);
  const to = partsOf(end);
  if (!from || !to) {
    const first = from ? full(from) : 'N/A';
    const last = to ? full(to) : 'N/A';
    return first === last ? first : `${first} – ${last}`;
  }
  if (from.year !== to.year) return `${full(from)} – ${full(to)}`;
  if (from.month !== to.month) return `${from.day} ${from.month} – ${full(to)}`;
  if (from.day !== to.day) return `${from.day}–${to.day} ${to.month} ${to.year}`;
  return full(from);
}
