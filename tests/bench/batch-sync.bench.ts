import { cleanUpAll } from '../reliability/helpers/server-process';
import { loginToken, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { emit } from './lib/emit';
import { checkIngest } from './lib/ingest-check';
import { type LoadGenerator, startLoadGenerator } from './lib/load';
import type { LoadPlan, LoadResult } from './lib/load-plan';
import { MEDIAN_RUNS, medianRun } from './lib/median-run';
import { cpuSeconds, peakRssMegabytes, resetPeakRss } from './lib/proc-stats';
import { scaled } from './lib/scale';
import { seedSurvey, withDatabase } from './lib/seed-direct';

/**
 * Batch sync: a device's outbox drained through POST /api/jawaban/batch, 100 surveys per
 * request, by one device and by a few at once. Figures in surveys (responses) per second.
 */

const ITEMS_PER_REQUEST = 100;
const CASES = [
  { connections: 1, responses: scaled(20_000, 500) },
  { connections: 4, responses: scaled(20_000, 500) },
];
const WARMUP_REQUESTS = scaled(50, 2);

const delivered = (statuses: Record<string, number>) => (statuses[200] ?? 0) * ITEMS_PER_REQUEST;
const perSecond = (result: LoadResult) => delivered(result.statuses) / result.seconds;

/** One run on a database of its own, so each starts from the same empty tables. */
async function batchRun(database: BenchDatabase, load: LoadGenerator, connections: number, responses: number) {
  const target = await database.fresh();
  const survey = await withDatabase(target, (db) => seedSurvey(db));
  const server = await startBenchServer(target);
  try {
    const token = await loginToken(server, survey.surveyorEmail);
    const pid = server.child.pid as number;
    const plan = (runId: string, requests: number): LoadPlan => ({
      baseUrl: server.url,
      route: 'batch',
      token,
      connections,
      requests,
      itemsPerRequest: ITEMS_PER_REQUEST,
      runId,
      survey,
    });
    const warmup = await load.run(plan('warmup-batch', Math.max(WARMUP_REQUESTS, connections)));
    const cpuBefore = cpuSeconds(pid);
    resetPeakRss(pid);
    const result = await load.run(plan('batch-sync', responses / ITEMS_PER_REQUEST));
    const serverCpu = cpuSeconds(pid) - cpuBefore;
    const peakRss = peakRssMegabytes(pid);
    const check = await checkIngest(
      target,
      survey,
      [
        { runId: 'warmup-batch', acknowledged: delivered(warmup.statuses) },
        { runId: 'batch-sync', acknowledged: delivered(result.statuses) },
      ],
      server,
      token,
    );
    return { result, serverCpu, peakRss, check };
  } finally {
    await server.stop();
  }
}

async function batchCase(database: BenchDatabase, load: LoadGenerator, connections: number, responses: number): Promise<void> {
  const measured = await medianRun(MEDIAN_RUNS, () => batchRun(database, load, connections, responses), ({ result }) => perSecond(result));
  const { result, serverCpu, peakRss } = measured.median;
  emit('batch-sync', `${database.kind} c=${connections} n=${responses}`, {
    responses_per_s: perSecond(result),
    runs_per_s: measured.rates,
    requests_per_s: (result.statuses[200] ?? 0) / result.seconds,
    p50_ms: result.latencyMs.p50,
    p95_ms: result.latencyMs.p95,
    p99_ms: result.latencyMs.p99,
    server_cpu_s: serverCpu,
    server_peak_rss_mb: peakRss,
    failed_requests: result.requests - (result.statuses[200] ?? 0) + result.errors + result.timeouts,
    check: measured.runs.map((run) => run.check).find((check) => check !== 'ok') ?? 'ok',
  });
}

const { databases, stop } = await benchDatabases();
const load = startLoadGenerator();
try {
  for (const database of databases) {
    for (const { connections, responses } of CASES) await batchCase(database, load, connections, responses);
  }
} finally {
  load.stop();
  await cleanUpAll();
  stop();
}
