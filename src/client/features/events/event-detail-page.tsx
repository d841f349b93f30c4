import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { eventQueries } from '../../lib/api/event-queries';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../session/session-context';
import { LoadingState } from '../../ui/loading-state';
import { Failure } from '../../ui/failure';
import { OnlineOnly } from '../../components/online-only';
import { EventNotFound, isNotFound } from '../../components/event-not-found';
import { EventActionsPanel } from './event-actions-panel';
import { EventDetails } from './event-details';
import { type EventFormTarget, EventFormModal } from './event-form-modal';

/** /kelola-event/{eventId} (docs/screens.md#event-detail). */
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
  const isAdmin = user?.peran === 'Admin';
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);

  if (event.isPending) return <LoadingState>Memuat detail event...</LoadingState>;
  if (event.isError) {
    if (isNotFound(event.error)) return <NotFound />;
    return (
      <Failure boxed>Gagal mengambil detail event.</Failure>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      {/* Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor. */}
      <EventDetails event={event.data} canReview={isAdmin || user?.peran === 'Instansi'} />
      <EventActionsPanel event={event.data} onEdit={() => setFormTarget({ eventId })} />
      {/* Saving invalidates every "events" query, so the details above reload by themselves. */}
      {isAdmin && <EventFormModal target={formTarget} onClose={() => setFormTarget(null)} />}
    </div>
  );
}

function NotFound() {
  return <EventNotFound action={{ to: '/kelola-event', label: 'Kembali ke daftar event' }} />;
}
