import type { DampakEkonomi, ParameterEkonomiTersimpan } from '../../../shared/schemas/economic-impact';
import { type WilayahList, wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { FunnelSection } from './funnel/funnel-section';
import { ParameterFormSection } from './parameter-form/parameter-form-section';
import { CategoryTable } from './report/category-table';
import { Headline } from './report/headline';
import { IncompleteNotice } from './report/incomplete-notice';
import { MethodNote } from './report/method-note';
import { MultiplierSection } from './report/multiplier-section';
import { SampleSizePanel } from './report/sample-size-panel';
import { UncountedLine } from './report/uncounted-line';

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
 * The report, top to bottom: the headline with gross turnover beside it and its exact figures,
 * the funnel, the table by category, sample sizes, multipliers and the method; or, until it can
 * be computed, what is missing. An Admin finds the parameters form at the end (right under the
 * notice when incomplete).
 */
export function ReportContent({ eventId, dampak, parameter, wilayah, isAdmin, canOpenResponses }: ReportContentProps) {
  const { lengkap, kekurangan, segmen, total, metode } = dampak;
  const counted = segmen.filter((item) => item.dihitung);
  const hostArea = parameter.data?.wilayah_tuan_rumah ?? [];
  const list = wilayah.list;
  const hostAreaNames = list && hostArea.length > 0 ? hostArea.map((kode) => wilayahLabel(list, kode)).join('; ') : undefined;
  const form = isAdmin && <ParameterFormSection eventId={eventId} parameter={parameter} wilayah={wilayah} />;

  return (
    <>
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
          <FunnelSection segmen={counted} total={total} />
          <CategoryTable segmen={counted} total={total} />
          <SampleSizePanel segmen={counted} totalMargin={total.margin_galat_relatif} />
          <MultiplierSection total={total} penggandaPerluDiperbarui={parameter.data?.pengganda_perlu_diperbarui} />
          <MethodNote metode={metode} wilayah={hostAreaNames} />
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
