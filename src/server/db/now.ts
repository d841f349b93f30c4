/** Timestamps are stored as ISO 8601 UTC text on both dialects. */
export function nowIso(): string {
  return new Date().toISOString();
}
