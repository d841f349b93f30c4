import { formatComputedAt } from '../../../../shared/format-zone-time';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';

interface RecomputedNoticeProps {
  previous: NonNullable<DampakEkonomi['versi_sebelumnya']>;
  versiMetode: number;
  zone: string;
}

/** An event computed with an older method was computed again when opened: the reader is told which result no longer counts. */
export function RecomputedNotice({ previous, versiMetode, zone }: RecomputedNoticeProps) {
  return (
    <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950">
      {`Dihitung ulang dengan metode versi ${versiMetode}; hasil sebelumnya (metode versi ${previous.versi_metode}, dihitung ${formatComputedAt(previous.dihitung_pada, zone)}) tidak dipakai lagi.`}
    </p>
  );
}
