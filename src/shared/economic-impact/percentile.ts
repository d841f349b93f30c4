/**
 * The p-th quantile of ascending values by linear interpolation between closest ranks: R's type 7,
 * NumPy's default and Excel's PERCENTILE.INC (docs/economic-impact-method.md, step 5). 0 for no values.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const h = (n - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, n - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}
