import { useLiveQuery } from 'dexie-react-hooks';
import { cachedEventList, cachedKuesionerList, cachedPertanyaanList } from '../../../offline/device-forms';

/**
 * The survey form reads only the device's copy of the forms, never the network: it works the same
 * with no signal. Each hook answers undefined while IndexedDB is being read.
 */

export function useCachedEvents() {
  return useLiveQuery(cachedEventList, []);
}

export function useCachedKuesioner(eventId: number | null) {
  return useLiveQuery(async () => (eventId === null ? [] : cachedKuesionerList(eventId)), [eventId]);
}

export function useCachedPertanyaan(kuesionerId: number | null) {
  return useLiveQuery(async () => (kuesionerId === null ? [] : cachedPertanyaanList(kuesionerId)), [kuesionerId]);
}
