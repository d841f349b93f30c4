import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { eventQueries } from '../../lib/api/event-queries';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../lib/session/session-context';
import { ArrowLeftIcon } from '../../ui/icons';
import { OnlineOnly } from '../../ui/online-only';
import { PageTitle } from '../../ui/page-title';
import { ProgressSection } from './progress-section';
import { ResponsesSection } from './responses-section';

/**
 * /data-survei/{eventId}: an event's responses one by one, with field progress. The route lets
 * only Admin and Instansi in; of the two, only Admin voids and restores.
 */
export function DataSurveiPage() {
  const isAdmin = useSession().user?.peran === 'Admin';
  const eventId = parseIdParam(useParams().eventId);
  return (
    <OnlineOnly>
      {eventId === null ? (
        <p className="text-slate-700">Event tidak ditemukan.</p>
      ) : (
        <DataSurveiScreen eventId={eventId} isAdmin={isAdmin} />
      )}
    </OnlineOnly>
  );
}

function DataSurveiScreen({ eventId, isAdmin }: { eventId: number; isAdmin: boolean }) {
  const event = useQuery(eventQueries.detail(eventId));

  if (event.isPending) return <p className="text-slate-700">Memuat data survei...</p>;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) {
      return <p className="text-slate-700">Event tidak ditemukan.</p>;
    }
    return (
      <p role="alert" className="text-red-700">
        Error: Gagal mengambil detail event.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          to={`/kelola-event/${eventId}`}
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg text-sm font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 [&_svg]:size-4"
        >
          <ArrowLeftIcon />
          Kembali ke detail event
        </Link>
        <div>
          <PageTitle>Data Survei</PageTitle>
          <p className="mt-1 break-words text-slate-700">{event.data.nama_event}</p>
        </div>
      </header>
      <ProgressSection eventId={eventId} />
      <ResponsesSection eventId={eventId} isAdmin={isAdmin} />
    </div>
  );
}
