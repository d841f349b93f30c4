import type { BenchLine } from './bench-line';

/**
 * The goals of issue 7 (the analysis ones on a questionnaire with every answer type, as issue 13
 * asks) and issue 14's for the economic-impact report (cold: computed, 2,000 resamples), checked
 * against a run's figures for RESULTS.md. They never fail a run:
 * figures depend on the machine; a crash is the only failure.
 */
interface Target {
  bench: string;
  /** Which cases it applies to. */
  cases: RegExp;
  figure: string;
  /** 'min': the figure must reach `value`; 'max': it must stay under it. */
  kind: 'min' | 'max';
  value: number;
  goal: string;
}

const TARGETS: Target[] = [
  { bench: 'ingest', cases: /^sqlite c=10 /, figure: 'responses_per_s', kind: 'min', value: 2_000, goal: 'SQLite ingest at c=10 ≥ 2,000/s' },
  { bench: 'ingest', cases: /^postgres c=10 /, figure: 'responses_per_s', kind: 'min', value: 1_500, goal: 'PostgreSQL ingest at c=10 ≥ 1,500/s' },
  { bench: 'ingest', cases: /./, figure: 'of_lower_ceiling', kind: 'min', value: 0.5, goal: 'ingest ≥ 0.5 of the lower ceiling' },
  { bench: 'batch-sync', cases: /^sqlite /, figure: 'responses_per_s', kind: 'min', value: 10_000, goal: 'SQLite batch sync ≥ 10,000/s' },
  { bench: 'analysis', cases: / n=20000$/, figure: 'p50_ms', kind: 'max', value: 50, goal: 'analysis p50 < 50 ms at 20,000 (every answer type)' },
  { bench: 'analysis', cases: / n=200000$/, figure: 'p50_ms', kind: 'max', value: 200, goal: 'analysis p50 < 200 ms at 200,000 (every answer type)' },
  { bench: 'export', cases: / n=20000$/, figure: 'seconds', kind: 'max', value: 1.5, goal: 'export of 20,000 < 1.5 s' },
  { bench: 'export', cases: / n=200000$/, figure: 'peak_rss_growth_mb', kind: 'max', value: 100, goal: 'export of 200,000: peak RSS growth < 100 MB' },
  { bench: 'economic-impact', cases: / n=20000$/, figure: 'cold_p50_ms', kind: 'max', value: 500, goal: 'economic-impact report, cold, p50 < 500 ms at 20,000' },
  { bench: 'economic-impact', cases: / n=200000$/, figure: 'cold_p50_ms', kind: 'max', value: 3_000, goal: 'economic-impact report, cold, p50 < 3 s at 200,000' },
  { bench: 'impact-register', cases: /./, figure: 'cold_p50_ms', kind: 'max', value: 3_000, goal: 'impact register of 200 events × 2,000 responses, cold (after a restart), p50 < 3 s' },
  { bench: 'impact-register', cases: /./, figure: 'cached_p50_ms', kind: 'max', value: 100, goal: 'impact register of 200 events × 2,000 responses, cached, p50 < 100 ms' },
  { bench: 'economic-export', cases: / n=20000$/, figure: 'seconds', kind: 'max', value: 2, goal: 'download with the economic-impact sheets of 20,000 < 2 s' },
];

export interface TargetResult {
  goal: string;
  bench: string;
  case: string;
  figure: string;
  value: number | string;
  met: boolean;
}

export function evaluateTargets(lines: BenchLine[]): TargetResult[] {
  const results: TargetResult[] = [];
  for (const target of TARGETS) {
    for (const line of lines) {
      if (line.bench !== target.bench || !target.cases.test(line.case)) continue;
      const value = line.figures[target.figure];
      const met = typeof value === 'number' && (target.kind === 'min' ? value >= target.value : value < target.value);
      results.push({ goal: target.goal, bench: line.bench, case: line.case, figure: target.figure, value: value === null || value === undefined ? 'none' : (value as number | string), met });
    }
  }
  // Correct at speed: every case that checks its data must have found it right.
  for (const line of lines) {
    const check = line.figures.check;
    if (check !== undefined) {
      results.push({ goal: 'stored data and analysis match what was sent', bench: line.bench, case: line.case, figure: 'check', value: String(check), met: check === 'ok' });
    }
  }
  return results;
}
