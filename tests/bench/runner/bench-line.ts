import type { Figure } from '../lib/emit';

/** One figure line a bench printed: `{"bench": ..., "case": ..., ...figures}`. */
export interface BenchLine {
  bench: string;
  case: string;
  figures: Record<string, Figure>;
}

/** The line as a BenchLine, or undefined when it is any other output. */
export function parseBenchLine(line: string): BenchLine | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const { bench, case: name, ...figures } = JSON.parse(line) as Record<string, unknown>;
    if (typeof bench !== 'string' || typeof name !== 'string') return undefined;
    return { bench, case: name, figures: figures as Record<string, Figure> };
  } catch {
    return undefined;
  }
}
