import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile } from '../../../src/shared/economic-impact/percentile';

/**
 * Step 5's percentile: linear interpolation between closest ranks, R's quantile type 7, NumPy's
 * default, Excel's PERCENTILE.INC. On ascending values x_0..x_{n-1}: h = (n − 1)·p,
 * Q = x_⌊h⌋ + (h − ⌊h⌋)·(x_⌊h⌋+1 − x_⌊h⌋). The expected values are those R and NumPy give.
 */

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('percentile (type 7)', () => {
  it('matches R and NumPy on known values', () => {
    // R: quantile(c(1:9, 100), 0.99); NumPy: np.quantile([1,…,9,100], 0.99).
    // h = 9 × 0.99 = 8.91 → 9 + 0.91 × (100 − 9) = 9 + 82.81 = 91.81.
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 100], 0.99)).toBeCloseTo(91.81, 10);
    // np.percentile([15, 20, 35, 40, 50], 40): h = 4 × 0.4 = 1.6 → 20 + 0.6 × 15 = 29.
    expect(percentile([15, 20, 35, 40, 50], 0.4)).toBeCloseTo(29, 10);
    // Excel: PERCENTILE.INC({1,3,2,4}, 0.3) = 1.9 (h = 0.9).
    expect(percentile([1, 2, 3, 4], 0.3)).toBeCloseTo(1.9, 12);
    // R: quantile(1:4, 0.25) = 1.75; quantile(1:10, 0.5) = 5.5.
    expect(percentile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5.5);
    // Ties: np.quantile([2,2,5,5,5,9], [0.05, 0.95, 0.99]) = [2, 8, 8.8].
    expect(percentile([2, 2, 5, 5, 5, 9], 0.05)).toBeCloseTo(2, 12);
    expect(percentile([2, 2, 5, 5, 5, 9], 0.95)).toBeCloseTo(8, 12);
    expect(percentile([2, 2, 5, 5, 5, 9], 0.99)).toBeCloseTo(8.8, 12);
  });

  it('lands on a value when (n − 1)·p is whole', () => {
    // n = 101, p = 0.99: h = 99 exactly → x_99.
    const values = Array.from({ length: 101 }, (_, i) => i * 10);
    expect(percentile(values, 0.99)).toBeCloseTo(990, 9);
    expect(percentile([10, 20, 30], 0.5)).toBe(20);
  });

  it('gives the minimum at p = 0 and the maximum at p = 1', () => {
    expect(percentile([3, 8, 13], 0)).toBe(3);
    expect(percentile([3, 8, 13], 1)).toBe(13);
  });

  it('edges: one value is every percentile; no values gives 0', () => {
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
    expect(percentile(new Float64Array(0), 0.5)).toBe(0);
  });

  it('reads a Float64Array as an array', () => {
    expect(percentile(Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 100]), 0.99)).toBeCloseTo(91.81, 10);
  });

  it('stays within the values, rises with p, and agrees with the 1-based R formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, p, q) => {
          const values = sorted(raw);
          const atP = percentile(values, p);
          expect(atP).toBeGreaterThanOrEqual(values[0]);
          expect(atP).toBeLessThanOrEqual(values[values.length - 1]);
          const [lowP, highP] = p <= q ? [p, q] : [q, p];
          expect(percentile(values, lowP)).toBeLessThanOrEqual(percentile(values, highP) + 1e-6);
          // R's definition, 1-based: h = (n − 1)p + 1, Q = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋ + 1] − x[⌊h⌋]).
          const h = (values.length - 1) * p + 1;
          const j = Math.floor(h);
          const x = (k: number) => values[Math.min(k, values.length) - 1];
          const r = x(j) + (h - j) * (x(j + 1) - x(j));
          expect(atP).toBeCloseTo(r, 4);
        },
      ),
      { numRuns: 200, seed: 20_260_614 },
    );
  });
});
