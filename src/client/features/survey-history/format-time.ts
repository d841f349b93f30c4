import { zoneLabel } from '../../../shared/report-time-zone';

const deviceTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });
const zoneTimes = new Map<string, Intl.DateTimeFormat>();

/** A time the device recorded, in the device's own clock: it is the surveyor's "when I was there". */
export function formatDeviceTime(iso: string): string {
  return deviceTime.format(new Date(iso));
}

/**
 * A server time in the report time zone with its name ("21 Nov 2026, 15.30 WIB"), as the
 * supervisor's report reads it, so both speak of the same day. An unknown zone falls back to the
 * device's clock rather than hiding the time.
 */
export function formatZoneTime(iso: string, zone: string): string {
  const date = new Date(iso);
  let format = zoneTimes.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    } catch {
      return deviceTime.format(date);
    }
    zoneTimes.set(zone, format);
  }
  return `${format.format(date)} ${zoneLabel(zone, date.getTime())}`;
}
