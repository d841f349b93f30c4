import type { Event } from '../../../shared/schemas/events';

/**
 * The Instansi home's list (spec section 2): names containing the search text, any case, newest
 * start date first.
 */
export function filterInstansiEvents(events: readonly Event[], search: string): Event[] {
  const needle = search.trim().toLocaleLowerCase('id-ID');
  return events
    .filter((event) => event.nama_event.toLocaleLowerCase('id-ID').includes(needle))
    .sort((a, b) => (a.tanggal_mulai < b.tanggal_mulai ? 1 : a.tanggal_mulai > b.tanggal_mulai ? -1 : 0));
}
