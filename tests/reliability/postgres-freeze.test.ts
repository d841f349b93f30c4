import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { outageOf } from '../../src/server/db/outage';
import { OUTAGE_ANSWERS } from '../../src/server/http/error-handler';
import { API_CONTRACT_VERSION } from '../../src/shared/api-contract';
import { createPostgresDatabase, findPostgresBin } from '../bench/lib/postgres-cluster';
import { fetchAnswer, type HttpAnswer } from './helpers/http-answer';
import { type ApiUser, createHttpSurvey, createSurveyor, type HttpSurvey, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { type ControlledPostgres, startControlledPostgres } from './helpers/postgres-control';
import { runServerUntilExit } from './helpers/server-exit';
import { cleanUpAll, makeDataDir, type ServerProcess, startServer } from './helpers/server-process';

/**
 * PostgreSQL frozen under the server (issue 24): SIGSTOP on the postmaster and its children, as a
 * frozen VM or a network cut looks. Connections are still accepted by the kernel and never
 * answered, nor closed. Before the connect and query timeouts (db/database.ts) /api/health did not
 * answer at all, a submission hung until the phone gave up, and a server started then printed
 * nothing and never listened.
 *
 * (a) Under a running server: /api/health answers 503 with Retry-After within seconds, and so do
 *     submissions; once PostgreSQL thaws (SIGCONT) the same process says ok again, the resent
 *     survey is stored exactly once, and the log holds one line with the cause for the outage and
 *     one when it ended (counting the refused requests), not a stack per refused request.
 * (b) In the server's own pool: a transaction frozen half way fails within one query timeout (its
 *     rollback does not wait out another), and its connection is ended, not handed out again
 *     (handed out, it was still inside that transaction: the next query saw its insert).
 * (c) A server started against the frozen PostgreSQL ends with one line on stderr and exit 1.
 * (d) SIGTERM while frozen, with a request waiting on PostgreSQL: the request is answered (503)
 *     and the server ends by itself, instead of waiting for that request forever.
 */

/** The timeouts are 5 s (connect, and a query); the rest is slack for a loaded machine. */
const HEALTH_WITHIN_MS = 9_000;
/** A submission's wait is bounded by about two query timeouts (db/database.ts). */
const SUBMIT_WITHIN_MS = 14_000;
/** README: a start against a silent database ends within 15 s. */
const START_FAILS_WITHIN_MS = 15_000;
const RECOVERY_WITHIN_MS = 15_000;
/** Submissions sent together while frozen, besides the first one. */
const MORE_REFUSED = 4;
const REQUEST_TIMEOUT_MS = 30_000;
/** db/database.ts's query timeout. */
const ONE_QUERY_TIMEOUT_MS = 5_000;
const TRANSACTION_GIVEN_UP_MS = 20_000;
/** The request in flight ends within a query timeout, then the server closes. */
const SHUTDOWN_WITHIN_MS = 15_000;

const bin = findPostgresBin();
if (!bin && process.env.SIS_REQUIRE_ALL_TESTS) {
  throw new Error('CI needs the PostgreSQL binaries (initdb, pg_ctl): the freeze tests must run.');
}
const skipNote = bin ? '' : ' (skipped: no PostgreSQL binaries (initdb, pg_ctl) installed)';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(request: () => Promise<HttpAnswer>): Promise<HttpAnswer & { ms: number }> {
  const startedAt = Date.now();
  const answer = await request();
  return { ...answer, ms: Date.now() - startedAt };
}

interface LogEntry {
  level?: number;
  msg?: string;
  outage?: string;
  refused?: number;
  err?: { message?: string; stack?: string };
}

function logEntries(output: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      entries.push(JSON.parse(line) as LogEntry);
    } catch {
      // Not a log line of the server's.
    }
  }
  return entries;
}

