/** FNV-1a, 32 bits: the seeds of the bootstrap, from text and from the data it resamples. */

const OFFSET_BASIS = 0x811c9dc5;
const PRIME = 0x01000193;

/** FNV-1a over `units` (bytes, or a text's UTF-16 code units), continuing from `hash`. */
export function fnv1a(units: ArrayLike<number>, hash: number = OFFSET_BASIS): number {
  let h = hash;
  for (let i = 0; i < units.length; i += 1) {
    h ^= units[i];
    h = Math.imul(h, PRIME);
  }
  return h >>> 0;
}

/** A 32-bit seed from any text, code unit by code unit: the event and the numbers of its report. */
export function seedOf(text: string): number {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i += 1) units[i] = text.charCodeAt(i);
  return fnv1a(units);
}
