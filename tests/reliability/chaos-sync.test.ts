import { randomUUID } from 'node:crypto';
import Dexie from 'dexie';
import { afterAll, describe, expect, it } from 'vitest';
import { answerSchemas } from '../../src/client/offline/answer-schemas';
import { realmLock } from '../../src/client/offline/drain-lock';
import { type OfflineDb, openOfflineDb } from '../../src/client/offline/offline-db';
import { enqueueSurvey } from '../../src/client/offline/outbox';
import { saveSession } from '../../src/client/offline/session-store';
import { createSyncEngine, type SyncEngine } from '../../src/client/offline/sync-engine';
import { seededRandom } from '../../src/shared/random/random-source';
import { type ChaosProxy, type FaultRates, startChaosProxy } from './helpers/chaos-proxy';
import { type ApiUser, createHttpSurvey, createSurveyor, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { cleanUpAll, makeDataDir, type ServerProcess, sqliteFileOf, startServer } from './helpers/server-process';
import { readSqliteFile } from './helpers/sqlite-file';

/**
 * Exactly once under chaos: the real sync engine on 20 simulated devices (each its own
 * fake-indexeddb database, surveyor and token), through a proxy that drops, delays, stalls, refuses
 * and loses answers after the server committed, while the real server (a child process on one data
 * folder) is killed and restarted. At the end every survey is on the server once, and no device
 * still holds or gave up on any.
 */

const DEVICES = 20;
const ROUNDS = 10;
const PER_ROUND = 10;
const TOTAL = DEVICES * ROUNDS * PER_ROUND;
const SEED = 0x5eed_2026;
const REQUEST_TIMEOUT_MS = 3_000;
/** From the first survey enqueued: every outbox must be empty by then. */
const DEADLINE_MS = 90_000;
const MAX_DRAINS_PER_DEVICE = 600;
const RATES: FaultRates = { drop: 0.06, delay: 0.12, stall: 0.015, '502': 0.07, lose: 0.08, truncate: 0.04, '413': 0.04 };
/** When to restart the server, by the share of surveys already enqueued. */
const RESTARTS: { at: number; how: 'SIGKILL' | 'SIGTERM' }[] = [
  { at: 0.2, how: 'SIGKILL' },
  { at: 0.55, how: 'SIGTERM' },
];

interface Device {
  index: number;
  user: ApiUser;
  db: OfflineDb;
  engine: SyncEngine;
  keys: string[];
  labels: string[];
  drains: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exactly once under chaos (20 devices, faulty proxy, server restarts)', () => {
  let proxy: ChaosProxy | undefined;
  const devices: Device[] = [];

  afterAll(async () => {
    await proxy?.close();
    for (const device of devices) {
      device.db.close();
      await Dexie.delete(device.db.name);
    }
    await cleanUpAll();
  });

  it('stores every survey exactly once, leaves no pending or failed item', async () => {
    const dataDir = makeDataDir();
    let server: ServerProcess = await startServer(dataDir);
    const admin = await registerFirstAdmin(server.url);
    const survey = await createHttpSurvey(server.url, admin);
    const users: ApiUser[] = [];
    for (let start = 0; start < DEVICES; start += 5) {
      const group = Array.from({ length: Math.min(5, DEVICES - start) }, (_, i) => createSurveyor(server.url, admin, `Surveyor ${start + i + 1}`));
      users.push(...(await Promise.all(group)));
    }

    proxy = await startChaosProxy({ seed: SEED, rates: RATES, clientTimeoutMs: REQUEST_TIMEOUT_MS });
    proxy.setTarget(server.port);
    const chaos = proxy;
    for (const [index, user] of users.entries()) {
      const db = openOfflineDb(`chaos-device-${index}-${randomUUID()}`);
      await saveSession(db, user.user, user.token);
      const engine = createSyncEngine({
        db,
        answerSchemas: async () => answerSchemas,
        baseUrl: chaos.url,
        fetch: (input, init) => fetch(input, init),
        lock: realmLock(`chaos-device-${index}-${randomUUID()}`),
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
      });
      devices.push({ index, user, db, engine, keys: [], labels: [], drains: 0 });
    }

    const startedAt = Date.now();
    const deadline = startedAt + DEADLINE_MS;
    let enqueued = 0;
    let restartsDone = false;
    const restartNotes: string[] = [];

    const runDevice = async (device: Device) => {
      const pace = seededRandom(SEED + device.index);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let i = 0; i < PER_ROUND; i += 1) {
          const n = round * PER_ROUND + i;
          const label = `Perangkat ${device.index} survei`;
          const item = await enqueueSurvey(device.db, {
            userId: device.user.user.id,
            eventId: survey.event.id,
            kuesionerId: survey.kuesioner.id,
            namaEvent: survey.event.nama_event,
            tipeResponden: survey.kuesioner.tipe_responden,
            jawaban: numberedAnswers(survey, label, n).jawaban,
          });
          device.keys.push(item.idempotencyKey);
          device.labels.push(`${label} ${n}`);
          enqueued += 1;
        }
        device.drains += 1;
        await device.engine.drain();
        await sleep(200 + Math.floor(pace() * 500));
      }
      while (Date.now() < deadline && device.drains < MAX_DRAINS_PER_DEVICE) {
        device.drains += 1;
        const report = await device.engine.drain();
        if (report.waiting === 0 && restartsDone) return;
        await sleep(report.waiting === 0 ? 250 : 100 + Math.floor(pace() * 200));
      }
    };

    const runRestarts = async () => {
      try {
        for (const restart of RESTARTS) {
          while (enqueued < restart.at * TOTAL && Date.now() < deadline) await sleep(20);
          // Strike while the server is working on something, so the kill lands mid-request.
          const waitUntil = Date.now() + 1_000;
          while (chaos.inFlightUpstream() === 0 && Date.now() < waitUntil) await sleep(5);
          const inFlight = chaos.inFlightUpstream();
          const downAt = Date.now();
          let how: string = restart.how;
          if (restart.how === 'SIGKILL') await server.crash();
          else if (!(await server.stop(15_000))) how = 'SIGTERM (did not end in 15 s, then SIGKILL)';
          server = await startServer(dataDir);
          chaos.setTarget(server.port);
          restartNotes.push(`${how} at ${enqueued}/${TOTAL} enqueued, ${inFlight} in flight, down ${Date.now() - downAt} ms`);
        }
      } finally {
        restartsDone = true;
      }
    };

    // A failure of the run itself (a server that would not start again) is reported after the figures.
    const settled = await Promise.allSettled([runRestarts(), ...devices.map(runDevice)]);
    const outcome = settled.find((result) => result.status === 'rejected')?.reason as unknown;
    const elapsed = Date.now() - startedAt;
    if (!(await server.stop(15_000))) restartNotes.push('final SIGTERM did not end in 15 s');
    await report(elapsed, outcome);

    async function report(elapsed: number, runError: unknown) {
      const snapshot = readSqliteFile(sqliteFileOf(dataDir));
      const counts = { pending: 0, failed: 0, sent: 0, sentWithoutServerId: 0 };
      const failures: string[] = [];
      const wrongServerId: string[] = [];
      const wrongSurveyor: string[] = [];
      for (const device of devices) {
        for (const item of await device.db.outbox.toArray()) {
          counts[item.status] += 1;
          if (item.status === 'failed') failures.push(`device ${device.index}: ${item.lastError}`);
          if (item.status === 'sent' && item.serverId === undefined) counts.sentWithoutServerId += 1;
          const stored = snapshot.byKey.get(item.idempotencyKey);
          if (item.status === 'sent' && item.serverId !== undefined && stored?.id !== item.serverId) {
            wrongServerId.push(`${item.idempotencyKey}: device says ${item.serverId}, server has ${stored?.id}`);
          }
          if (stored && stored.surveyorId !== device.user.user.id) wrongSurveyor.push(item.idempotencyKey);
        }
      }
      const keys = devices.flatMap((device) => device.keys);
      const labels = devices.flatMap((device) => device.labels);
      const lost = keys.filter((key) => !snapshot.copiesByKey.has(key));
      const keyCopies = [...snapshot.copiesByKey.values()].filter((copies) => copies > 1).length;
      // A survey stored twice under two keys would show as its unique label stored twice.
      const labelCopies = new Map<string, number>();
      for (const stored of snapshot.byKey.values()) {
        const label = stored.answers.get(survey.questions.teks.id) ?? '?';
        labelCopies.set(label, (labelCopies.get(label) ?? 0) + 1);
      }
      const duplicates = keyCopies + [...labelCopies.values()].filter((copies) => copies > 1).length;
      const known = new Set(keys);
      const strangers = [...snapshot.copiesByKey.keys()].filter((key) => !known.has(key));
      const incomplete = [...snapshot.byKey.values()].filter((stored) => stored.answers.size !== 4).length;
      const faults = Object.entries(chaos.faults)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');

      console.log(
        `[chaos-sync] submissions ${keys.length} (${DEVICES} devices), stored ${snapshot.responses}, ` +
          `requests through proxy ${chaos.requests}, faults: ${faults} (answers lost after a 2xx: ${chaos.lostAfterCommit}), server restarts ${restartNotes.length}, ` +
          `duplicates ${duplicates}, lost ${lost.length}, pending ${counts.pending}, failed ${counts.failed}, ` +
          `sent without server id ${counts.sentWithoutServerId}, drains ${devices.reduce((sum, d) => sum + d.drains, 0)}, ` +
          `${elapsed} ms`,
      );
      console.log(`[chaos-sync] restarts: ${restartNotes.join('; ')}`);

      if (runError) throw runError;
      expect(snapshot.integrity).toEqual(['ok']);
      expect(restartNotes.length, 'the server was restarted mid-stream').toBe(RESTARTS.length);
      expect(keys.length).toBe(TOTAL);
      expect(failures, 'no item may be marked failed: every survey is valid').toEqual([]);
      expect(counts.pending, 'no item may be left pending').toBe(0);
      expect(lost.length, 'lost surveys').toBe(0);
      expect(duplicates, 'duplicated surveys').toBe(0);
      expect(strangers).toEqual([]);
      expect(incomplete, 'responses stored without all their answers').toBe(0);
      expect(snapshot.responses).toBe(TOTAL);
      expect(wrongServerId).toEqual([]);
      expect(wrongSurveyor, "a survey sent with another user's token").toEqual([]);
      expect(labels.filter((label) => labelCopies.get(label) !== 1), 'surveys not stored exactly once, by content').toEqual([]);
      expect(chaos.lostAfterCommit, 'some answers were lost after the server committed').toBeGreaterThan(0);
    }
  });
});
