/**
 * Every seeded random number of the project, in one place (docs/economic-impact-module.md,
 * "One random source"). Two generators, each pinned by what it already made: the bootstrap's
 * xorshift32, whose draws a report replays whenever it is computed again, and mulberry32, which
 * made the demo data, the benchmark workloads and the reliability tests' fault plans. Neither is a
 * cryptographic generator.
 */

/** Turns a 32-bit unsigned integer into a number in [0, 1). */
export const TO_UNIT = 1 / 4294967296;

/**
 * One step of xorshift32 (shifts 13, 17, 5): the next state. The bootstrap calls it per draw, so
 * it stays this small for the engine to inline in the resampling loop.
 */
export function xorshift32(state: number): number {
  let x = state;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x;
}

/**
 * The bootstrap's generator: xorshift32, seeded, so a report read twice gives the same interval.
 * Its state is open so the resampling loop can step it with `xorshift32` without a call to
 * `unit` per draw (and replay a resample from the state it started from).
 */
export class RandomSource {
  state: number;

  constructor(seed: number) {
    // xorshift never leaves 0: any other start will do.
    this.state = seed | 0 || 0x9e3779b9;
  }

  /** A number in [0, 1). */
  unit(): number {
    this.state = xorshift32(this.state);
    return (this.state >>> 0) * TO_UNIT;
  }
}

/**
 * Numbers in [0, 1) from mulberry32: the same seed gives the same numbers on every machine, for
 * demo data, benchmarks and fault injection that must repeat.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) * TO_UNIT;
  };
}
