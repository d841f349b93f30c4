import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTAGE_ANSWERS } from '../../src/server/http/error-handler';
import { API_CONTRACT_VERSION } from '../../src/shared/api-contract';
import { type FullDisk, fullDiskSupport, makeFullDisk } from './helpers/full-disk';
import {
  createHttpSurvey,
  createSurveyor,
  type HttpSurvey,
  numberedAnswers,
  type QueuedSurvey,
  registerFirstAdmin,
  type SimulatedDevice,
} from './helpers/http-api';
import { cleanUpAll, type ServerProcess, sqliteFileOf, startServer } from './helpers/server-process';
import { fetchAnswer, type HttpAnswer } from './helpers/http-answer';
import { readSqliteFile } from './helpers/sqlite-file';

/**
 * A full disk under a running server (SQLite): surveys keep arriving from five devices until the
 * disk has no room left. What is refused is answered 507 with Retry-After and an Indonesian
 * message (never a 500), the log names the real cause (never SQLite's "cannot rollback - no
 * transaction is active"), /api/health says degraded, reads still work; once there is room again
 * the same process takes writes and says ok, and every survey ends up stored exactly once.
 *
 * The disk: a small tmpfs filled with a ballast file, or, where no tmpfs can be mounted, a
 * file-size limit on the server process (helpers/full-disk.ts).
 *
 * Why the test does not stop at the first refusal: a write that failed for want of room leaves the
 * part of the write-ahead log it did write allocated, and the next, smaller writes fit there. So a
 * refusal can be followed by a few successes, each using up some of that rest. /api/health's probe
 * is as large as the largest request, so it does not fit in that rest: once a survey has been
 * refused, health says degraded at once (the line printed counts any ok in between: none).
 */

const MB = 1024 * 1024;
/** What the disk has left once filled: a few hundred pages of write-ahead log, under SQLite's 1000-page checkpoint. */
const ROOM = 2 * MB;
const DEVICES = 5;
/** Bounds of the filling: per device, and for all of it. */
const MAX_SURVEYS_PER_DEVICE = 600;
const FILL_BUDGET_MS = 30_000;
/** Rounds of (health, one more write) to use up the rest of the log before every write fails. */
const MAX_SETTLE_ROUNDS = 200;
const REQUEST_TIMEOUT_MS = 30_000;

const support = fullDiskSupport();
if (!support.kind && process.env.SIS_REQUIRE_ALL_TESTS) throw new Error(`CI needs a disk the test can fill: ${support.reason}`);
const skipNote = support.kind ? '' : ` (skipped: ${support.reason})`;

type Phase = 'filling' | 'settling' | 'full' | 'freed';

interface Survey extends QueuedSurvey {
  ackedIn?: Phase;
}

type Device = SimulatedDevice<Survey>;

type Answer = HttpAnswer;

interface Refusal extends Answer {
  phase: Phase;
}

