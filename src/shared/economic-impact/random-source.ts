/**
 * The bootstrap's random numbers: xorshift32, seeded, so a report read twice gives the same
 * interval. Its state is open so the resampling loop steps it inline (the same three shifts): a
 * function call per draw would cost more than the draw, hundreds of millions of times at 200,000
 * responses. Its quality is ample for drawing respondents; it is no cryptographic generator.
 */
export class RandomSource {
  state: number;

  constructor(seed: number) {
    // xorshift never leaves 0: any other start will do.
    this.state = seed | 0 || 0x9e3779b9;
  }

  /** A number in [0, 1). */
  unit(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return (x >>> 0) * TO_UNIT;
  }
}

export const TO_UNIT = 1 / 4294967296;

/** A 32-bit seed from any text (FNV-1a): the event and a fingerprint of its data. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
