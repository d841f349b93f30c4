import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_POSTGRES, PG_URL_ENV } from './lib/databases';
import { findPostgresBin, postgresVersion, startPostgresCluster } from './lib/postgres-cluster';
import type { BenchLine } from './runner/bench-line';
import { describeMachine, loadAverage, speedProbe } from './runner/machine';
import { resultsMarkdown, type RunReport } from './runner/results-markdown';
import { type BenchFileRun, runBenchFile } from './runner/run-bench-file';
import { evaluateTargets } from './runner/targets';

/**
 * `npm run bench`: every tests/bench/**\/*.bench.ts (the server's here, the client's in client/),
 * each in a process of its own, one after the other, on one throwaway PostgreSQL cluster when
 * PostgreSQL is installed; then the figures into tests/bench/RESULTS.md with the machine, date,
 * commit and load average. `--smoke` (npm run bench:smoke) runs every case tiny and writes nothing.
 * Words after the options pick the bench files whose path holds one of them
 * (`npm run bench:smoke -- economic-impact`); such a partial run does not write RESULTS.md either.
 * Exits non-zero only when a bench crashed: figures never fail a run.
 */

const BENCH_ROOT = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(BENCH_ROOT, 'RESULTS.md');
const SMOKE = process.argv.includes('--smoke');
const FILE_TIMEOUT_MS = (SMOKE ? 5 : 90) * 60_000;
/** Only the bench files whose path (from tests/bench) holds one of these; none: every file. */
const FILTERS = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

function benchFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return benchFiles(full);
      return entry.name.endsWith('.bench.ts') ? [full] : [];
    })
    .filter((file) => FILTERS.length === 0 || FILTERS.some((filter) => path.relative(BENCH_ROOT, file).includes(filter)))
    .sort();
}

const startedAt = Date.now();
const machine = describeMachine();
const env: NodeJS.ProcessEnv = { ...process.env, SIS_BENCH_SMOKE: SMOKE ? '1' : '' };
const bin = findPostgresBin();
const cluster = bin ? await startPostgresCluster(bin) : undefined;
let postgres = NO_POSTGRES;
if (cluster) {
  env[PG_URL_ENV] = cluster.url;
  postgres = `${await postgresVersion(cluster.url)}, a throwaway cluster on loopback (fsync and synchronous_commit on, as by default)`;
} else {
  console.log(NO_POSTGRES);
}

const loadBefore = loadAverage();
const probeBefore = speedProbe();
const runs: BenchFileRun[] = [];
try {
  for (const file of benchFiles(BENCH_ROOT)) {
    console.log(`\n=== ${path.relative(process.cwd(), file)}${SMOKE ? ' (smoke)' : ''} ===`);
    runs.push(await runBenchFile(file, env, FILE_TIMEOUT_MS));
  }
} finally {
  cluster?.stop();
}

const lines: BenchLine[] = runs.flatMap((run) => run.lines);
const crashes = runs
  .filter((run) => run.exitCode !== 0)
  .map((run) => ({ file: path.relative(process.cwd(), run.file), exitCode: run.exitCode, tail: run.otherOutput.slice(-20) }));
const report: RunReport = {
  machine,
  date: new Date(startedAt).toISOString(),
  postgres,
  loadBefore,
  loadAfter: loadAverage(),
  speedProbeMs: { before: probeBefore, after: speedProbe() },
  minutes: (Date.now() - startedAt) / 60_000,
  lines,
  targets: evaluateTargets(lines),
  crashes,
};

console.log(`\n${runs.length} bench files, ${lines.length} figure lines, ${crashes.length} crashed, in ${report.minutes.toFixed(1)} min`);
if (SMOKE) {
  console.log('smoke run: figures not written (they mean nothing at this size)');
} else if (FILTERS.length > 0) {
  console.log(`partial run (${FILTERS.join(', ')}): ${path.relative(process.cwd(), RESULTS_FILE)} not written (it holds every bench)`);
  for (const t of report.targets) console.log(`target ${t.met ? 'met' : 'MISSED'}: ${t.goal}: ${t.bench} ${t.case} ${t.figure} = ${t.value}`);
} else {
  fs.writeFileSync(RESULTS_FILE, resultsMarkdown(report));
  const met = report.targets.filter((target) => target.met).length;
  console.log(`targets met: ${met} of ${report.targets.length}; written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
for (const crash of crashes) console.log(`CRASHED: ${crash.file} (exit ${crash.exitCode ?? 'killed'})`);
process.exitCode = crashes.length > 0 ? 1 : 0;
