import { percentile } from './percentile';

/**
 * Step 5 of docs/economic-impact-method.md: what an implausible amount may add. The fence holds
 * any answer above 10 × the segment's median until a person has looked at it; the 99th-percentile
 * cap trims the long tail, but only where there are enough answers for a tail to exist: below
 * 100 it sat between the two largest answers, so one typo moved the headline ninety-fold.
 */

export const FENCE_FACTOR = 10;
/** The fence needs this many positive amounts: a median of fewer says little of what is usual. */
export const FENCE_MIN_POSITIVE = 5;
export const CAP_PERCENTILE = 0.99;
/** The cap applies from this many responses. */
export const CAP_FROM = 100;

/** f_s = 10 × the median (type 7) of the positive b_i, or null below 5 of them. */
export function spendingFence(values: ArrayLike<number>): number | null {
  // One pass into a typed array, sorted natively: the server takes it over whole questionnaires.
  const room = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i += 1) if (values[i] > 0) room[count++] = values[i];
  const positive = room.subarray(0, count).sort();
  return count >= FENCE_MIN_POSITIVE ? FENCE_FACTOR * percentile(positive, 0.5) : null;
}

/** The 99th percentile (type 7) of ascending b_1..b_n from 100 of them, else null: no cap. */
export const sortedCap = (sorted: ArrayLike<number>): number | null =>
  sorted.length >= CAP_FROM ? percentile(sorted, CAP_PERCENTILE) : null;

/** The segment's cap of step 5 from its b_i in any order. */
export const segmentCap = (values: ArrayLike<number>) => sortedCap(Float64Array.from(values).sort());

/** Above the fence, and not confirmed by a reviewer: counted at the fence until someone looks. */
export const isFlagged = (spending: number, fence: number | null, confirmed = false) => fence !== null && spending > fence && !confirmed;

/** b'_i = min(b_i, cap, and the fence when flagged), with which of the two held it. */
export function countedSpending(spending: number, cap: number | null, fence: number | null, confirmed = false) {
  const perlu_diperiksa = isFlagged(spending, fence, confirmed);
  const dipangkas = cap !== null && spending > cap;
  let belanja_dihitung = spending;
  if (perlu_diperiksa) belanja_dihitung = Math.min(belanja_dihitung, fence!);
  if (dipangkas) belanja_dihitung = Math.min(belanja_dihitung, cap);
  return { belanja_dihitung, dipangkas, perlu_diperiksa };
}
