import type { Event } from '../../../shared/schemas/events';
import { foldText } from '../../lib/fold-text';
import { readDay, readSearch } from '../../lib/list-params';

/**
 * The Instansi home's words for an event's status: an archived event is a finished one
 * (docs/screens.md#instansi-dashboard).
 */
export type InstansiStatus = 'aktif' | 'selesai';

export interface InstansiFilter {
  search: string;
  status: InstansiStatus | null;
  /** YYYY-MM-DD: events still running on or after this day. */
  dari: string | null;
  /** YYYY-MM-DD: events begun on or before this day. */
  sampai: string | null;
}

/** The address's keys of the filters besides the search. */
export const INSTANSI_FILTER_KEYS = ['status', 'dari', 'sampai'] as const;

/** Anything unreadable in the address (a hand-edited link) counts as absent: that filter is off. */
export function readInstansiFilter(params: URLSearchParams): InstansiFilter {
  const status = params.get('status');
  return {
    search: readSearch(params),
    status: status === 'aktif' || status === 'selesai' ? status : null,
    dari: readDay(params.get('dari')),
    sampai: readDay(params.get('sampai')),
  };
}

export function hasInstansiFilter(filter: InstansiFilter): boolean {
  return filter.search !== '' || filter.status !== null || filter.dari !== null || filter.sampai !== null;
}

const day = (value: string) => value.slice(0, 10);

/**
 * The Instansi home's list (docs/screens.md#instansi-dashboard): names containing the search
 * text, any case (and any accent), of the chosen status, held on some day of the chosen dates;
 * newest start date first.
 */
export function filterInstansiEvents(events: readonly Event[], filter: InstansiFilter): Event[] {
  const needle = foldText(filter.search);
  return events
    .filter((event) => foldText(event.nama_event).includes(needle))
    .filter((event) => filter.status === null || (event.status === 'aktif') === (filter.status === 'aktif'))
    .filter((event) => filter.sampai === null || day(event.tanggal_mulai) <= filter.sampai)
    // An event without an end date is taken to end on the day it starts.
    .filter((event) => filter.dari === null || day(event.tanggal_selesai || event.tanggal_mulai) >= filter.dari)
    .sort((a, b) => (a.tanggal_mulai < b.tanggal_mulai ? 1 : a.tanggal_mulai > b.tanggal_mulai ? -1 : 0));
}
