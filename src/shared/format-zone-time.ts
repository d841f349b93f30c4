import { zoneLabel } from './report-time-zone';

/**
 * Server times on the report time zone's clock (the `zona_waktu` the server names), not the
 * device's, so a supervisor abroad, the surveyor and the date filter all speak of the same day.
 * Built from parts, because id-ID puts its own comma between date and time.
 */

type Month = 'short' | 'long';
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string, month: Month): Intl.DateTimeFormat {
  const key = `${zone}|${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { timeZone: zone, day: 'numeric', month, year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(key, format);
  }
  return format;
}

function zoneParts(iso: string, zone: string, month: Month) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const part = Object.fromEntries(formatOf(zone, month).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { date: `${part.day} ${part.month} ${part.year}`, time: `${part.hour}.${part.minute} ${zoneLabel(zone, ms)}` };
}

/** "14 Jul 2026 08.30 WIB": a row's time. */
export function formatZoneTime(iso: string, zone: string): string {
  const parts = zoneParts(iso, zone, 'short');
  return parts ? `${parts.date} ${parts.time}` : iso;
}

/** "26 November 2026, 23.41 WIB": when a report was computed, as its basis line says it. */
export function formatComputedAt(iso: string, zone: string): string {
  const parts = zoneParts(iso, zone, 'long');
  return parts ? `${parts.date}, ${parts.time}` : iso;
}
