import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { loginToken, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { measureDbCeiling } from './lib/db-ceiling';
import { emit } from './lib/emit';
import { checkIngest } from './lib/ingest-check';
import { type LoadGenerator, startLoadGenerator } from './lib/load';
import { MEDIAN_RUNS, medianRun } from './lib/median-run';
import type { LoadPlan, LoadResult } from './lib/load-plan';
import { cpuSeconds, peakRssMegabytes, resetPeakRss } from './lib/proc-stats';
import { scaled } from './lib/scale';
import { type BenchSurvey, seedSurvey, withDatabase } from './lib/seed-direct';

/**
 * Ingest: POST /api/jawaban, one response per request with its own Idempotency-Key and bearer
 * token, from autocannon in its own process, against the real server in its own, on each
 * database. Beside it the two ceilings of the same run: the HTTP ceiling (the same requests to a
 * route that only checks the token) and the database ceiling (the same rows through Kysely).
 * Every case has its own questionnaire, so its rows can be counted apart.
 */

// The short cases are run MEDIAN_RUNS times (lib/median-run.ts); the long one averages over its length.
const CASES = [
  { connections: 1, responses: scaled(2_000, 100), runs: MEDIAN_RUNS },
  { connections: 10, responses: scaled(2_000, 200), runs: MEDIAN_RUNS },
  { connections: 50, responses: scaled(2_000, 200), runs: MEDIAN_RUNS },
  { connections: 10, responses: scaled(20_000, 500), runs: 1 },
];
// Before measuring, each route runs a little so the JIT has compiled it.
const WARMUP_REQUESTS = scaled(300, 50);

const acknowledged = (result: LoadResult, ok: number[]) => ok.reduce((sum, status) => sum + (result.statuses[status] ?? 0), 0);
const perSecond = (result: LoadResult, ok: number[]) => acknowledged(result, ok) / result.seconds;

interface Run {
  target: Awaited<ReturnType<BenchDatabase['fresh']>>;
  server: ServerProcess;
  load: LoadGenerator;
}

async function ingestCase(run: Run, survey: BenchSurvey, { connections, responses, runs }: (typeof CASES)[number]) {
  const { server, load } = run;
  // Idempotency keys are unique across the database: each case and run has keys of its own.
  const warmupId = `warmup-q${survey.kuesionerId}`;
  const runId = (index: number) => `ingest-q${survey.kuesionerId}r${index}`;
  const warmupRequests = Math.max(WARMUP_REQUESTS, connections);
  const token = await loginToken(server, survey.surveyorEmail);
  const pid = server.child.pid as number;
  const plan = (route: LoadPlan['route'], id: string, requests: number): LoadPlan => ({
    baseUrl: server.url,
    route,
    token,
    connections,
    requests,
    itemsPerRequest: 1,
    runId: id,
    survey,
  });

  await load.run(plan('ceiling', 'ceiling', warmupRequests));
  const warmup = await load.run(plan('jawaban', warmupId, warmupRequests));
  // Each run measures its ceiling right before itself, so the two meet the machine in one mood.
  const measured = await medianRun(
    runs,
    async (index) => {
      const ceiling = await load.run(plan('ceiling', 'ceiling', responses));
      const cpuBefore = cpuSeconds(pid);
      resetPeakRss(pid);
      const result = await load.run(plan('jawaban', runId(index), responses));
      return { result, ceiling, serverCpu: cpuSeconds(pid) - cpuBefore, peakRss: peakRssMegabytes(pid) };
    },
    ({ result }) => perSecond(result, [201]),
  );
  const check = await checkIngest(
    run.target,
    survey,
    [
      { runId: warmupId, acknowledged: acknowledged(warmup, [200, 201]) },
      ...measured.runs.map(({ result }, index) => ({ runId: runId(index), acknowledged: acknowledged(result, [200, 201]) })),
    ],
    server,
    token,
  );
  return { ...measured.median, runRates: measured.rates, check };
}

async function benchDatabase(database: BenchDatabase, load: LoadGenerator): Promise<void> {
  const target = await database.fresh();
  const surveys = await withDatabase(target, async (db) => {
    const made: BenchSurvey[] = [];
    for (let index = 0; index < CASES.length; index += 1) made.push(await seedSurvey(db));
    return made;
  });
  const server = await startBenchServer(target);
  const measured: Awaited<ReturnType<typeof ingestCase>>[] = [];
  try {
    for (const [index, ingest] of CASES.entries()) measured.push(await ingestCase({ target, server, load }, surveys[index], ingest));
  } finally {
    await server.stop();
  }
  // The database alone, on a database of its own, once the server is gone.
  const ceilingTarget = await database.fresh();
  await withDatabase(ceilingTarget, async (_db, handle) => {
    for (const [index, { connections, responses }] of CASES.entries()) {
      const { result, ceiling, serverCpu, peakRss, runRates, check } = measured[index];
      const dbCeiling = await measureDbCeiling(handle, connections, responses);
      const rate = perSecond(result, [201]);
      const httpCeiling = perSecond(ceiling, [204]);
      emit('ingest', `${database.kind} c=${connections} n=${responses}`, {
        responses_per_s: rate,
        runs_per_s: runRates,
        p50_ms: result.latencyMs.p50,
        p95_ms: result.latencyMs.p95,
        p99_ms: result.latencyMs.p99,
        server_cpu_s: serverCpu,
        server_peak_rss_mb: peakRss,
        http_ceiling_per_s: httpCeiling,
        db_ceiling_per_s: dbCeiling.groupedPerSecond,
        db_one_tx_each_per_s: dbCeiling.onePerTransactionPerSecond,
        of_lower_ceiling: rate / Math.min(httpCeiling, dbCeiling.groupedPerSecond),
        failed_requests: result.requests - acknowledged(result, [201]) + result.errors + result.timeouts,
        check,
      });
    }
  });
}

const { databases, stop } = await benchDatabases();
const load = startLoadGenerator();
try {
  for (const database of databases) await benchDatabase(database, load);
} finally {
  load.stop();
  await cleanUpAll();
  stop();
}
