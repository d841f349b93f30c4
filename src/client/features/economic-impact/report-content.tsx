import type { DampakEkonomi, ParameterEkonomi } from '../../../shared/schemas/economic-impact';
import { type WilayahList, wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { FunnelSection } from './funnel/funnel-section';
import { ParameterFormSection } from './parameter-form/parameter-form-section';
import { CategoryTable } from './report/category-table';
import { Headline } from './report/headline';
import { IncompleteNotice } from './report/incomplete-notice';
import { MethodNote } from './report/method-note';
import { MultiplierSection } from './report/multiplier-section';
import { SampleSizePanel } from './report/sample-size-panel';

interface ReportContentProps {
  eventId: number;
  dampak: DampakEkonomi;
  parameter: { data: ParameterEkonomi | undefined; error: unknown };
  wilayah: { list: WilayahList | undefined; failed: boolean };
  isAdmin: boolean;
}

/**
 * The report, top to bottom: the headline with gross turnover beside it, the funnel, the table by
 * category, sample sizes, multipliers and the method; or, until it can be computed, what is
 * missing. An Admin finds the parameters form at the end (right under the notice when incomplete).
 */
export function ReportContent({ eventId, dampak, parameter, wilayah, isAdmin }: ReportContentProps) {
  const { lengkap, kekurangan, segmen, total, metode } = dampak;
  const hostArea = parameter.data?.wilayah_tuan_rumah ?? [];
  const list = wilayah.list;
  const hostAreaNames = list && hostArea.length > 0 ? hostArea.map((kode) => wilayahLabel(list, kode)).join('; ') : undefined;
  const form = isAdmin && <ParameterFormSection eventId={eventId} parameter={parameter} wilayah={wilayah} />;

  return (
    <>
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
    </>
  );
}
