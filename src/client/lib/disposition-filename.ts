/**
 * The file name a Content-Disposition header offers: the UTF-8 `filename*` first (RFC 6266 says
 * it wins where both are given), then the plain `filename`, else `fallback`.
 */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[1]).trim();
      if (name) return name;
    } catch {
      // A malformed percent escape: the plain filename may still be fine.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '').trim();
  return name || fallback;
}
