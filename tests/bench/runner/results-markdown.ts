import type { Figure } from '../lib/emit';
import type { BenchLine } from './bench-line';
import type { Machine } from './machine';
import type { TargetResult } from './targets';

export interface RunReport {
  machine: Machine;
  date: string;
  postgres: string;
  loadBefore: string;
  loadAfter: string;
  /** runner/machine.ts's speedProbe at the start and the end. */
  speedProbeMs: { before: number; after: number };
  minutes: number;
  lines: BenchLine[];
  targets: TargetResult[];
  crashes: { file: string; exitCode: number | null; tail: string[] }[];
}

const cell = (value: Figure | undefined) => (value === undefined || value === null ? '' : String(value).replace(/\|/g, '\\|'));

/** A table of lines: a row per case, a column per figure in the order the bench printed them. */
function table(lines: BenchLine[]): string {
  const columns = [...new Set(lines.flatMap((line) => Object.keys(line.figures)))];
  const head = `| case | ${columns.join(' | ')} |\n|---|${columns.map(() => '---:').join('|')}|`;
  const rows = lines.map((line) => `| ${cell(line.case)} | ${columns.map((column) => cell(line.figures[column])).join(' | ')} |`);
  return [head, ...rows].join('\n');
}

/** A bench's lines, one table per set of figures, so cases of different kinds leave no empty columns. */
function benchTables(lines: BenchLine[]): string[] {
  const byShape = new Map<string, BenchLine[]>();
  for (const line of lines) {
    const shape = Object.keys(line.figures).join(',');
    byShape.set(shape, [...(byShape.get(shape) ?? []), line]);
  }
  return [...byShape.values()].flatMap((group) => [table(group), '']);
}

export function resultsMarkdown(report: RunReport): string {
  const { machine } = report;
  const benches = [...new Set(report.lines.map((line) => line.bench))];
  const met = report.targets.filter((target) => target.met).length;
  const parts = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (tests/bench/run-all.ts) from a real run; run it again to refresh. What each bench does and how to read the figures: [tests/bench/README.md](README.md).',
    '',
    '| | |',
    '|---|---|',
    `| Date | ${report.date} |`,
    `| Commit | ${machine.commit} |`,
    `| Machine | ${machine.cores} cores, ${machine.cpuModel}, ${machine.memoryGiB.toFixed(1)} GiB memory |`,
    `| Node | ${machine.node} |`,
    `| PostgreSQL | ${report.postgres} |`,
    `| Load average (1 / 5 / 15 min) | before ${report.loadBefore}; after ${report.loadAfter} |`,
    `| Speed probe (fixed CPU work; lower is faster) | before ${report.speedProbeMs.before.toFixed(0)} ms; after ${report.speedProbeMs.after.toFixed(0)} ms |`,
    `| Duration | ${report.minutes.toFixed(1)} min |`,
    '',
    `## Targets (${met} of ${report.targets.length} met)`,
    '',
    '| goal | bench | case | figure | value | met |',
    '|---|---|---|---|---:|---|',
    ...report.targets.map((t) => `| ${t.goal} | ${t.bench} | ${t.case} | ${t.figure} | ${cell(t.value)} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    ...benches.flatMap((bench) => [`## ${bench}`, '', ...benchTables(report.lines.filter((line) => line.bench === bench))]),
  ];
  if (report.crashes.length > 0) {
    parts.push('## Crashed', '');
    for (const crash of report.crashes) {
      parts.push(`- ${crash.file} ended with ${crash.exitCode ?? 'a kill (timeout)'}:`, '', '```', ...crash.tail, '```', '');
    }
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
