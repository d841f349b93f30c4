import { Suspense } from 'react';
import { hostProvincesOf } from '../../../shared/economic-impact/respondent-rules';
import type { DampakEkonomi, ParameterEkonomiTersimpan } from '../../../shared/schemas/economic-impact';
import { type WilayahList, wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { lazyComponent } from '../../lib/lazy-component';
import { FunnelSection } from './funnel/funnel-section';
import { asPercent } from '../../../shared/economic-impact/labels';
import { CategoryTable } from './report/category-table';
import { Headline } from './report/headline';
import { hostNames } from './report/host-names';
import { IncompleteNotice } from './report/incomplete-notice';
import { LevelsSection } from './report/levels-section';
import { MethodNote } from './report/method-note';
import { MultiplierSection } from './report/multiplier-section';
import { OriginChart } from './report/origin-chart';
import { ParameterSummary } from './report/parameter-summary';
import { RecomputedNotice } from './report/recomputed-notice';
import { SampleSizePanel } from './report/sample-size-panel';
import { UncountedLine } from './report/uncounted-line';
import { VolumeTable } from './report/volume-table';
import { LoadingState } from '../../ui/loading-state';

// The Admin's form, with the parameters' zod schemas: loaded for the Admin only, after the report.
const ParameterFormSection = lazyComponent(() => import('./parameter-form/parameter-form-section'), 'ParameterFormSection');

interface ReportContentProps {
  eventId: number;
  dampak: DampakEkonomi;
  parameter: { data: ParameterEkonomiTersimpan | undefined; error: unknown };
  wilayah: { list: WilayahList | undefined; failed: boolean };
  isAdmin: boolean;
  /** Admin and Instansi read Data Survei, where flagged answers wait. */
  canOpenResponses: boolean;
}

/**
 * The report, top to bottom: whether it was computed again with the current method, the headline
 * with gross turnover beside it and its exact figures, the three levels, the funnel, the visits
 * and nights, where visitors came from, the table by category, sample sizes, multipliers, and
 * the method with the parameters (on their own last page on paper); or, until it can be
 * computed, what is missing. An Admin finds the parameters form at the end (right under the
 * notice when incomplete); it is not printed.
 */
export function ReportContent({ eventId, dampak, parameter, wilayah, isAdmin, canOpenResponses }: ReportContentProps) {
  const { lengkap, kekurangan, segmen, total, metode } = dampak;
  const counted = segmen.filter((item) => item.dihitung);
  const hostArea = parameter.data?.wilayah_tuan_rumah ?? [];
  const list = wilayah.list;
  const hostAreaNames = list && hostArea.length > 0 ? hostArea.map((kode) => wilayahLabel(list, kode)).join('; ') : undefined;
  const form = isAdmin && (
    <div className="print:hidden">
      <Suspense fallback={<LoadingState>Memuat formulir parameter...</LoadingState>}>
        <ParameterFormSection eventId={eventId} parameter={parameter} wilayah={wilayah} />
      </Suspense>
    </div>
  );
  const previous = dampak.versi_sebelumnya;

  return (
    <>
      {previous && <RecomputedNotice previous={previous} versiMetode={metode.versi_metode} zone={dampak.zona_waktu} />}
      {lengkap && total ? (
        <>
          <Headline
            eventId={eventId}
            total={total}
            segmen={segmen}
            metode={metode}
            dihitungPada={dampak.dihitung_pada}
            zone={dampak.zona_waktu}
            canOpenResponses={canOpenResponses}
          />
          <LevelsSection tingkat={total.tingkat} names={hostNames(list, hostArea)} level={asPercent(metode.tingkat_kepercayaan)} />
          <FunnelSection segmen={counted} total={total} />
          <VolumeTable segmen={counted} total={total} />
          <OriginChart asal={total.asal_pengunjung} hostProvinces={hostProvincesOf(hostArea)} />
          <CategoryTable segmen={counted} total={total} />
          <SampleSizePanel segmen={counted} totalMargin={total.margin_galat_relatif} />
          <MultiplierSection total={total} penggandaPerluDiperbarui={parameter.data?.pengganda_perlu_diperbarui} />
          <div className="print-new-page flex flex-col gap-8 print:gap-4">
            <MethodNote metode={metode} wilayah={hostAreaNames} />
            {parameter.data && <ParameterSummary parameter={parameter.data} segmen={segmen} />}
          </div>
        </>
      ) : (
        <IncompleteNotice kekurangan={kekurangan} isAdmin={isAdmin}>
          <UncountedLine segmen={segmen} />
        </IncompleteNotice>
      )}
      {/* One place in the tree whatever the report's state: the form keeps its state (its "saved"
          message) when the first save makes the report complete. */}
      {form}
      {!(lengkap && total) && counted.length > 0 && <SampleSizePanel segmen={counted} />}
    </>
  );
}
