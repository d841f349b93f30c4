import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { loginToken, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { measureDbCeiling } from './lib/db-ceiling';
import { emit } from './lib/emit';
import { checkIngest } from './lib/ingest-check';
import { type LoadGenerator, startLoadGenerator } from './lib/load';
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

const CASES = [
  { connections: 1, responses: scaled(2_000, 100) },
  { connections: 10, responses: scaled(2_000, 200) },
  { connections: 50, responses: scaled(2_000, 200) },
  { connections: 10, responses: scaled(20_000, 500) },
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

async function ingestCase(run: Run, survey: BenchSurvey, connections: number, responses: number) {
  const { server, load } = run;
  // Idempotency keys are unique across the database: each case has keys of its own.
  const runIds = { warmup: `warmup-q${survey.kuesionerId}`, ingest: `ingest-q${survey.kuesionerId}` };
  const warmupRequests = Math.max(WARMUP_REQUESTS, connections);
  const token = await loginToken(server, survey.surveyorEmail);
  const pid = server.child.pid as number;
  const plan = (route: LoadPlan['route'], runId: string, requests: number): LoadPlan => ({
    baseUrl: server.url,
    route,
    token,
    connections,
    requests,
    itemsPerRequest: 1,
    runId,
    survey,
  });

  await load.run(plan('ceiling', 'ceiling', warmupRequests));
  const ceiling = await load.run(plan('ceiling', 'ceiling', responses));
  const warmup = await load.run(plan('jawaban', runIds.warmup, warmupRequests));
  const cpuBefore = cpuSeconds(pid);
  resetPeakRss(pid);
  const result = await load.run(plan('jawaban', runIds.ingest, responses));
  const serverCpu = cpuSeconds(pid) - cpuBefore;
  const peakRss = peakRssMegabytes(pid);
  const check = await checkIngest(
    run.target,
    survey,
    [
      { runId: runIds.warmup, acknowledged: acknowledged(warmup, [200, 201]) },
      { runId: runIds.ingest, acknowledged: acknowledged(result, [200, 201]) },
    ],
    server,
    token,
  );
  return { result, ceiling, serverCpu, peakRss, check };
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
    for (const [index, { connections, responses }] of CASES.entries()) {
      measured.push(await ingestCase({ target, server, load }, surveys[index], connections, responses));
    }
  } finally {
    await server.stop();
  }
  // The database alone, on a database of its own, once the server is gone.
  const ceilingTarget = await database.fresh();
  await withDatabase(ceilingTarget, async (db) => {
    for (const [index, { connections, responses }] of CASES.entries()) {
      const { result, ceiling, serverCpu, peakRss, check } = measured[index];
      const dbCeiling = await measureDbCeiling(db, connections, responses);
      const rate = perSecond(result, [201]);
      const httpCeiling = perSecond(ceiling, [204]);
      emit('ingest', `${database.kind} c=${connections} n=${responses}`, {
        responses_per_s: rate,
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
