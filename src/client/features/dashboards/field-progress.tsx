import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { Link } from 'react-router-dom';
import { eventQueries } from '../../lib/api/event-queries';
import { activeProgressQuery } from './active-progress-query';
import { EventProgressCard, type ProgressState } from './event-progress-card';
import { localDate, nearestEvents } from './nearest-events';
import { SkeletonRows } from '../../ui/loading-state';
import { Failure } from '../../ui/failure';

/** How many active events the dashboard follows; the rest are one link away. */
export const FIELD_PROGRESS_LIMIT = 5;

/** "Progres Lapangan": the active events nearest to today, each segment against its sample target. */
export function FieldProgress() {
  const headingId = useId();
  const events = useQuery(eventQueries.list('aktif'));
  // Every card's progress in one call, not a request per card.
  const progress = useQuery(activeProgressQuery);
  // The cards render in the background while the skeleton stays.
  const list = useDeferredValue(events.data);
  const shown = list ? nearestEvents(list, localDate(), FIELD_PROGRESS_LIMIT) : [];
  // An event that became active after the progress was read has no entry: it shows as failed
  // rather than waiting for good.
  const progressOf = (eventId: number): ProgressState => {
    if (progress.isPending) return 'loading';
    return progress.data?.events.find((entry) => entry.event_id === eventId) ?? 'failed';
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Progres Lapangan
        </h2>
        {list && list.length > 0 && (
          <Link
            to="/kelola-event"
            className="text-sm font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            Lihat semua event aktif
          </Link>
        )}
      </div>
      {(events.isPending || (events.data && !list)) && <SkeletonRows rows={3} label="Memuat data event..." />}
      {events.isError && <Failure>Gagal mengambil data event.</Failure>}
      {list?.length === 0 && <p className="text-slate-700">Belum ada event aktif.</p>}
      {list && list.length > shown.length && (
        <p className="text-sm text-slate-600">
          Menampilkan {shown.length} dari {list.length} event aktif yang tanggalnya paling dekat dengan hari ini.
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Event aktif" className="grid gap-4 md:grid-cols-2">
          {shown.map((event) => (
            <EventProgressCard key={event.id} event={event} progress={progressOf(event.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
