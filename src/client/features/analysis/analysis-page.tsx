import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { eventQueries } from '../../lib/api/event-queries';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../session/session-context';
import { useOnlineStatus } from '../../lib/use-online-status';
import { DataSurveiLink } from '../../components/data-survei-link';
import { DownloadButton } from '../../components/download-button';
import { EconomicImpactLink } from '../../components/economic-impact-link';
import { LoadingState } from '../../ui/loading-state';
import { OnlineOnly } from '../../components/online-only';
import { PageTitle } from '../../ui/page-title';
import { AnalysisGroupSection } from './analysis-group-section';
import { EventNotFound, isNotFound } from '../../components/event-not-found';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

/** /hasil-analisis/{eventId} (docs/screens.md#analysis-report): the survey report of one event. */
export function AnalysisPage() {
  const eventId = parseIdParam(useParams().eventId);
  return eventId === null ? <EventNotFound /> : <AnalysisReport eventId={eventId} />;
}

function AnalysisReport({ eventId }: { eventId: number }) {
  const event = useQuery(eventQueries.detail(eventId));
  const analysis = useQuery(eventQueries.analysis(eventId));
  // The report (a card per question) is rendered in the background, in slices, while the loading
  // box stays: rendered at once, it held a phone's main thread for a third of a second.
  const report = useDeferredValue(analysis.data);
  const online = useOnlineStatus();
  const { user } = useSession();
  // Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor.
  const canReview = user?.peran === 'Admin' || user?.peran === 'Instansi';

  if (isNotFound(event.error) || isNotFound(analysis.error)) return <EventNotFound />;

  let body: ReactNode;
  if (event.isError) body = <Failure>Error: Gagal mengambil detail event.</Failure>;
  else if (analysis.isError) body = <Failure>{errorMessage(analysis.error, 'Gagal mengambil data analisis.')}</Failure>;
  else if (event.isPending || report === undefined) body = <LoadingState>Memuat data analisis...</LoadingState>;
  else {
    const groups = Object.entries(report);
    body =
      groups.length === 0 ? (
        <p className="text-slate-700">Tidak ada data untuk ditampilkan.</p>
      ) : (
        groups.map(([group, result]) => <AnalysisGroupSection key={group} name={group} group={result} />)
      );
  }

  // The page keeps its heading in every state: "Hasil Analisis" until the event's name is known.
  // The name and the buttons come with the report, not before: arriving alone, they would push the
  // loading box down.
  const name = report === undefined && !analysis.isError ? undefined : event.data?.nama_event;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle documentTitle={name ? `Hasil Analisis: ${name}` : 'Hasil Analisis'}>{name ?? 'Hasil Analisis'}</PageTitle>
          <p className="mt-1 text-slate-700">Laporan Analitik Survei</p>
        </div>
        {online && name && (
          <div className="flex flex-wrap gap-2">
            <EconomicImpactLink eventId={eventId} />
            {canReview && <DataSurveiLink eventId={eventId} />}
            <DownloadButton eventId={eventId} eventName={name} />
          </div>
        )}
      </header>
      <OnlineOnly>{body}</OnlineOnly>
    </div>
  );
}
