import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import type { Event, EventStatus } from '../../../shared/schemas/events';
import type { EventAction } from './event-action';
import { EventsTable } from './events-table';

interface EventListProps {
  status: EventStatus;
  canManage: boolean;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

/** One tab's events: loading, failure, empty, or the table. */
export function EventList({ status, canManage, onEdit, onAction }: EventListProps) {
  const events = useQuery(eventQueries.list(status));
  if (events.isPending) return <p className="p-4 text-slate-700">Memuat data event...</p>;
  if (events.isError) {
    return (
      <p role="alert" className="p-4 text-red-700">
        Gagal mengambil data event.
      </p>
    );
  }
  if (events.data.length === 0) {
    return <p className="p-4 text-slate-700">Tidak ada event untuk kategori &apos;{status}&apos;.</p>;
  }
  return <EventsTable events={events.data} canManage={canManage} onEdit={onEdit} onAction={onAction} />;
}
