import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_ANSWERS } from '../../src/server/http/error-handler';
import { API_CONTRACT_VERSION } from '../../src/shared/api-contract';
import { createPostgresDatabase, findPostgresBin } from '../bench/lib/postgres-cluster';
import {
  type ApiUser,
  createHttpSurvey,
  createSurveyor,
  type HttpSurvey,
  numberedAnswers,
  type QueuedSurvey,
  registerFirstAdmin,
  type SimulatedDevice,
} from './helpers/http-api';
import { type ControlledPostgres, type StopMode, startControlledPostgres } from './helpers/postgres-control';
import { runServerUntilExit } from './helpers/server-exit';
import { cleanUpAll, makeDataDir, type ServerProcess, startServer } from './helpers/server-process';
import { fetchAnswer, type HttpAnswer } from './helpers/http-answer';

/**
 * PostgreSQL going away under the server (issue 17): a private cluster (helpers/postgres-control.ts)
 * stopped and started while five devices submit surveys with idempotency keys.
 *
 * (a) Down at start: the server says so in one line on stderr and exits 1 (a supervisor retries),
 *     without a stack trace and without retrying by itself.
 * (b) Stopped (`pg_ctl stop -m fast`) for 20 s: every submission is answered 503 with Retry-After
 *     (the devices wait that long, capped), /api/health says unavailable; once PostgreSQL is back
 *     the same process takes writes again and health says ok.
 * (c) Crashed and restarted (`-m immediate`) mid-stream: the same.
 * Then every survey is stored exactly once: none acknowledged is lost, none is stored twice.
 */

const DEVICES = 5;
const OUTAGE_MS = 20_000;
const CRASH_DOWN_MS = 3_000;
/** Before a stop, and after recovery: the devices go on this long. */
const STEADY_MS = 2_000;
/** A device waits Retry-After, but at most this long (the test compresses time). */
const RETRY_CAP_MS = 2_000;
const THINK_MS = 150;
/** A device keeps at most this many surveys waiting; a surveyor does not outrun the outage forever. */
const MAX_WAITING = 4;
const REQUEST_TIMEOUT_MS = 15_000;
const HEALTH_EVERY_MS = 1_000;
/** PostgreSQL is back: the server must say ok within this. */
const RECOVERY_WITHIN_MS = 15_000;
/** Answers that arrive this soon after the stop may have been committed before it. */
const STOP_MARGIN_MS = 1_000;
const START_FAILS_WITHIN_MS = 20_000;

const bin = findPostgresBin();
if (!bin && process.env.SIS_REQUIRE_ALL_TESTS) {
  throw new Error('CI needs the PostgreSQL binaries (initdb, pg_ctl): the outage tests must run.');
}
const skipNote = bin ? '' : ' (skipped: no PostgreSQL binaries (initdb, pg_ctl) installed)';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Survey = QueuedSurvey;
type Device = SimulatedDevice;

type Answer = HttpAnswer;

const call = (url: string, init: RequestInit = {}): Promise<Answer> => fetchAnswer(url, init, REQUEST_TIMEOUT_MS);

