/** The p-th percentile (nearest rank) of values sorted ascending; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
