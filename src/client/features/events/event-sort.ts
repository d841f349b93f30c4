import type { Event } from '../../../shared/schemas/events';
import { compareText, matchesSearch } from '../../lib/fold-text';
import type { ListSort, SortSpec } from '../../lib/list-params';
import type { SortOption } from '../../ui/sort-select';

export type EventSortKey = 'nama' | 'tanggal' | 'peserta';

/**
 * Newest start first, as the server sends the list and as the product spec orders every event list: the
 * events being prepared and surveyed now are at the top, the finished ones sink.
 */
export const EVENT_SORT: SortSpec<EventSortKey> = {
  keys: { nama: 'asc', tanggal: 'desc', peserta: 'desc' },
  fallback: { key: 'tanggal', dir: 'desc' },
};

export const EVENT_SORT_OPTIONS: readonly SortOption<EventSortKey>[] = [
  { key: 'tanggal', dir: 'desc', label: 'Tanggal mulai: terbaru' },
  { key: 'tanggal', dir: 'asc', label: 'Tanggal mulai: terlama' },
  { key: 'nama', dir: 'asc', label: 'Nama: A–Z' },
  { key: 'nama', dir: 'desc', label: 'Nama: Z–A' },
  { key: 'peserta', dir: 'desc', label: 'Peserta: terbanyak' },
  { key: 'peserta', dir: 'asc', label: 'Peserta: tersedikit' },
];

const byStart = (a: Event, b: Event) =>
  a.tanggal_mulai.localeCompare(b.tanggal_mulai) || a.id - b.id;

const ASCENDING: Record<EventSortKey, (a: Event, b: Event) => number> = {
  nama: (a, b) => compareText(a.nama_event, b.nama_event) || byStart(a, b),
  tanggal: byStart,
  peserta: (a, b) => (a.jumlah_peserta ?? 0) - (b.jumlah_peserta ?? 0) || byStart(a, b),
};

/** The events whose name or place matches the search, in the chosen order. */
export function viewEvents(events: readonly Event[], search: string, sort: ListSort<EventSortKey>): Event[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return events
    .filter((event) => matchesSearch(search, [event.nama_event, event.lokasi]))
    .sort((a, b) => {
      // An event without a participant count goes last either way: it has no place on the scale.
      if (sort.key === 'peserta' && (a.jumlah_peserta === null) !== (b.jumlah_peserta === null)) {
        return a.jumlah_peserta === null ? 1 : -1;
      }
      return sign * ASCENDING[sort.key](a, b);
    });
}