/** Five devices that keep collecting and sending, each waiting Retry-After (capped) when refused. */
class Fleet {
  readonly acks: Answer[] = [];
  readonly refusals: Answer[] = [];
  readonly unexpected: string[] = [];
  readonly noAnswer: string[] = [];
  /** Submissions sent and not yet answered. */
  inFlight = 0;
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly server: ServerProcess,
    private readonly survey: HttpSurvey,
    readonly devices: Device[],
  ) {}

  surveys(): Survey[] {
    return this.devices.flatMap((device) => device.outbox);
  }

  newSurvey(device: Device): Survey {
    const n = device.outbox.length;
    const label = `Perangkat ${device.index} survei ${n}`;
    const item: Survey = { key: randomUUID(), label, body: numberedAnswers(this.survey, `Perangkat ${device.index} survei`, n), acked: false, refusals: 0 };
    device.outbox.push(item);
    return item;
  }

  /** One send; answers how long the device waits before its next one. */
  async send(device: Device, item: Survey): Promise<{ stored: boolean; waitMs: number }> {
    let answer: Answer;
    this.inFlight += 1;
    try {
      answer = await call(`${this.server.url}/api/jawaban`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${device.user.token}`, 'idempotency-key': item.key },
        body: JSON.stringify(item.body),
      });
    } catch (error) {
      this.noAnswer.push(`${item.label}: ${String(error)}`);
      return { stored: false, waitMs: RETRY_CAP_MS };
    } finally {
      this.inFlight -= 1;
    }
    if (answer.status === 201 || answer.status === 200) {
      if (item.acked && answer.body.id !== item.ackId) this.unexpected.push(`${item.label}: acknowledged as ${item.ackId}, then as ${String(answer.body.id)}`);
      [item.acked, item.ackId] = [true, Number(answer.body.id)];
      this.acks.push(answer);
      return { stored: true, waitMs: 0 };
    }
    if (answer.status === 503 || answer.status === 507) {
      item.refusals += 1;
      this.refusals.push(answer);
      const seconds = Number(answer.retryAfter);
      return { stored: false, waitMs: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, RETRY_CAP_MS) : RETRY_CAP_MS };
    }
    this.unexpected.push(`${item.label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { stored: false, waitMs: RETRY_CAP_MS };
  }

  start(): void {
    this.running = true;
    this.loops = this.devices.map(async (device) => {
      while (this.running) {
        if (device.outbox.filter((s) => !s.acked).length < MAX_WAITING) this.newSurvey(device);
        let waitMs = THINK_MS;
        for (const item of device.outbox.filter((s) => !s.acked)) {
          const sent = await this.send(device, item);
          if (!sent.stored) {
            waitMs = sent.waitMs;
            break;
          }
        }
        await sleep(waitMs);
      }
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** After the outages: every device sends what it still holds, until nothing is left (bounded). */
  async drain(rounds = 10): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      const waiting = this.surveys().filter((s) => !s.acked);
      if (waiting.length === 0) return;
      await Promise.all(
        this.devices.map(async (device) => {
          for (const item of device.outbox.filter((s) => !s.acked)) if (!(await this.send(device, item)).stored) break;
        }),
      );
      if (this.surveys().some((s) => !s.acked)) await sleep(RETRY_CAP_MS);
    }
  }
}

describe.skipIf(!bin)(`PostgreSQL outages under the running server${skipNote}`, () => {
  let cluster: ControlledPostgres;
  let databaseUrl: string;

  beforeAll(async () => {
    cluster = await startControlledPostgres(bin as string);
    databaseUrl = await createPostgresDatabase(cluster.url, 'sis_outage');
  });

  afterAll(async () => {
    await cleanUpAll();
    cluster?.dispose();
  });

  it('(a) PostgreSQL down at start: one line on stderr, exit 1, no stack trace, no retrying', async () => {
    await cluster.stop('fast');
    let exit;
    try {
      exit = await runServerUntilExit(makeDataDir(), { DATABASE_URL: databaseUrl }, START_FAILS_WITHIN_MS);
    } finally {
      await cluster.start();
    }
    const lines = exit.stderr.split('\n').filter((line) => line.trim() !== '');
    console.log(
      `[postgres-outage] (a) PostgreSQL down at start: exit ${exit.code ?? exit.signal} after ${exit.ms} ms, ` +
        `${lines.length} line(s) on stderr: ${JSON.stringify(lines[0] ?? '')}`,
    );
    expect(exit.timedOut, `the server ended by itself within ${START_FAILS_WITHIN_MS} ms (no retrying)`).toBe(false);
    expect(exit.code, `exit code; stderr: ${exit.stderr}`).toBe(1);
    expect(lines, 'one line on stderr').toHaveLength(1);
    expect(lines[0]).toMatch(/^Database unavailable at start: .*ECONNREFUSED/);
    expect(`${exit.stdout}\n${exit.stderr}`, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(exit.stdout, 'never listened').not.toMatch(/http:\/\/localhost:/);
  });

  describe('while the server runs', () => {
    let server: ServerProcess;
    let admin: ApiUser;
    let fleet: Fleet;
    let startedAt = 0;

    beforeAll(async () => {
      startedAt = Date.now();
      server = await startServer(makeDataDir(), { DATABASE_URL: databaseUrl });
      admin = await registerFirstAdmin(server.url);
      const survey = await createHttpSurvey(server.url, admin);
      const devices: Device[] = [];
      for (let index = 0; index < DEVICES; index += 1) {
        devices.push({ index, user: await createSurveyor(server.url, admin, `Surveyor ${index + 1}`), outbox: [] });
      }
      fleet = new Fleet(server, survey, devices);
    });

    afterAll(async () => {
      await fleet?.stop();
    });

    /** GET /api/health; a server that no longer answers fails the test with how it ended and what it wrote. */
    const health = async () => {
      try {
        return await call(`${server.url}/api/health`);
      } catch (error) {
        const ended = server.child.exitCode ?? server.child.signalCode;
        const output = server.output();
        const crash = /Unhandled 'error' event[\s\S]*?\n(Error: [^\n]*)[\s\S]*?Emitted 'error' event on (\w+)/.exec(output);
        const how = ended === null ? 'is still running' : crash ? `crashed: "${crash[1]}" emitted on a ${crash[2]} with no 'error' listener, exit ${ended}` : `exited (${ended})`;
        throw new Error(`GET /api/health: ${String(error)}; the server ${how}; its last output:\n${output.slice(-2_000)}`);
      }
    };

    /** Stops PostgreSQL under the running devices for `downMs`, then starts it and waits for health ok. */
    async function outage(mode: StopMode, downMs: number) {
      const acksAtStart = fleet.acks.length;
      fleet.start();
      await sleep(STEADY_MS);
      const acksBefore = fleet.acks.length - acksAtStart;
      const refusalsBefore = fleet.refusals.length;
      const healthBefore = await health();

      // Strike while the server is working on a submission, so the stop lands mid-request.
      const waitUntil = Date.now() + 1_000;
      while (fleet.inFlight === 0 && Date.now() < waitUntil) await sleep(2);
      const inFlightAtStop = fleet.inFlight;
      await cluster.stop(mode);
      const stoppedAt = Date.now();
      const healthDown: Answer[] = [];
      while (Date.now() - stoppedAt < downMs) {
        healthDown.push(await health());
        await sleep(HEALTH_EVERY_MS);
      }
      const startingAt = Date.now();
      await cluster.start();
      const startedPgAt = Date.now();
      let healthUp: Answer | undefined;
      const healthRecovering: Answer[] = [];
      while (Date.now() - startedPgAt < RECOVERY_WITHIN_MS) {
        const answer = await health();
        if (answer.status === 200) {
          healthUp = answer;
          break;
        }
        healthRecovering.push(answer);
        await sleep(200);
      }
      const recoveredAt = Date.now();
      await sleep(STEADY_MS);
      await fleet.stop();
      const sameProcess = server.child.exitCode === null && server.child.signalCode === null;

      const during = (answer: Answer) => answer.at >= stoppedAt + STOP_MARGIN_MS && answer.at < startingAt;
      const acksDuring = fleet.acks.slice(acksAtStart).filter(during).length;
      const refusalsDuring = fleet.refusals.slice(refusalsBefore).filter(during);
      const acksAfter = fleet.acks.slice(acksAtStart).filter((answer) => answer.at >= startingAt).length;
      return { sameProcess, inFlightAtStop, acksBefore, healthBefore, healthDown, healthRecovering, healthUp, acksDuring, refusalsDuring, acksAfter, recoverMs: recoveredAt - startedPgAt, startMs: startedPgAt - startingAt };
    }

    function expectOutageAnswers(result: Awaited<ReturnType<typeof outage>>, label: string) {
      const unavailable = OUTAGE_ANSWERS.unavailable;
      expect(result.healthBefore.status, `${label}: health before`).toBe(200);
      expect(result.sameProcess, `${label}: the server process is still the same one`).toBe(true);
      expect(fleet.unexpected, `${label}: every answer is a 2xx or a 503 refusal (never a 500)`).toEqual([]);
      expect(fleet.noAnswer, `${label}: every request is answered`).toEqual([]);
      expect(result.acksDuring, `${label}: nothing acknowledged while PostgreSQL was down`).toBe(0);
      expect(result.refusalsDuring.length, `${label}: the devices were refused while PostgreSQL was down`).toBeGreaterThan(0);
      for (const refusal of fleet.refusals) {
        expect(refusal.status).toBe(503);
        expect(refusal.retryAfter).toBe(String(unavailable.retryAfter));
        expect(refusal.body).toEqual(unavailable.body);
      }
      expect(result.healthDown.length).toBeGreaterThan(0);
      for (const answer of [...result.healthDown, ...result.healthRecovering]) {
        expect(answer.status, `${label}: health while down`).toBe(503);
        expect(answer.retryAfter).toBe(String(unavailable.retryAfter));
        expect(answer.body).toEqual({ status: 'unavailable', database: 'postgres', message: unavailable.body.message });
      }
      expect(result.healthUp?.body, `${label}: health ok within ${RECOVERY_WITHIN_MS} ms of PostgreSQL's start`).toEqual({ status: 'ok', database: 'postgres', versi_kontrak: API_CONTRACT_VERSION });
      expect(result.acksAfter, `${label}: writes acknowledged again after the start, without a server restart`).toBeGreaterThan(0);
    }

    const describeResult = (result: Awaited<ReturnType<typeof outage>>) =>
      `${result.acksBefore} acknowledged before, ${result.inFlightAtStop} in flight at the stop, ${result.refusalsDuring.length} refused while down ` +
      `(${[...new Set(result.refusalsDuring.map((r) => `${r.status} Retry-After ${r.retryAfter}`))].join(', ')}), ${result.acksDuring} acknowledged while down, ` +
      `health ${result.healthBefore.body.status}→${[...new Set(result.healthDown.map((h) => String(h.body.status)))].join('/')} ×${result.healthDown.length}` +
      `→${result.healthUp?.body.status ?? 'never ok'} ${result.recoverMs} ms after PostgreSQL started (start took ${result.startMs} ms), ` +
      `${result.acksAfter} acknowledged after, same process`;

    it('(b) stopped (fast) for 20 s: 503 with Retry-After, health unavailable, then recovers without restart', async () => {
      const result = await outage('fast', OUTAGE_MS);
      console.log(`[postgres-outage] (b) stopped -m fast for ${OUTAGE_MS / 1000} s under ${DEVICES} devices: ${describeResult(result)}`);
      expectOutageAnswers(result, '(b)');
    });

    it('(c) crashed and restarted (immediate) mid-stream: the same, and then every survey stored exactly once', async () => {
      const result = await outage('immediate', CRASH_DOWN_MS);
      await fleet.drain();
      const all = fleet.surveys();
      let duplicatesAnswered = 0;
      const resendProblems: string[] = [];
      await Promise.all(
        fleet.devices.map(async (device) => {
          for (const item of device.outbox) {
            const answer = await call(`${server.url}/api/jawaban`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${device.user.token}`, 'idempotency-key': item.key },
              body: JSON.stringify(item.body),
            });
            if (answer.status === 200 && answer.body.duplicate === true && answer.body.id === item.ackId) duplicatesAnswered += 1;
            else resendProblems.push(`${item.label}: ${answer.status} ${JSON.stringify(answer.body)} (acknowledged as ${item.ackId})`);
          }
        }),
      );
      expect(server.child.exitCode, 'the same server process throughout').toBeNull();
      const log = server.output();
      expect(await server.stop(), 'the server ended by itself on SIGTERM').toBe(true);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      let rows: { key: string; copies: number; id: number; teks: string | null }[];
      let answers: number;
      try {
        rows = (
          await client.query<{ key: string; copies: number; id: number; teks: string | null }>(
            `select r.idempotency_key as key, count(*) over (partition by r.idempotency_key)::int as copies, r.id,
                    (select j.isi_jawaban from jawaban j where j.respons_id = r.id and j.pertanyaan_id = $1) as teks
               from respons r`,
            [fleet.surveys()[0].body.jawaban[0].pertanyaan_id],
          )
        ).rows;
        answers = Number((await client.query<{ n: string }>('select count(*) as n from jawaban')).rows[0].n);
      } finally {
        await client.end();
      }
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const acknowledged = all.filter((s) => s.acked);
      const lost = acknowledged.filter((s) => !byKey.has(s.key));
      const duplicated = rows.filter((row) => row.copies > 1).length;
      const wrongId = acknowledged.filter((s) => byKey.has(s.key) && byKey.get(s.key)?.id !== s.ackId);
      const wrongContent = all.filter((s) => byKey.has(s.key) && byKey.get(s.key)?.teks !== s.label);
      const causes = new Set<string>();
      for (const line of log.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { level?: number; outage?: string; err?: { code?: string; message?: string } };
          if (entry.level === 50 && entry.outage !== undefined) causes.add(entry.err?.code ?? entry.err?.message ?? '?');
        } catch {
          // Not a log line of the server's.
        }
      }

      console.log(`[postgres-outage] (c) stopped -m immediate for ${CRASH_DOWN_MS / 1000} s mid-stream: ${describeResult(result)}`);
      console.log(
        `[postgres-outage] after both: ${all.length} surveys from ${DEVICES} devices, ${acknowledged.length} acknowledged, ` +
          `${fleet.refusals.length} refusals in all (each resent), stored ${rows.length}, ${lost.length} lost, ${duplicated} duplicated, ` +
          `resends answered duplicate ${duplicatesAnswered}/${all.length}, logged causes ${[...causes].join(', ')}, ` +
          `${Date.now() - startedAt} ms for (b) and (c)`,
      );

      expectOutageAnswers(result, '(c)');
      expect(all.filter((s) => !s.acked).map((s) => s.label), 'every survey acknowledged in the end').toEqual([]);
      expect(lost.map((s) => s.label), 'acknowledged but not stored').toEqual([]);
      expect(duplicated, 'keys stored more than once').toBe(0);
      expect(wrongId.map((s) => s.label), 'stored under another id than acknowledged').toEqual([]);
      expect(wrongContent.map((s) => s.label), 'stored with other answers than sent').toEqual([]);
      expect(rows.length, 'no response the devices did not send').toBe(all.length);
      expect(answers).toBe(all.length * 4);
      expect(resendProblems).toEqual([]);
      expect(duplicatesAnswered).toBe(all.length);
    });
  });
});
