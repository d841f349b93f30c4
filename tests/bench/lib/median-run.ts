import { scaled } from './scale';

/**
 * This shared 2-core machine runs the same load at speeds up to 2x apart from one minute to the
 * next. A case that meets or misses a target is therefore measured a few times, back to back,
 * and reported by its median run, with every run's rate beside it to show the spread.
 */

/** How many times such a case runs (once in a smoke run). */
export const MEDIAN_RUNS = scaled(3, 1);

export interface MedianRun<T> {
  /** The run whose rate is the median (the lower middle one for an even count). */
  median: T;
  /** Every run's rate, in the order run, as "a / b / c" for the results table. */
  rates: string;
  /** Every run, in the order run. */
  runs: T[];
}

export async function medianRun<T>(times: number, run: (index: number) => Promise<T>, rateOf: (result: T) => number): Promise<MedianRun<T>> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await run(index));
  const sorted = [...results].sort((a, b) => rateOf(a) - rateOf(b));
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    rates: results.map((result) => Math.round(rateOf(result)).toLocaleString('en-US')).join(' / '),
    runs: results,
  };
}
