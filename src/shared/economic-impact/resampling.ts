import type { ParameterEkonomi } from '../schemas/economic-impact';
import { fnv1a } from '../random/fnv1a';
import { RandomSource, TO_UNIT, xorshift32 } from '../random/random-source';
import { CONFIDENCE, DRAW_STRIDE, type Prepared, type SegmentPlan, totals } from './method';
import { CAP_PERCENTILE } from './outliers';
import { percentile } from './percentile';

/**
 * Step 9 of docs/economic-impact-method.md, the bootstrap: the interval of every counted
 * segment's direct impact, of the event's, and of its three levels (step 12), from the same
 * resamples drawn with the one random source.
 * Hand-tuned: it runs hundreds of millions of draws at 200,000 responses, and draws the same
 * numbers for the same data whenever it runs.
 */

export const RESAMPLES = 2_000;
const RESAMPLES_PER_PAUSE = 100;

/** The levels a draw adds up (step 12): the host area, from outside its provinces, from abroad. */
const LEVELS = DRAW_STRIDE - 1;

/**
 * One bootstrap draw of a segment's visitor spending at the three levels (steps 9 and 12),
 * written to `out`: n respondents drawn with replacement, each counted at most at the full
 * sample's fence where flagged; from 100 respondents the cap is taken again from the drawn
 * spending. Draws index the spending-sorted arrays, so the cap lies among the drawn amounts at the
 * top of the order: only those are counted (in `tail`), and only the drawn amounts above the cap
 * are corrected afterwards.
 */
function resampleSegment(data: Prepared, admissions: number, random: RandomSource, tail: Int32Array, out: Float64Array): void {
  const { n, tailStart, draws } = data;
  const hasCap = tailStart < n;
  const scale = n * TO_UNIT;
  tail.fill(0);
  const start = random.state;
  let state = start;
  let daySum = 0;
  let host = 0;
  let province = 0;
  let abroad = 0;
  let inTail = 0;
  for (let draw = 0; draw < n; draw += 1) {
    state = xorshift32(state);
    const i = ((state >>> 0) * scale) | 0;
    const at = DRAW_STRIDE * i;
    daySum += draws[at];
    host += draws[at + 1];
    province += draws[at + 2];
    abroad += draws[at + 3];
    if (i >= tailStart) {
      tail[i - tailStart] += 1;
      inTail += 1;
    }
  }
  random.state = state;
  out[0] = host;
  out[1] = province;
  out[2] = abroad;
  if (hasCap) {
    const counts = inTail > n - 1 - Math.floor((n - 1) * CAP_PERCENTILE) ? tail : countAll(n, start);
    const offset = counts === tail ? tailStart : 0;
    const cap = resampledPercentile(data.spend, counts, offset, n, CAP_PERCENTILE);
    // b never decreases along the order, so the amounts above the cap are the top ones. A level's
    // column holds the fenced amount or 0: a flagged amount may already be held below the cap at
    // the fence (a confirmed one is not).
    for (let i = n - 1; i >= offset && data.spend[i] > cap; i -= 1) {
      for (let level = 0; level < LEVELS; level += 1) {
        const counted = draws[DRAW_STRIDE * i + 1 + level];
        if (counted > cap) out[level] -= counts[i - offset] * (counted - cap);
      }
    }
  }
  const perDraw = admissions / (daySum / n) / n;
  for (let level = 0; level < LEVELS; level += 1) out[level] *= perDraw;
}

/**
 * The rare resample whose top few percent hold too few draws to place the cap: the same draws,
 * replayed from the state they started from, counted over the whole order.
 */
function countAll(n: number, start: number): Int32Array {
  const counts = new Int32Array(n);
  let state = start;
  for (let draw = 0; draw < n; draw += 1) {
    state = xorshift32(state);
    counts[((state >>> 0) * n * TO_UNIT) | 0] += 1;
  }
  return counts;
}

