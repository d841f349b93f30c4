/**
 * One benchmark figure line on stdout: `{"bench": ..., "case": ..., ...figures}`, the convention
 * tests/bench/run-all.ts collects (the client benches print the same). Numbers are rounded to
 * what the measurement can tell.
 */
export type Figure = number | string | boolean | null;

const round = (value: Figure): Figure =>
  typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(value >= 100 ? 5 : 3)) : value;

export function emit(bench: string, name: string, figures: Record<string, Figure>): void {
  const rounded = Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, round(value)]));
  console.log(JSON.stringify({ bench, case: name, ...rounded }));
}
