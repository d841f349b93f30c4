import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { filterInstansiEvents } from './filter-instansi-events';
import { InstansiEventCard } from './instansi-event-card';

/** The event cards that match the search, or why there are none. */
export function InstansiEventList({ search }: { search: string }) {
  const events = useQuery(eventQueries.list());
  if (events.isPending) return <p className="text-slate-700">Memuat data event...</p>;
  if (events.isError) {
    return (
      <p role="alert" className="text-red-700">
        Gagal mengambil data event.
      </p>
    );
  }
  if (events.data.length === 0) return <p className="text-slate-700">Belum ada event.</p>;
  const shown = filterInstansiEvents(events.data, search);
  if (shown.length === 0) {
    return <p className="text-slate-700">Tidak ada event yang cocok dengan pencarian Anda.</p>;
  }
  return (
    <ul aria-label="Daftar event" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((event) => (
        <InstansiEventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