describe.skipIf(!bin)(`PostgreSQL frozen (SIGSTOP) under the server${skipNote}`, () => {
  let cluster: ControlledPostgres;
  let databaseUrl: string;
  let server: ServerProcess;
  let surveyor: ApiUser;
  let survey: HttpSurvey;

  beforeAll(async () => {
    cluster = await startControlledPostgres(bin as string);
    databaseUrl = await createPostgresDatabase(cluster.url, 'sis_freeze');
    server = await startServer(makeDataDir(), { DATABASE_URL: databaseUrl });
    const admin = await registerFirstAdmin(server.url);
    survey = await createHttpSurvey(server.url, admin);
    surveyor = await createSurveyor(server.url, admin, 'Surveyor Beku');
  });

  afterAll(async () => {
    // Thawed first (dispose does), so nothing is left stopped whatever failed.
    cluster?.thaw();
    await cleanUpAll();
    cluster?.dispose();
  });

  const health = () => timed(() => fetchAnswer(`${server.url}/api/health`, {}, REQUEST_TIMEOUT_MS));
  const submit = (key: string) =>
    timed(() =>
      fetchAnswer(
        `${server.url}/api/jawaban`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${surveyor.token}`, 'idempotency-key': key },
          body: JSON.stringify(numberedAnswers(survey, 'Survei beku', 1)),
        },
        REQUEST_TIMEOUT_MS,
      ),
    );

  it('(a) health and submissions answer 503 with Retry-After within seconds; after the thaw the survey is stored once; one cause line per outage', async () => {
    const unavailable = OUTAGE_ANSWERS.unavailable;
    const key = randomUUID();
    expect((await health()).status, 'health before the freeze').toBe(200);
    const logBefore = server.output().length;

    cluster.freeze();
    let healthDown: Awaited<ReturnType<typeof health>>;
    let first: Awaited<ReturnType<typeof submit>>;
    let more: Awaited<ReturnType<typeof submit>>[];
    let healthStillDown: Awaited<ReturnType<typeof health>>;
    try {
      healthDown = await health();
      first = await submit(key);
      // A phone retrying, and others sending meanwhile.
      more = await Promise.all(Array.from({ length: MORE_REFUSED }, (_, index) => submit(index === 0 ? key : randomUUID())));
      healthStillDown = await health();
    } finally {
      cluster.thaw();
    }
    const thawedAt = Date.now();
    let healthUp: Awaited<ReturnType<typeof health>> | undefined;
    while (Date.now() - thawedAt < RECOVERY_WITHIN_MS) {
      const answer = await health();
      if (answer.status === 200) {
        healthUp = answer;
        break;
      }
      await sleep(200);
    }
    const recoverMs = Date.now() - thawedAt;
    const stored = await submit(key);
    const resent = await submit(key);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let copies: number;
    try {
      copies = Number((await client.query<{ n: string }>('select count(*) as n from respons where idempotency_key = $1', [key])).rows[0].n);
    } finally {
      await client.end();
    }
    const entries = logEntries(server.output().slice(logBefore));
    const started = entries.filter((entry) => entry.msg?.startsWith('Database unavailable'));
    const ended = entries.filter((entry) => entry.msg?.startsWith('Database answering again'));
    const stacks = entries.filter((entry) => entry.err?.stack);

    console.log(
      `[postgres-freeze] (a) frozen: health ${healthDown.status} in ${healthDown.ms} ms (again ${healthStillDown.status} in ${healthStillDown.ms} ms), ` +
        `submission ${first.status} Retry-After ${first.retryAfter} in ${first.ms} ms, ${MORE_REFUSED} more together: ` +
        `${more.map((answer) => `${answer.status} in ${answer.ms} ms`).join(', ')}; thawed: health ok after ${recoverMs} ms, ` +
        `resent ${stored.status} then ${resent.status}, stored ${copies} time(s); log: ${started.length} cause line(s) ` +
        `(${JSON.stringify(started[0]?.err?.message)}), ${ended.length} end line(s) (${JSON.stringify(ended[0]?.msg)}), ${stacks.length} stack(s)`,
    );

    for (const [label, answer] of [['health', healthDown], ['health again', healthStillDown]] as const) {
      expect(answer.status, label).toBe(503);
      expect(answer.retryAfter, label).toBe(String(unavailable.retryAfter));
      expect(answer.body, label).toEqual({ status: 'unavailable', database: 'postgres', message: unavailable.body.message });
      expect(answer.ms, `${label} answered within ${HEALTH_WITHIN_MS} ms`).toBeLessThanOrEqual(HEALTH_WITHIN_MS);
    }
    for (const [index, answer] of [first, ...more].entries()) {
      expect(answer.status, `submission ${index}`).toBe(503);
      expect(answer.retryAfter, `submission ${index}`).toBe(String(unavailable.retryAfter));
      expect(answer.body, `submission ${index}`).toEqual(unavailable.body);
      expect(answer.ms, `submission ${index} answered within ${SUBMIT_WITHIN_MS} ms`).toBeLessThanOrEqual(SUBMIT_WITHIN_MS);
    }
    expect(healthUp?.body, `health ok within ${RECOVERY_WITHIN_MS} ms of the thaw, same process`).toEqual({ status: 'ok', database: 'postgres', versi_kontrak: API_CONTRACT_VERSION });
    expect(server.child.exitCode).toBeNull();
    expect([200, 201], 'the resent survey is taken').toContain(stored.status);
    expect(resent.status, 'sent once more: a duplicate').toBe(200);
    expect(resent.body.id).toBe(stored.body.id);
    expect(copies, 'stored exactly once').toBe(1);
    expect(started, 'one line with the cause for the outage').toHaveLength(1);
    expect(started[0].err?.message).toBeTruthy();
    expect(ended, 'one line when it ended').toHaveLength(1);
    expect(ended[0].refused, 'the refused submissions counted').toBe(1 + MORE_REFUSED);
    expect(entries.filter((entry) => entry.msg === 'request failed'), 'no stack per refused request').toEqual([]);
    expect(stacks, 'a stack only with the cause').toHaveLength(1);
  });

  it('(b) a transaction frozen half way fails within one query timeout, not two, leaves nothing, and the pool serves after the thaw', async () => {
    const database = openDatabase({ databaseUrl, dataDir: makeDataDir(), onConnectionError: () => {} });
    let frozenAt = 0;
    let failedAfterMs = 0;
    let failure: unknown;
    try {
      try {
        const transaction = database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          cluster.freeze();
          frozenAt = Date.now();
          await sql`insert into pemeriksaan_server (id, diperiksa_pada) values (2, 'beku')`.execute(trx);
        });
        // Bounded even without any timeout in the pool, so the thaw below always comes.
        await Promise.race([transaction, sleep(TRANSACTION_GIVEN_UP_MS).then(() => Promise.reject(new Error(`no end within ${TRANSACTION_GIVEN_UP_MS} ms`)))]);
      } catch (error) {
        failure = error;
        failedAfterMs = Date.now() - frozenAt;
      } finally {
        cluster.thaw();
      }
      const queriedAt = Date.now();
      const { rows } = await sql<{ n: number }>`select count(*) as n from pemeriksaan_server where id = 2`.execute(database.db);
      const queryMs = Date.now() - queriedAt;
      console.log(
        `[postgres-freeze] (b) transaction frozen half way: failed after ${failedAfterMs} ms (${String(failure)}), ` +
          `${rows[0].n} row(s) of it stored, first query after the thaw ${queryMs} ms`,
      );
      expect(outageOf(failure), String(failure)).toBe('unavailable');
      expect(failedAfterMs, 'the rollback does not wait out a second timeout').toBeLessThan(ONE_QUERY_TIMEOUT_MS + 2_500);
      expect(rows[0].n, 'nothing of the transaction stored').toBe(0);
      expect(queryMs, 'the stalled connection was ended, not handed out again').toBeLessThan(2_000);
    } finally {
      await database.close();
    }
  });

  it('(c) a server started against the frozen PostgreSQL ends with one line on stderr and exit 1', async () => {
    cluster.freeze();
    let exit;
    try {
      exit = await runServerUntilExit(makeDataDir(), { DATABASE_URL: databaseUrl }, START_FAILS_WITHIN_MS + 10_000);
    } finally {
      cluster.thaw();
    }
    const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
    console.log(
      `[postgres-freeze] (c) started against the frozen PostgreSQL: exit ${exit.code ?? exit.signal} after ${exit.ms} ms, ` +
        `${lines.length} line(s) on stderr: ${JSON.stringify(lines[0] ?? '')}`,
    );
    expect(exit.timedOut, 'the server ended by itself').toBe(false);
    expect(exit.code, `exit code; stderr: ${exit.stderr}`).toBe(1);
    expect(exit.ms, `ended within ${START_FAILS_WITHIN_MS} ms`).toBeLessThanOrEqual(START_FAILS_WITHIN_MS);
    expect(lines, 'one line on stderr').toHaveLength(1);
    expect(lines[0]).toMatch(/^Database unavailable at start: .*timeout/);
    expect(`${exit.stdout}\n${exit.stderr}`, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(exit.stdout, 'never listened').not.toMatch(/http:\/\/localhost:/);
  });

  it('(d) SIGTERM while PostgreSQL is frozen and a request waits on it: the request is answered and the server ends by itself', async () => {
    // A connection in the pool, as on any busy server.
    expect((await health()).status).toBe(200);
    cluster.freeze();
    let ended: boolean;
    let inFlight: Awaited<ReturnType<typeof health>> | undefined;
    const stoppedAt = Date.now();
    try {
      const waiting = health().then((answer) => (inFlight = answer));
      await sleep(500);
      ended = await server.stop(SHUTDOWN_WITHIN_MS);
      await waiting.catch(() => undefined);
    } finally {
      cluster.thaw();
    }
    const ms = Date.now() - stoppedAt;
    console.log(
      `[postgres-freeze] (d) SIGTERM while frozen, a health check waiting: ${ended ? 'ended by itself' : 'killed'} after ${ms} ms, ` +
        `the waiting request answered ${inFlight?.status ?? 'nothing'}`,
    );
    expect(ended, `ended by itself within ${SHUTDOWN_WITHIN_MS} ms:\n${server.output().slice(-2_000)}`).toBe(true);
    expect(inFlight?.status, 'the request in flight was answered before the exit').toBe(503);
  });
});
