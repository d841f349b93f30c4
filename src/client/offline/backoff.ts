export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 5 * 60 * 1000;

/** 1 s after the first failed try, doubling each time, never more than 5 minutes. */
export function retryDelayMs(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return 0;
  return Math.min(FIRST_RETRY_MS * 2 ** (consecutiveFailures - 1), MAX_RETRY_MS);
}
