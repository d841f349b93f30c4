import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../lib/session/session-context';
import { OnlineOnly } from '../../ui/online-only';
import { EventActionsPanel } from './event-actions-panel';
import { EventDetails } from './event-details';
import { type EventFormTarget, EventFormModal } from './event-form-modal';

/** /kelola-event/{eventId} (spec section 2). */
export function EventDetailPage() {
  const eventId = parseIdParam(useParams().eventId);
  return (
    <OnlineOnly>
      {eventId === null ? <NotFound /> : <EventDetailScreen eventId={eventId} />}
    </OnlineOnly>
  );
}

function EventDetailScreen({ eventId }: { eventId: number }) {
  const event = useQuery(eventQueries.detail(eventId));
  const { user } = useSession();
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);

  if (event.isPending) return <p className="text-slate-700">Memuat detail event...</p>;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) return <NotFound />;
    return (
      <p role="alert" className="text-red-700">
        Gagal mengambil detail event.
      </p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      {/* Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor. */}
      <EventDetails event={event.data} canReview={user?.peran === 'Admin' || user?.peran === 'Instansi'} />
      <EventActionsPanel event={event.data} onEdit={() => setFormTarget({ eventId })} />
      {/* Saving invalidates every "events" query, so the details above reload by themselves. */}
      <EventFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </div>
  );
}

function NotFound() {
  return <p className="text-slate-700">Event tidak ditemukan.</p>;
}
