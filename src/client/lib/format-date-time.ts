import { madeOnce } from '../../shared/made-once';

const deviceDateTime = madeOnce(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }));

/** A time the device recorded, on the device's own clock: the surveyor's "when I was there". */
export function formatDateTime(iso: string): string {
  return deviceDateTime().format(new Date(iso));
}

export { formatZoneTime } from '../../shared/format-zone-time';
