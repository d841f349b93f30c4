import { madeOnce } from '../../shared/made-once';
import { zoneLabel } from '../../shared/report-time-zone';

const deviceDateTime = madeOnce(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }));

/** A time the device recorded, on the device's own clock: the surveyor's "when I was there". */
export function formatDateTime(iso: string): string {
  return deviceDateTime().format(new Date(iso));
}

const zoneDateTimes = new Map<string, Intl.DateTimeFormat>();

function zoneDateTime(zone: string): Intl.DateTimeFormat {
  let format = zoneDateTimes.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneDateTimes.set(zone, format);
  }
  return format;
}

/**
 * "14 Jul 2026 08.30 WIB": a server time on the report time zone's clock (the `zona_waktu` the
 * server names), not the device's, so a supervisor abroad, the surveyor and the date filter all
 * speak of the same day. Built from parts, because id-ID puts a comma between date and time.
 */
export function formatZoneTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(zoneDateTime(zone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year} ${part.hour}.${part.minute} ${zoneLabel(zone, ms)}`;
}
