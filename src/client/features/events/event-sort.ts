import type { Event } from '../../../shared/schemas/events';
import { compareText, matchesSearch } from '../../lib/fold-text';
import type { ListSort, SortSpec } from '../../lib/list-params';
import { type Compare, sortRows } from '../../lib/sort-rows';
import { sortOptions } from '../../ui/sort-select';

export type EventSortKey = 'nama' | 'tanggal' | 'peserta';

/**
 * Newest start first, as the server sends the list and as every event list is ordered
 * (docs/screens.md#events): the events being prepared and surveyed now are at the top, the
 * finished ones sink.
 */
export const EVENT_SORT: SortSpec<EventSortKey> = {
  keys: { nama: 'asc', tanggal: 'desc', peserta: 'desc' },
  fallback: { key: 'tanggal', dir: 'desc' },
};

export const EVENT_SORT_OPTIONS = sortOptions(EVENT_SORT, {
  tanggal: ['Tanggal mulai', 'terbaru', 'terlama'],
  nama: ['Nama', 'A–Z', 'Z–A'],
  peserta: ['Peserta', 'terbanyak', 'tersedikit'],
});

const byStart = (a: Event, b: Event) =>
  a.tanggal_mulai.localeCompare(b.tanggal_mulai) || a.id - b.id;

const ASCENDING: Record<EventSortKey, Compare<Event>> = {
  nama: (a, b) => compareText(a.nama_event, b.nama_event) || byStart(a, b),
  tanggal: byStart,
  peserta: (a, b) => (a.jumlah_peserta ?? 0) - (b.jumlah_peserta ?? 0) || byStart(a, b),
};

/** The events whose name or place matches the search, in the chosen order. */
export function viewEvents(events: readonly Event[], search: string, sort: ListSort<EventSortKey>): Event[] {
  const found = events.filter((event) => matchesSearch(search, [event.nama_event, event.lokasi]));
  // An event without a participant count has no place on that scale.
  return sortRows(found, sort, ASCENDING, { peserta: (event) => event.jumlah_peserta === null });
}