function call(url: string, method: string, token: string, body?: unknown, key?: string): Promise<Answer> {
  const headers = {
    authorization: `Bearer ${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(key ? { 'idempotency-key': key } : {}),
  };
  return fetchAnswer(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, REQUEST_TIMEOUT_MS);
}

function health(baseUrl: string): Promise<Answer> {
  return fetchAnswer(`${baseUrl}/api/health`, {}, REQUEST_TIMEOUT_MS);
}

describe(`a full disk under the running server (SQLite)${skipNote}`, () => {
  let disk: FullDisk | undefined;

  afterAll(async () => {
    await cleanUpAll();
    disk?.dispose();
  });

  it.skipIf(!support.kind)('refuses writes with 507, stays readable, says degraded, and takes writes again once there is room', async () => {
    const startedAt = Date.now();
    disk = makeFullDisk(support.kind ?? 'fsize', ROOM);
    const dataDir = disk.dataDir;

    // Set-up, then a clean restart: the write-ahead log starts empty, so the room left is all it can grow by.
    let server: ServerProcess = await startServer(dataDir);
    const admin = await registerFirstAdmin(server.url);
    const survey: HttpSurvey = await createHttpSurvey(server.url, admin);
    const devices: Device[] = [];
    for (let index = 0; index < DEVICES; index += 1) {
      devices.push({ index, user: await createSurveyor(server.url, admin, `Surveyor ${index + 1}`), outbox: [] });
    }
    expect(await server.stop(), 'the set-up server ended by itself on SIGTERM').toBe(true);
    server = await startServer(dataDir);
    const running = server;
    const pid = running.child.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    disk.fill(pid, `${sqliteFileOf(dataDir)}-wal`);

    const healthSeen: string[] = [];
    const checkHealth = async () => {
      const answer = await health(running.url);
      if (healthSeen.at(-1) !== String(answer.body.status)) healthSeen.push(String(answer.body.status));
      return answer;
    };
    const statuses = new Map<string, number>();
    const refusals: Refusal[] = [];
    const unexpected: string[] = [];
    const note = (phase: Phase, answer: Answer) => {
      const name = `${phase} ${answer.status}`;
      statuses.set(name, (statuses.get(name) ?? 0) + 1);
    };

    const newSurvey = (device: Device): Survey => {
      const n = device.outbox.length;
      const label = `Perangkat ${device.index} survei ${n}`;
      const body = { ...numberedAnswers(survey, `Perangkat ${device.index} survei`, n), diisiPada: new Date(Date.UTC(2026, 4, 2, 9, 0, n % 60)).toISOString() };
      const item: Survey = { key: randomUUID(), label, body, acked: false, refusals: 0 };
      device.outbox.push(item);
      return item;
    };

    /** One send of one survey. Answers whether it was stored (a 2xx). */
    const send = async (device: Device, item: Survey, phase: Phase): Promise<boolean> => {
      const answer = await call(`${running.url}/api/jawaban`, 'POST', device.user.token, item.body, item.key);
      note(phase, answer);
      if (answer.status === 201 || answer.status === 200) {
        if (item.acked && answer.body.id !== item.ackId) unexpected.push(`${phase}: ${item.label} acknowledged as ${item.ackId}, now ${answer.status} id ${String(answer.body.id)}`);
        if (!item.acked) [item.acked, item.ackId, item.ackedIn] = [true, Number(answer.body.id), phase];
        return true;
      }
      if (answer.status === 507 || answer.status === 503) {
        item.refusals += 1;
        refusals.push({ ...answer, phase });
        return false;
      }
      unexpected.push(`${phase}: ${item.label} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      return false;
    };

    // --- Filling: every device sends new surveys (and its refused ones first) until it is refused.
    const fillDeadline = Date.now() + FILL_BUDGET_MS;
    const fillDevice = async (device: Device) => {
      while (device.outbox.length < MAX_SURVEYS_PER_DEVICE && Date.now() < fillDeadline) {
        newSurvey(device);
        for (const item of device.outbox.filter((s) => !s.acked)) {
          // Refused: the phone waits Retry-After (60 s) before it tries again; this device is done filling.
          if (!(await send(device, item, 'filling'))) return;
        }
      }
    };
    await Promise.all(devices.map(fillDevice));
    const ackedBeforeFull = devices.flatMap((d) => d.outbox).filter((s) => s.acked).length;
    const refusedWhileFilling = refusals.length;
    expect(unexpected, 'every answer while filling is a 2xx, or a 507/503 refusal').toEqual([]);
    expect(refusedWhileFilling, `the disk filled up within ${MAX_SURVEYS_PER_DEVICE} surveys a device and ${FILL_BUDGET_MS} ms`).toBeGreaterThan(0);

    // --- Settling: a write more, then health, until health says degraded (at once, see above).
    let degraded: Answer | undefined;
    let settleRounds = 0;
    let okBetweenRefusals = 0;
    for (; settleRounds < MAX_SETTLE_ROUNDS; settleRounds += 1) {
      const answer = await checkHealth();
      if (answer.status === 503 && answer.body.status === 'degraded') {
        degraded = answer;
        break;
      }
      okBetweenRefusals += 1;
      const device = devices[settleRounds % DEVICES];
      await send(device, device.outbox.find((s) => !s.acked) ?? newSurvey(device), 'settling');
    }
    const storedWhileSettling = devices.flatMap((d) => d.outbox).filter((s) => s.ackedIn === 'settling').length;
    expect(degraded, `health said degraded within ${MAX_SETTLE_ROUNDS} rounds (seen: ${healthSeen.join('→')})`).toBeDefined();
    expect(okBetweenRefusals, 'health said ok after a survey was refused for a full disk').toBe(0);

    // --- Full: every write is refused, health stays degraded, reads go on.
    const healthFull = [degraded as Answer, await checkHealth(), await checkHealth()];
    for (const answer of healthFull) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe(String(OUTAGE_ANSWERS['disk-full'].retryAfter));
      expect(answer.body).toMatchObject({ status: 'degraded', database: 'sqlite', message: OUTAGE_ANSWERS['disk-full'].body.message });
      expect(typeof answer.body.sejak).toBe('string');
    }
    const refusedBeforeFull = refusals.length;
    await Promise.all(
      devices.map(async (device) => {
        newSurvey(device);
        for (const item of device.outbox.filter((s) => !s.acked)) {
          if (await send(device, item, 'full')) unexpected.push(`full: ${item.label} was stored while health said degraded`);
        }
      }),
    );
    const refusedWhileFull = refusals.length - refusedBeforeFull;
    expect(refusedWhileFull, 'every device had something refused while full').toBeGreaterThanOrEqual(DEVICES);
    const events = await call(`${running.url}/api/events`, 'GET', admin.token);
    const analysis = await call(`${running.url}/api/events/${survey.event.id}/analisis`, 'GET', admin.token);
    const surveyorReads = await call(`${running.url}/api/events/${survey.event.id}/analisis`, 'GET', devices[0].user.token);
    expect([events.status, analysis.status, surveyorReads.status], 'reads while the disk is full: events, analysis (Admin, Surveyor)').toEqual([200, 200, 200]);
    expect((await checkHealth()).body.status, 'still degraded after the refused writes').toBe('degraded');

    // --- Room again, same process: health ok at once, every refused survey goes in.
    disk.free(pid);
    const healthAfter = await checkHealth();
    expect(healthAfter.status, `health once there is room again: ${JSON.stringify(healthAfter.body)}`).toBe(200);
    expect(healthAfter.body).toEqual({ status: 'ok', database: 'sqlite', versi_kontrak: API_CONTRACT_VERSION });
    await Promise.all(
      devices.map(async (device) => {
        newSurvey(device);
        for (const item of device.outbox.filter((s) => !s.acked)) {
          if (!(await send(device, item, 'freed'))) unexpected.push(`freed: ${item.label} refused again once there was room`);
        }
      }),
    );
    const storedAfterFreeing = devices.flatMap((d) => d.outbox).filter((s) => s.ackedIn === 'freed').length;
    // The devices cannot always tell what arrived: each sends its whole outbox once more.
    let duplicatesAnswered = 0;
    await Promise.all(
      devices.map(async (device) => {
        for (const item of device.outbox) {
          const answer = await call(`${running.url}/api/jawaban`, 'POST', device.user.token, item.body, item.key);
          if (answer.status === 200 && answer.body.duplicate === true && answer.body.id === item.ackId) duplicatesAnswered += 1;
          else unexpected.push(`resend of ${item.label}: ${answer.status} ${JSON.stringify(answer.body)} (acknowledged as ${item.ackId})`);
        }
      }),
    );
    expect(running.child.exitCode, 'the same server process throughout').toBeNull();
    expect(await running.stop(), 'the server ended by itself on SIGTERM').toBe(true);

    // --- What the file holds, and what the log says.
    const snapshot = readSqliteFile(sqliteFileOf(dataDir));
    const all = devices.flatMap((d) => d.outbox);
    const lost = all.filter((s) => !snapshot.copiesByKey.has(s.key));
    const duplicated = [...snapshot.copiesByKey.values()].filter((copies) => copies > 1).length;
    const wrongContent = all.filter((s) => snapshot.byKey.get(s.key)?.answers.get(survey.questions.teks.id) !== s.label);
    const log = running.output();
    const loggedCauses = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line) as { level?: number; outage?: string; err?: { code?: string; message?: string } };
        } catch {
          return {};
        }
      })
      // The outage log's line for each outage's start (http/outage-log.ts).
      .filter((entry) => entry.level === 50 && entry.outage !== undefined)
      .map((entry) => `${entry.err?.code}: ${entry.err?.message}`);
    const causes = [...new Set(loggedCauses)];
    const byStatus = [...statuses.entries()].map(([name, count]) => `${name}×${count}`).join(', ');

    console.log(
      `[disk-full] ${disk.describe()}, ${DEVICES} devices: ${ackedBeforeFull} acknowledged before the first refusals, ` +
        `${refusedWhileFilling} refused while filling, ${storedWhileSettling} more stored in the log's last room, ` +
        `health ok ${okBetweenRefusals} times between refusals before degraded, ` +
        `${refusedWhileFull} refused while full (${[...new Set(refusals.map((r) => `${r.status} Retry-After ${r.retryAfter}`))].join(', ')}), ` +
        `health ${healthSeen.join('→')}, reads 200 while full, ${storedAfterFreeing} stored after freeing without restart, ` +
        `resends answered duplicate ${duplicatesAnswered}/${all.length}, ${lost.length} lost, ${duplicated} duplicated, ` +
        `integrity ${snapshot.integrity.join(',')}, logged cause ${causes.join(' | ')}, ${Date.now() - startedAt} ms`,
    );
    console.log(`[disk-full] answers by phase: ${byStatus}`);

    expect(unexpected).toEqual([]);
    expect([...statuses.keys()].filter((name) => name.endsWith(' 500')), 'never a 500').toEqual([]);
    const outage = (status: number) => (status === 507 ? OUTAGE_ANSWERS['disk-full'] : OUTAGE_ANSWERS.unavailable);
    for (const refusal of refusals) {
      expect(refusal.retryAfter, `Retry-After of a ${refusal.status} (${refusal.phase})`).toBe(String(outage(refusal.status).retryAfter));
      expect(refusal.body).toEqual(outage(refusal.status).body);
    }
    expect(refusals.every((r) => r.status === 507), 'a full disk is 507, not 503').toBe(true);
    expect(causes.length, 'the original error is logged at error level').toBeGreaterThan(0);
    const expectedCode = disk.kind === 'tmpfs' ? 'SQLITE_FULL' : 'SQLITE_IOERR_WRITE';
    expect(causes.every((cause) => cause.startsWith(`${expectedCode}:`)), `every logged cause is ${expectedCode}`).toBe(true);
    expect(log, 'the needless ROLLBACK never masks the cause').not.toMatch(/cannot rollback/i);
    expect(snapshot.integrity).toEqual(['ok']);
    expect(snapshot.foreignKeyProblems).toBe(0);
    expect(lost.map((s) => s.label), 'acknowledged or resent surveys missing from the file').toEqual([]);
    expect(duplicated, 'keys stored more than once').toBe(0);
    expect(wrongContent.map((s) => s.label), 'stored with other answers than sent').toEqual([]);
    expect(snapshot.responses, 'no response the devices did not send').toBe(all.length);
    expect(snapshot.answers).toBe(all.length * 4);
    expect(all.every((s) => s.acked)).toBe(true);
    expect(all.filter((s) => s.refusals > 0 && snapshot.copiesByKey.get(s.key) !== 1), 'refused, resent, stored once').toEqual([]);
    expect(duplicatesAnswered).toBe(all.length);
  });
});
