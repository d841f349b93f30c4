/**
 * Dates and times in the report time zone (REPORT_TIMEZONE, default Asia/Jakarta): "today", a
 * date filter and the spreadsheet's times are the field's local time, not the server's or UTC.
 * Written on Intl alone, so it holds for any IANA zone, daylight saving included.
 */

export const DEFAULT_REPORT_TIME_ZONE = 'Asia/Jakarta';

const parts = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(zone, format);
  }
  return format;
}

export function isTimeZone(zone: string): boolean {
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at instant `ms`, read as if it were UTC (milliseconds dropped). */
function wallClock(ms: number, zone: string): number {
  const values = Object.fromEntries(partsFormat(zone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day), Number(values.hour), Number(values.minute), Number(values.second));
}

/** How far the zone's clock is ahead of UTC at instant `ms`, in milliseconds. */
export function zoneOffsetMs(ms: number, zone: string): number {
  return wallClock(ms, zone) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The date (YYYY-MM-DD) in the zone at instant `ms`. */
function dateInZone(ms: number, zone: string): string {
  return new Date(wallClock(ms, zone)).toISOString().slice(0, 10);
}

/** The instant (ISO 8601 UTC) the date `date` (YYYY-MM-DD) begins in the zone. */
export function startOfDateInZone(date: string, zone: string): string {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the one at the true instant (DST).
  const guess = midnight - zoneOffsetMs(midnight, zone);
  return new Date(midnight - zoneOffsetMs(guess, zone)).toISOString();
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return datePlus(date, 1);
}

/** The date `days` after `date` (YYYY-MM-DD), on the calendar: no zone, no daylight saving. */
export function datePlus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const names = new Map<string, Intl.DateTimeFormat>();

// Made once per zone: a table of responses asks for a label per row, and each new formatter costs
// a phone about a millisecond.
function nameFormat(zone: string): Intl.DateTimeFormat {
  let format = names.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { timeZone: zone, timeZoneName: 'short' });
    names.set(zone, format);
  }
  return format;
}

/**
 * The zone's short name as Indonesians write it: WIB, WITA, WIT; elsewhere "UTC+1" and the like.
 * Read at instant `ms`, since a zone with daylight saving changes its name.
 */
export function zoneLabel(zone: string, ms = Date.now()): string {
  const name = nameFormat(zone)
    .formatToParts(new Date(ms))
    .find((part) => part.type === 'timeZoneName')?.value;
  if (!name || /^(GMT|UTC)/.test(name)) {
    const offset = zoneOffsetMs(ms, zone) / 60_000;
    if (offset === 0) return 'UTC';
    const hours = Math.trunc(Math.abs(offset) / 60);
    const minutes = Math.abs(offset) % 60;
    return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  }
  return name;
}

/** Today in the zone: its date, and the instants it begins and ends (ISO 8601 UTC). */
export function todayInZone(zone: string, now = Date.now()): { tanggal: string; from: string; to: string } {
  const tanggal = dateInZone(now, zone);
  return { tanggal, from: startOfDateInZone(tanggal, zone), to: startOfDateInZone(nextDate(tanggal), zone) };
}
