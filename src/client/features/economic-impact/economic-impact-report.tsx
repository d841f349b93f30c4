import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { eventQueries } from '../../lib/api/event-queries';
import { useSession } from '../../session/session-context';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { LoadingState } from '../../ui/loading-state';
import { OnlineOnly } from '../../components/online-only';
import { PageTitle } from '../../ui/page-title';
import { economicImpactQueries } from './api/economic-impact-queries';
import { EventNotFound, isNotFound } from '../../components/event-not-found';
import { ReportContent } from './report-content';
import { errorMessage } from '../../lib/error-message';
import { PrintButton } from '../../components/print/print-button';
import { PrintHeader } from '../../components/print/print-header';
import { Failure } from '../../ui/failure';

/**
 * The page around the report: its heading in every state ("Dampak Ekonomi" until the event's name
 * is known), then the report, or why it is not there yet.
 */
export function EconomicImpactReport({ eventId }: { eventId: number }) {
  const peran = useSession().user?.peran;
  const isAdmin = peran === 'Admin';
  const event = useQuery(eventQueries.detail(eventId));
  const dampak = useQuery(economicImpactQueries.dampak(eventId));
  // Readable by every role: the host area is an assumption the method note names.
  const parameter = useQuery(economicImpactQueries.parameter(eventId));
  const hostArea = parameter.data?.wilayah_tuan_rumah ?? [];
  const wilayah = useWilayahList(isAdmin || hostArea.length > 0);

  // The report is rendered in the background while the loading line stays. The data is deferred,
  // not the elements: new elements on every render made React render the report twice each time.
  const shownDampak = useDeferredValue(dampak.data);

  let body: ReactNode;
  if (event.isError) body = <Failure>Error: Gagal mengambil detail event.</Failure>;
  else if (dampak.isError) body = <Failure>{errorMessage(dampak.error, 'Gagal mengambil data dampak ekonomi.')}</Failure>;
  else if (event.isPending || shownDampak === undefined) body = <LoadingState>Memuat data dampak ekonomi...</LoadingState>;
  else
    body = (
      <ReportContent
        eventId={eventId}
        dampak={shownDampak}
        parameter={parameter}
        wilayah={wilayah}
        isAdmin={isAdmin}
        canOpenResponses={isAdmin || peran === 'Instansi'}
      />
    );

  if (isNotFound(event.error) || isNotFound(dampak.error)) return <EventNotFound />;

  const name = event.data?.nama_event;
  // Paper only once there are figures to print.
  const report = dampak.data;
  const printable = name !== undefined && report?.lengkap === true && report.total !== null;
  return (
    <div className="flex flex-col gap-8">
      {printable && <PrintHeader title={name} versiMetode={report.metode.versi_metode} timeZone={report.zona_waktu} />}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageTitle documentTitle={name ? `Dampak Ekonomi: ${name}` : 'Dampak Ekonomi'}>{name ?? 'Dampak Ekonomi'}</PageTitle>
          {name && <p className="mt-1 text-slate-700">Dampak Ekonomi</p>}
        </div>
        {printable && <PrintButton />}
      </header>
      <OnlineOnly>{body}</OnlineOnly>
    </div>
  );
}
