import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from '../../../offline/runtime';

/**
 * The survey form reads only the device's copy of the forms, never the network: it works the same
 * with no signal. Each hook answers undefined while IndexedDB is being read.
 */

export function useCachedEvents() {
  return useLiveQuery(
    async () =>
      (await deviceDb().events.toArray()).sort((a, b) => b.tanggal_mulai.localeCompare(a.tanggal_mulai) || b.id - a.id),
    [],
  );
}

export function useCachedKuesioner(eventId: number | null) {
  return useLiveQuery(
    () => (eventId === null ? [] : deviceDb().kuesioner.where('event_id').equals(eventId).sortBy('id')),
    [eventId],
  );
}

export function useCachedPertanyaan(kuesionerId: number | null) {
  return useLiveQuery(
    () =>
      kuesionerId === null
        ? []
        : deviceDb()
            .pertanyaan.where('[kuesioner_id+urutan]')
            .between([kuesionerId, Dexie.minKey], [kuesionerId, Dexie.maxKey])
            .toArray(),
    [kuesionerId],
  );
}
