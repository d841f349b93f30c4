import type { ParameterEkonomi } from '../schemas/economic-impact';
import { seedOf } from '../random/fnv1a';

/**
 * The bootstrap's seed of an event (step 9 of docs/economic-impact-method.md): its id and the
 * numbers and codes that enter the interval, never a text, so correcting a multiplier's source
 * (or the multipliers themselves, which scale the figure after the interval) leaves the interval
 * as it was. The data are mixed in by the resampling itself.
 */
export function reportSeed(eventId: number, parameters: ParameterEkonomi): number {
  const segments = [...parameters.segmen]
    .sort((a, b) => a.kuesioner_id - b.kuesioner_id)
    .map((segmen) => [segmen.kuesioner_id, segmen.kunjungan, segmen.kunjungan_min ?? '', segmen.kunjungan_maks ?? '', segmen.jenis].join(':'));
  return seedOf(
    [
      eventId,
      [...parameters.wilayah_tuan_rumah].sort().join(','),
      segments.join(','),
      parameters.belanja_penyelenggara_lokal,
      parameters.dana_dari_lokal,
      parameters.margin_ritel,
    ].join('|'),
  );
}
