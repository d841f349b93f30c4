import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { EventPageHeader } from '../../components/event-page-header';
import { eventQueries } from '../../lib/api/event-queries';
import { responsesQueries } from '../../lib/api/responses-queries';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../session/session-context';
import { LoadingState } from '../../ui/loading-state';
import { OnlineOnly } from '../../components/online-only';
import { EventNotFound, isNotFound } from '../../components/event-not-found';
import { ProgressSection } from './progress-section';
import { ResponsesSection } from './responses-section';
import { Failure } from '../../ui/failure';

/**
 * /data-survei/{eventId}: an event's responses one by one, with field progress. The route lets
 * only Admin and Instansi in; of the two, only Admin voids and restores.
 */
export function DataSurveiPage() {
  const isAdmin = useSession().user?.peran === 'Admin';
  const eventId = parseIdParam(useParams().eventId);
  return eventId === null ? <EventNotFound /> : <DataSurveiScreen eventId={eventId} isAdmin={isAdmin} />;
}

function DataSurveiScreen({ eventId, isAdmin }: { eventId: number; isAdmin: boolean }) {
  const event = useQuery(eventQueries.detail(eventId));
  // The progress card's height depends on its rows: the screen shows once it is known, so the
  // list under it never jumps down (the list's own request runs meanwhile, hidden).
  const progress = useQuery(responsesQueries.progress(eventId));
  if (isNotFound(event.error)) return <EventNotFound />;

  let body: ReactNode;
  if (event.isError) {
    body = (
      <Failure>
        Error: Gagal mengambil detail event.
      </Failure>
    );
  } else {
    const loading = event.isPending || progress.isPending;
    body = (
      <>
        {loading && <LoadingState>Memuat data survei...</LoadingState>}
        <div hidden={loading} className="flex flex-col gap-6">
          <ProgressSection eventId={eventId} />
          <ResponsesSection eventId={eventId} isAdmin={isAdmin} />
        </div>
      </>
    );
  }

  // Shown with the screen, not before: a name arriving alone would push the loading box down.
  const name = progress.isPending ? undefined : event.data?.nama_event;
  return (
    <div className="flex flex-col gap-6">
      <EventPageHeader eventId={eventId} title="Data Survei" eventName={name} />
      <OnlineOnly>{body}</OnlineOnly>
    </div>
  );
}
