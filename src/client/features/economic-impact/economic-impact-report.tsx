import { useQuery } from '@tanstack/react-query';
import { wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { eventQueries } from '../../lib/api/event-queries';
import { useSession } from '../../lib/session/session-context';
import { PageTitle } from '../../ui/page-title';
import { dampakErrorMessage, economicImpactQueries } from './api/economic-impact-queries';
import { FunnelSection } from './funnel/funnel-section';
import { ParameterFormSection } from './parameter-form/parameter-form-section';
import { CategoryTable } from './report/category-table';
import { Headline } from './report/headline';
import { IncompleteNotice } from './report/incomplete-notice';
import { MethodNote } from './report/method-note';
import { MultiplierSection } from './report/multiplier-section';
import { SampleSizePanel } from './report/sample-size-panel';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';

/**
 * The report, top to bottom: the headline with gross turnover beside it, the funnel, the table by
 * category, sample sizes, multipliers and the method; or, until it can be computed, what is
 * missing. An Admin finds the parameters form at the end (right under the notice when incomplete).
 */
export function EconomicImpactReport({ eventId }: { eventId: number }) {
  const isAdmin = useSession().user?.peran === 'Admin';
  const event = useQuery(eventQueries.detail(eventId));
  const dampak = useQuery(economicImpactQueries.dampak(eventId));
  // Readable by every role: the host area is an assumption the method note names.
  const parameter = useQuery(economicImpactQueries.parameter(eventId));
  const hostArea = parameter.data?.wilayah_tuan_rumah ?? [];
  const wilayah = useWilayahList(isAdmin || hostArea.length > 0);

  if (event.isError) return <Failure message="Error: Gagal mengambil detail event." />;
  if (dampak.isError) return <Failure message={dampakErrorMessage(dampak.error)} />;
  if (event.isPending || dampak.isPending) return <p className="text-slate-700">Memuat data dampak ekonomi...</p>;

  const { lengkap, kekurangan, segmen, total, metode } = dampak.data;
  const list = wilayah.list;
  const hostAreaNames = list && hostArea.length > 0 ? hostArea.map((kode) => wilayahLabel(list, kode)).join('; ') : undefined;
  const form = isAdmin && <ParameterFormSection eventId={eventId} parameter={parameter} wilayah={wilayah} />;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <PageTitle>{event.data.nama_event}</PageTitle>
        <p className="mt-1 text-slate-700">Dampak Ekonomi</p>
      </header>
      {lengkap && total ? (
        <>
          <Headline total={total} metode={metode} />
          <FunnelSection segmen={segmen} total={total} />
          <CategoryTable segmen={segmen} total={total} />
          {segmen.length > 0 && <SampleSizePanel segmen={segmen} />}
          <MultiplierSection total={total} />
          <MethodNote metode={metode} wilayah={hostAreaNames} />
        </>
      ) : (
        <IncompleteNotice kekurangan={kekurangan} isAdmin={isAdmin} />
      )}
      {/* One place in the tree whatever the report's state: the form keeps its state (its "saved"
          message) when the first save makes the report complete. */}
      {form}
      {!(lengkap && total) && segmen.length > 0 && <SampleSizePanel segmen={segmen} />}
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
