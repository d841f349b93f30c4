import type { DampakEkonomi, ParameterEkonomi } from '../schemas/economic-impact';
import { DEFAULT_REPORT_TIME_ZONE } from '../report-time-zone';
import { CONFIDENCE, missingParts, planSegments, type SegmentInput } from './method';
import { CAP_PERCENTILE, FENCE_FACTOR } from './outliers';
import { bootstrap, RESAMPLES, seedWithData } from './resampling';
import { segmentResult, totalResult } from './wire';
import { LUAR_NEGERI, LUAR_NEGERI_NAMA } from '../wilayah/wilayah-list';

/**
 * The economic-impact report, steps 1 to 12 of docs/economic-impact-method.md (method version 2): the entry point
 * that runs the method, the resampling and the wire mapping in turn.
 */

/** The method version this code computes (docs/economic-impact-method.md). */
export const VERSI_METODE = 2 as const;

/**
 * The report's revision within its method version: raised by any change to its figures, its words
 * or its fields, so a result stored by an earlier revision (docs/economic-impact-register.md) is
 * computed again rather than shown as it was.
 */
export const REPORT_REVISION = 2;

export interface ImpactInput {
  segments: readonly SegmentInput[];
  parameters: ParameterEkonomi;
  /** L, the event's length in days: bounds the days a respondent attended. */
  eventDays: number;
  /** A province's name by its two-digit code (LN abroad), for where visitors came from. */
  provinceName?: (kode: string) => string;
  /** When the figures are computed, and the report time zone the basis line tells it in. */
  computedAt?: Date;
  timeZone?: string;
  /**
   * Seeds the bootstrap, with a digest of the respondents mixed in: the same data always gives
   * the same interval, on any database, whenever it is computed.
   */
  seed: number;
  resamples?: number;
  /**
   * Awaited every hundred resamples: a server passes one that yields to its event loop, so
   * a large report does not hold up the requests around it.
   */
  pause?: () => Promise<void>;
}

/** The seed the bootstrap of this input starts from: its `seed` with the digest of its answers. */
export function bootstrapSeed({ segments, parameters, eventDays, seed }: ImpactInput): number {
  return seedWithData(seed, planSegments(segments, parameters, eventDays));
}

/** The report of GET /api/events/{id}/dampak-ekonomi for these responses and parameters. */
export async function calculateImpact(input: ImpactInput): Promise<DampakEkonomi> {
  const { segments, parameters, eventDays, seed, resamples = RESAMPLES, pause } = input;
  const when = { dihitung_pada: (input.computedAt ?? new Date()).toISOString(), zona_waktu: input.timeZone ?? DEFAULT_REPORT_TIME_ZONE };
  const plans = planSegments(segments, parameters, eventDays);
  const metode = {
    resample: resamples,
    tingkat_kepercayaan: CONFIDENCE,
    persentil_pangkas: CAP_PERCENTILE,
    versi_metode: VERSI_METODE,
    faktor_batas_wajar: FENCE_FACTOR,
  };
  const kekurangan = missingParts(parameters, plans);
  const intervals = await bootstrap({ plans, parameters, seed, resamples, pause });
  const segmen = plans.map((plan) => segmentResult(plan, intervals.segments.get(plan) ?? null));
  if (kekurangan.length > 0) return { lengkap: false, kekurangan, segmen, total: null, metode, ...when };
  const counted = plans.filter((plan) => plan.point !== null);
  const provinceName = input.provinceName ?? ((kode: string) => (kode === LUAR_NEGERI ? LUAR_NEGERI_NAMA : kode));
  return { lengkap: true, kekurangan, segmen, total: totalResult(parameters, counted, intervals, provinceName), metode, ...when };
}
