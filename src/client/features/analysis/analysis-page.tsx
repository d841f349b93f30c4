import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../lib/api/event-queries';
import { useParams } from 'react-router-dom';
import { parseIdParam } from '../../lib/parse-id-param';
import { useSession } from '../../lib/session/session-context';
import { DataSurveiLink } from '../../ui/data-survei-link';
import { DownloadButton } from '../../ui/download-button';
import { EconomicImpactLink } from '../../ui/economic-impact-link';
import { OnlineOnly } from '../../ui/online-only';
import { PageTitle } from '../../ui/page-title';
import { AnalysisGroupSection } from './analysis-group-section';
import { analysisErrorMessage } from './api/analysis-error-message';

/** /hasil-analisis/{eventId} (spec section 2): the survey report of one event. */
export function AnalysisPage() {
  const eventId = parseIdParam(useParams().eventId);
  return (
    <OnlineOnly>
      {eventId === null ? <Failure message="Error: Gagal mengambil detail event." /> : <AnalysisReport eventId={eventId} />}
    </OnlineOnly>
  );
}

function AnalysisReport({ eventId }: { eventId: number }) {
  const event = useQuery(eventQueries.detail(eventId));
  const analysis = useQuery(eventQueries.analysis(eventId));
  const { user } = useSession();
  // Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor.
  const canReview = user?.peran === 'Admin' || user?.peran === 'Instansi';

  if (event.isError) return <Failure message="Error: Gagal mengambil detail event." />;
  if (analysis.isError) return <Failure message={analysisErrorMessage(analysis.error)} />;
  if (event.isPending || analysis.isPending) return <p className="text-slate-700">Memuat data analisis...</p>;

  const groups = Object.entries(analysis.data);
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{event.data.nama_event}</PageTitle>
          <p className="mt-1 text-slate-700">Laporan Analitik Survei</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EconomicImpactLink eventId={eventId} />
          {canReview && <DataSurveiLink eventId={eventId} />}
          <DownloadButton eventId={eventId} eventName={event.data.nama_event} />
        </div>
      </header>
      {groups.length === 0 ? (
        <p className="text-slate-700">Tidak ada data untuk ditampilkan.</p>
      ) : (
        groups.map(([name, group]) => <AnalysisGroupSection key={name} name={name} group={group} />)
      )}
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="text-red-700">
      {message}
    </p>
  );
}
