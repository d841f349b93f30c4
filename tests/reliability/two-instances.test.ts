import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubmitJawabanRequest } from '../../src/shared/schemas/answers';
import { seededRandom } from '../../src/shared/random/random-source';
import { createPostgresDatabase, findPostgresBin, type PostgresCluster, startPostgresCluster } from '../bench/lib/postgres-cluster';
import { type ApiUser, createHttpSurvey, createSurveyor, type HttpSurvey, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { type RoundRobinProxy, startRoundRobinProxy } from './helpers/round-robin-proxy';
import { cleanUpAll, makeDataDir, type ServerProcess, startServer } from './helpers/server-process';

/**
 * Two instances behind a load balancer (README, "Behind a load balancer"): one PostgreSQL (a
 * private cluster from the installed binaries, else the server of TEST_DATABASE_URL), two server
 * processes on it sharing JWT_SECRET, and a round-robin proxy in front. Ten devices submit
 * surveys with idempotency keys through the proxy and send again whatever was not acknowledged,
 * and deliberately send some acknowledged ones once more. Mid-run one instance is SIGKILLed
 * (while it holds a request) and started again on the same port a few seconds later. At the end
 * every acknowledged survey is in the database exactly once, under the id it was acknowledged
 * with, by the surveyor who sent it, with the answers that were sent.
 */

const DEVICES = 10;
const PER_DEVICE = 42;
const TOTAL = DEVICES * PER_DEVICE;
/** The last quarter of each device's surveys waits for the restart, so the restarted instance takes some. */
const HELD_BACK_FROM = Math.floor(PER_DEVICE * 0.75);
/** The kill comes once this share of all surveys is acknowledged. */
const KILL_AT = 0.25;
const DOWN_MS = 3_000;
/** Share of freshly acknowledged surveys each device sends once more, on purpose. */
const RESEND_SHARE = 0.15;
const REQUEST_TIMEOUT_MS = 10_000;
const RUN_DEADLINE_MS = 75_000;
const MAX_ATTEMPTS_PER_DEVICE = 400;
const SEED = 0x2_1257;

const postgresBin = findPostgresBin();
const externalUrl = process.env.TEST_DATABASE_URL || undefined;
const skipReason =
  postgresBin || externalUrl ? '' : ' (skipped: no PostgreSQL binaries (initdb) found and TEST_DATABASE_URL is not set)';
if (skipReason) {
  if (process.env.SIS_REQUIRE_ALL_TESTS) throw new Error('CI needs PostgreSQL for the two-instances test.');
  console.log(`[two-instances]${skipReason}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Item {
  key: string;
  n: number;
  body: SubmitJawabanRequest;
}

interface Device {
  index: number;
  user: ApiUser;
  items: Item[];
  /** Idempotency key -> the id the server acknowledged it with. */
  acked: Map<string, number>;
  /** Resends of an acknowledged key that came back with another id, or not as a duplicate. */
  badResends: string[];
  deliberateResends: number;
  /** First acknowledgement said "duplicate": an earlier attempt was committed but its answer lost. */
  committedUnseen: number;
  attempts: number;
  failures: Record<string, number>;
}

type SendResult = { ok: true; id: number; duplicate: boolean } | { ok: false; why: string };

async function send(proxyUrl: string, token: string, item: Item): Promise<SendResult> {
  try {
    const response = await fetch(`${proxyUrl}/api/jawaban`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': item.key },
      body: JSON.stringify(item.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status !== 200 && response.status !== 201) return { ok: false, why: String(response.status) };
    const answer = JSON.parse(text) as { id: number; duplicate: boolean };
    return { ok: true, id: answer.id, duplicate: answer.duplicate };
  } catch (error) {
    return { ok: false, why: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

interface StoredRow {
  id: number;
  key: string;
  surveyorId: number | null;
  answers: Map<number, string>;
}

async function readStored(databaseUrl: string, kuesionerId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: number;
      idempotency_key: string;
      surveyor_id: number | null;
      pertanyaan_id: number | null;
      isi_jawaban: string | null;
    }>(
      `select r.id, r.idempotency_key, r.surveyor_id, j.pertanyaan_id, j.isi_jawaban
         from respons r left join jawaban j on j.respons_id = r.id
        order by r.id, j.pertanyaan_id`,
    );
    const copies = await client.query<{ key: string; n: string }>(
      'select idempotency_key as key, count(*) as n from respons group by idempotency_key',
    );
    const otherForms = await client.query<{ n: string }>('select count(*) as n from respons where kuesioner_id <> $1', [kuesionerId]);
    const byKey = new Map<string, StoredRow>();
    for (const row of rows) {
      let stored = byKey.get(row.idempotency_key);
      if (!stored) {
        stored = { id: Number(row.id), key: row.idempotency_key, surveyorId: row.surveyor_id === null ? null : Number(row.surveyor_id), answers: new Map() };
        byKey.set(row.idempotency_key, stored);
      }
      if (row.pertanyaan_id !== null && row.isi_jawaban !== null) stored.answers.set(Number(row.pertanyaan_id), row.isi_jawaban);
    }
    return {
      byKey,
      copiesByKey: new Map(copies.rows.map((row) => [row.key, Number(row.n)])),
      responses: new Set(rows.map((row) => Number(row.id))).size,
      otherForms: Number(otherForms.rows[0].n),
    };
  } finally {
    await client.end();
  }
}

describe.skipIf(Boolean(skipReason))(`two instances on one PostgreSQL behind a round-robin proxy${skipReason}`, () => {
  let cluster: PostgresCluster | undefined;
  let proxy: RoundRobinProxy | undefined;
  let externalDatabase: string | undefined;

  afterAll(async () => {
    await proxy?.close();
    await cleanUpAll();
    if (externalDatabase && externalUrl) {
      const client = new pg.Client({ connectionString: externalUrl });
      await client.connect();
      await client.query(`drop database if exists ${externalDatabase} with (force)`);
      await client.end();
    }
    cluster?.stop();
  });

  it('keeps every acknowledged survey exactly once while one instance is killed and restarted', async () => {
    let databaseUrl: string;
    if (postgresBin) {
      cluster = await startPostgresCluster(postgresBin);
      databaseUrl = await createPostgresDatabase(cluster.url, 'sis_two_instances');
    } else {
      externalDatabase = `sis_two_instances_${randomBytes(6).toString('hex')}`;
      databaseUrl = await createPostgresDatabase(externalUrl as string, externalDatabase);
    }
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the first runs the migrations, the second finds them done.
    const first = await startServer(makeDataDir(), env);
    const victimDataDir = makeDataDir();
    let victim: ServerProcess = await startServer(victimDataDir, env);
    const victimPort = victim.port;
    proxy = await startRoundRobinProxy([first.port, victimPort]);
    const balancer = proxy;

    // Everything through the balancer (a token signed by one instance is checked by the other)
    // but the first Admin's registration, which needs the code of the instance that takes it.
    const admin = await registerFirstAdmin(balancer.url, first.url);
    const survey: HttpSurvey = await createHttpSurvey(balancer.url, admin);
    const devices: Device[] = [];
    for (let index = 0; index < DEVICES; index += 1) {
      const user = await createSurveyor(balancer.url, admin, `Surveyor ${index + 1}`);
      const items = Array.from({ length: PER_DEVICE }, (_, n) => ({
        key: randomUUID(),
        n,
        body: numberedAnswers(survey, `Perangkat ${index} survei`, n),
      }));
      devices.push({ index, user, items, acked: new Map(), badResends: [], deliberateResends: 0, committedUnseen: 0, attempts: 0, failures: {} });
    }

    const startedAt = Date.now();
    const deadline = startedAt + RUN_DEADLINE_MS;
    const ackedCount = () => devices.reduce((sum, device) => sum + device.acked.size, 0);
    let restarted = false;
    let restartNote = '';
    let answeredByVictimAtRestart = 0;

    const runDevice = async (device: Device) => {
      const random = seededRandom(SEED + device.index);
      const unacked: Item[] = [];
      const resends: Item[] = [];
      let nextNew = 0;
      while (Date.now() < deadline && device.attempts < MAX_ATTEMPTS_PER_DEVICE) {
        let item: Item | undefined;
        const canTakeNew = nextNew < PER_DEVICE && (nextNew < HELD_BACK_FROM || restarted);
        if (unacked.length > 0 && (!canTakeNew || random() < 0.5)) item = unacked[0];
        else if (resends.length > 0 && (!canTakeNew || random() < 0.3)) item = resends[0];
        else if (canTakeNew) item = device.items[nextNew++];
        if (!item) {
          if (nextNew >= PER_DEVICE) return;
          await sleep(100);
          continue;
        }
        device.attempts += 1;
        const result = await send(balancer.url, device.user.token, item);
        if (!result.ok) {
          device.failures[result.why] = (device.failures[result.why] ?? 0) + 1;
          if (!device.acked.has(item.key) && !unacked.includes(item)) unacked.push(item);
          await sleep(100 + Math.floor(random() * 200));
          continue;
        }
        const known = device.acked.get(item.key);
        if (known === undefined) {
          device.acked.set(item.key, result.id);
          if (result.duplicate) device.committedUnseen += 1;
          const at = unacked.indexOf(item);
          if (at >= 0) unacked.splice(at, 1);
          if (random() < RESEND_SHARE) resends.push(item);
        } else {
          // A deliberate resend of an acknowledged survey: the same id back, as a duplicate.
          device.deliberateResends += 1;
          if (result.id !== known || !result.duplicate) device.badResends.push(`${item.key}: ${known} then ${result.id} (duplicate ${result.duplicate})`);
          resends.splice(resends.indexOf(item), 1);
        }
        await sleep(20 + Math.floor(random() * 100));
      }
    };

    const runKill = async () => {
      try {
        while (ackedCount() < KILL_AT * TOTAL && Date.now() < deadline) await sleep(20);
        // Strike while the instance holds a request, so the kill lands mid-request.
        const waitUntil = Date.now() + 2_000;
        while (balancer.inFlight(victimPort) === 0 && Date.now() < waitUntil) await sleep(2);
        const inFlight = balancer.inFlight(victimPort);
        const acked = ackedCount();
        const downAt = Date.now();
        await victim.crash();
        await sleep(DOWN_MS);
        victim = await startServer(victimDataDir, { ...env, PORT: String(victimPort) });
        answeredByVictimAtRestart = balancer.figures().get(victimPort)?.answered ?? 0;
        restartNote = `SIGKILL at ${acked}/${TOTAL} acknowledged with ${inFlight} in flight, back on port ${victim.port} after ${((Date.now() - downAt) / 1000).toFixed(1)} s`;
      } finally {
        restarted = true;
      }
    };

    const settled = await Promise.allSettled([runKill(), ...devices.map(runDevice)]);
    const runError = settled.find((result) => result.status === 'rejected')?.reason as unknown;
    const elapsed = Date.now() - startedAt;

    const snapshot = await readStored(databaseUrl, survey.kuesioner.id);
    const acked = devices.flatMap((device) => [...device.acked].map(([key, id]) => ({ device, key, id })));
    const lost = acked.filter(({ key }) => !snapshot.copiesByKey.has(key));
    const keyCopies = [...snapshot.copiesByKey.values()].filter((copies) => copies > 1).length;
    // A survey stored twice under two keys would show as its unique label stored twice.
    const labelCopies = new Map<string, number>();
    for (const stored of snapshot.byKey.values()) {
      const label = stored.answers.get(survey.questions.teks.id) ?? '?';
      labelCopies.set(label, (labelCopies.get(label) ?? 0) + 1);
    }
    const duplicated = keyCopies + [...labelCopies.values()].filter((copies) => copies > 1).length;
    const ourKeys = new Set(devices.flatMap((device) => device.items.map((item) => item.key)));
    const strangers = [...snapshot.copiesByKey.keys()].filter((key) => !ourKeys.has(key));
    const wrong: string[] = [];
    for (const { device, key, id } of acked) {
      const stored = snapshot.byKey.get(key);
      if (!stored) continue;
      const item = device.items.find((candidate) => candidate.key === key) as Item;
      if (stored.id !== id) wrong.push(`${key}: acknowledged as ${id}, stored as ${stored.id}`);
      if (stored.surveyorId !== device.user.user.id) wrong.push(`${key}: surveyor ${stored.surveyorId}, sent by ${device.user.user.id}`);
      const sent = new Map(item.body.jawaban.map((answer) => [answer.pertanyaan_id, String(answer.isi_jawaban)]));
      if (stored.answers.size !== sent.size || [...sent].some(([question, value]) => stored.answers.get(question) !== value)) {
        wrong.push(`${key}: answers differ from those sent`);
      }
    }
    const figures = balancer.figures();
    const firstFigures = figures.get(first.port);
    const victimFigures = figures.get(victimPort);
    const answeredAfterRestart = (victimFigures?.answered ?? 0) - answeredByVictimAtRestart;
    const failures: Record<string, number> = {};
    for (const device of devices) for (const [why, n] of Object.entries(device.failures)) failures[why] = (failures[why] ?? 0) + n;
    const sum = (pick: (device: Device) => number) => devices.reduce((total, device) => total + pick(device), 0);
    const badResends = devices.flatMap((device) => device.badResends);

    console.log(
      `[two-instances] 2 instances, ${restartNote ? 1 : 0} killed and restarted, ${acked.length} acknowledged, ${lost.length} lost, ${duplicated} duplicated ` +
        `(stored ${snapshot.responses}; ${restartNote || 'no restart'}; requests through the balancer ${balancer.requests}: ` +
        `instance 1 answered ${firstFigures?.answered}, instance 2 ${victimFigures?.answered} (${answeredAfterRestart} after its restart); ` +
        `refused connections sent to the other ${balancer.redispatched}, cut mid-request ${(firstFigures?.failedMidRequest ?? 0) + (victimFigures?.failedMidRequest ?? 0)}; ` +
        `device failures resent: ${JSON.stringify(failures)}; committed but answer lost ${sum((d) => d.committedUnseen)}; ` +
        `deliberate resends ${sum((d) => d.deliberateResends)}; ${(elapsed / 1000).toFixed(1)} s)`,
    );

    if (runError) throw runError;
    expect(restartNote, 'the instance was killed and restarted').not.toBe('');
    expect(victim.port).toBe(victimPort);
    expect(acked.length, 'every survey acknowledged within the deadline').toBe(TOTAL);
    expect(lost.map(({ key }) => key), 'acknowledged but not stored').toEqual([]);
    expect(duplicated, 'stored more than once').toBe(0);
    expect(strangers, 'stored rows no device sent').toEqual([]);
    expect(snapshot.otherForms).toBe(0);
    expect(snapshot.responses, 'rows stored = surveys acknowledged').toBe(acked.length);
    expect(new Set(acked.map(({ id }) => id)).size, 'one id per acknowledged survey').toBe(acked.length);
    expect(wrong).toEqual([]);
    expect(badResends, 'a resend of an acknowledged survey answers its id, as a duplicate').toEqual([]);
    expect(sum((d) => d.deliberateResends), 'some acknowledged surveys were sent again on purpose').toBeGreaterThan(0);
    expect(answeredAfterRestart, 'the restarted instance took requests again').toBeGreaterThan(0);
    for (const instance of [first, victim]) {
      const health = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status, `health of the instance on port ${instance.port}`).toBe(200);
    }
  });
});
