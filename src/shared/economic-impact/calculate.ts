import type { DampakEkonomi, ParameterEkonomi } from '../schemas/economic-impact';
import { CAP_PERCENTILE, CONFIDENCE, missingParts, planSegments, type SegmentInput } from './method';
import { bootstrap, RESAMPLES, seedWithData } from './resampling';
import { segmentResult, totalResult } from './wire';

/**
 * The economic-impact report, steps 1 to 10 of docs/economic-impact-module.md: the entry point
 * that runs the method, the resampling and the wire mapping in turn.
 */

export interface ImpactInput {
  segments: readonly SegmentInput[];
  parameters: ParameterEkonomi;
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
export function bootstrapSeed({ segments, parameters, seed }: ImpactInput): number {
  return seedWithData(seed, planSegments(segments, parameters));
}

/** The report of GET /api/events/{id}/dampak-ekonomi for these responses and parameters. */
export async function calculateImpact({ segments, parameters, seed, resamples = RESAMPLES, pause }: ImpactInput): Promise<DampakEkonomi> {
  const plans = planSegments(segments, parameters);
  const metode = { resample: resamples, tingkat_kepercayaan: CONFIDENCE, persentil_pangkas: CAP_PERCENTILE };
  const kekurangan = missingParts(parameters, plans);
  const intervals = await bootstrap({ plans, parameters, seed, resamples, pause });
  const segmen = plans.map((plan) => segmentResult(plan, intervals.segments.get(plan) ?? null));
  if (kekurangan.length > 0) return { lengkap: false, kekurangan, segmen, total: null, metode };
  const counted = plans.filter((plan) => plan.point !== null);
  return { lengkap: true, kekurangan, segmen, total: totalResult(parameters, counted, intervals.total), metode };
}