/**
 * The percentile (linear interpolation between closest ranks, as `percentile`) of a resample
 * given as counts over the sorted values from `offset` on: the two ranks around it, from the top.
 */
function resampledPercentile(sorted: Float64Array, counts: Int32Array, offset: number, n: number, p: number): number {
  const h = (n - 1) * p;
  const low = Math.floor(h);
  const fromTopLow = n - 1 - low;
  const fromTopHigh = Math.max(0, fromTopLow - 1);
  let seen = 0;
  let high: number | undefined;
  for (let i = n - 1; i >= offset; i -= 1) {
    seen += counts[i - offset];
    if (high === undefined && seen > fromTopHigh) high = sorted[i];
    if (seen > fromTopLow) {
      const lowValue = sorted[i];
      return lowValue + (h - low) * ((high ?? lowValue) - lowValue);
    }
  }
  return sorted[offset];
}

/** The bits of a segment's prepared answers (spending order, days, flags), hashed on from `start`. */
function digestOf(data: Prepared, start: number): number {
  let hash = start ^ data.n;
  for (const array of [data.spend, data.days, data.byCategory, data.additional, data.local]) {
    hash = fnv1a(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), hash);
  }
  return hash >>> 0;
}

/** The seed the bootstrap starts from: the caller's seed with the digest of every segment's answers. */
export const seedWithData = (seed: number, plans: readonly SegmentPlan[]) => plans.reduce((mixed, plan) => digestOf(plan.data, mixed), seed);

export interface Intervals {
  /** Per counted segment, its direct impact's interval. */
  segments: Map<SegmentPlan, [number, number]>;
  /** The event's direct impact (step 7), its interval. */
  total: [number, number];
  /** Step 12: the additional visitors' spending new to the host provinces, and to the nation. */
  provincial: [number, number];
  national: [number, number];
}

interface BootstrapInput {
  plans: readonly SegmentPlan[];
  parameters: ParameterEkonomi;
  seed: number;
  resamples: number;
  pause?: () => Promise<void>;
}

/** Step 9: every resample draws every counted segment again, and the admissions in their range. */
export async function bootstrap({ plans, parameters, seed, resamples, pause }: BootstrapInput): Promise<Intervals> {
  const counted = plans.filter((plan) => plan.point !== null);
  const random = new RandomSource(seedWithData(seed, plans));
  const perSegment = counted.map(() => new Float64Array(resamples));
  const totalDraws = new Float64Array(resamples);
  const provincialDraws = new Float64Array(resamples);
  const nationalDraws = new Float64Array(resamples);
  const tails = counted.map((plan) => new Int32Array(plan.data.n - plan.data.tailStart));
  const levels = new Float64Array(LEVELS);
  for (let r = 0; r < resamples; r += 1) {
    if (pause && r > 0 && r % RESAMPLES_PER_PAUSE === 0) await pause();
    let direct = 0;
    counted.forEach((plan, s) => {
      const range = plan.admissions!;
      const admissions = range.min === range.max ? range.min : range.min + random.unit() * (range.max - range.min);
      resampleSegment(plan.data, admissions, random, tails[s], levels);
      perSegment[s][r] = levels[0];
      direct += levels[0];
      provincialDraws[r] += levels[1];
      nationalDraws[r] += levels[2];
    });
    totalDraws[r] = totals(parameters, direct, 0).dei;
  }
  const lowerP = (1 - CONFIDENCE) / 2;
  const intervalOf = (draws: Float64Array): [number, number] => {
    const sorted = Float64Array.from(draws).sort();
    return [percentile(sorted, lowerP), percentile(sorted, 1 - lowerP)];
  };
  return {
    segments: new Map(counted.map((plan, s) => [plan, intervalOf(perSegment[s])])),
    total: intervalOf(totalDraws),
    provincial: intervalOf(provincialDraws),
    national: intervalOf(nationalDraws),
  };
}
