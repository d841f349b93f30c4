const MAX_SLUG = 80;

/** The text with every run that `separator` matches turned into one "-", at most MAX_SLUG long. */
function slug(text: string, separator: RegExp): string {
  const joined = text.replace(separator, '-').replace(/^-+|-+$/g, '');
  return Array.from(joined).slice(0, MAX_SLUG).join('').replace(/-+$/, '');
}

// RFC 8187: encodeURIComponent leaves ' ( ) * unescaped, which the ext-value syntax forbids.
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file name made from the event name: an ASCII `filename` any client reads
 * (accents dropped; "event-<id>" when nothing Latin is left), and a UTF-8 `filename*` that keeps
 * the name's own letters for the clients that read it.
 */
export function attachmentDisposition(namaEvent: string, eventId: number): string {
  const lower = namaEvent.toLowerCase();
  const ascii = slug(lower.normalize('NFKD').replace(/\p{M}/gu, ''), /[^a-z0-9]+/g) || `event-${eventId}`;
  const unicode = slug(lower.normalize('NFC'), /[^\p{L}\p{M}\p{N}]+/gu) || ascii;
  return (
    `attachment; filename="hasil-survei-${ascii}.xlsx"; ` +
    `filename*=UTF-8''${encodeExtValue(`hasil-survei-${unicode}.xlsx`)}`
  );
}
