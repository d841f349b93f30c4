import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchJawabanResponse, SubmitJawabanRequest, SubmitJawabanResponse } from '../../src/shared/schemas/answers';
import { type ApiUser, createHttpSurvey, createSurveyor, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { cleanUpAll, makeDataDir, type ServerProcess, sqliteFileOf, startServer } from './helpers/server-process';
import { readSqliteFile } from './helpers/sqlite-file';

/**
 * The promise behind every 2xx: an answer the server acknowledged is on disk, whole, and survives
 * the process being killed at any moment (SIGKILL: no shutdown code runs). Note what this does not
 * cover: SIGKILL keeps the operating system's page cache, so it proves commit-before-acknowledge and
 * crash recovery of the WAL, not fsync against a power cut (synchronous=FULL is there for that).
 */

const MAX_SUBMISSIONS = 2_000;
const TIME_BUDGET_MS = 10_000;
const SINGLE_LOOPS = 6;
const BATCH_LOOPS = 2;
const BATCH_SIZE = 5;
/** SIGKILL once this many submissions are acknowledged, or after KILL_AFTER_MS (and one acknowledgement). */
const KILL_AFTER_ACKS = 300;
const KILL_AFTER_MS = 4_000;
const REQUEST_TIMEOUT_MS = 15_000;

type State = 'unsent' | 'in-flight' | 'acknowledged' | 'no-answer' | 'refused';

interface Submission {
  n: number;
  key: string;
  body: SubmitJawabanRequest;
  state: State;
  /** The response id the server acknowledged, and how (201 created / 200 duplicate / batch result). */
  ackId?: number;
  detail?: string;
}

describe('crash durability (real server as a child process, SIGKILL mid-stream)', () => {
  afterAll(async () => {
    await cleanUpAll();
  });

  it('keeps every acknowledged submission whole after a SIGKILL, and a resend stores each exactly once', async () => {
    const dataDir = makeDataDir();
    let server: ServerProcess | undefined = await startServer(dataDir);
    try {
      const admin = await registerFirstAdmin(server.url);
      const surveyor = await createSurveyor(server.url, admin, 'Surveyor Andal');
      const survey = await createHttpSurvey(server.url, admin);
      const submissions: Submission[] = Array.from({ length: MAX_SUBMISSIONS }, (_, n) => ({
        n,
        key: randomUUID(),
        body: { ...numberedAnswers(survey, 'Kota', n), diisiPada: new Date(Date.UTC(2026, 4, 1, 8, 0, n % 60)).toISOString() },
        state: 'unsent',
      }));

      // --- Phase 1: a stream of submissions, and a SIGKILL in the middle of it.
      const running = server;
      const startedAt = Date.now();
      let next = 0;
      let requests = 0;
      let acknowledged = 0;
      let killed = false;
      let inFlightAtKill = 0;
      let killedAtMs = 0;
      const kill = () => {
        if (killed) return;
        killed = true;
        inFlightAtKill = submissions.filter((s) => s.state === 'in-flight').length;
        killedAtMs = Date.now() - startedAt;
        running.child.kill('SIGKILL');
      };
      // On a slow machine the time limit may come first; the kill still waits for one acknowledgement.
      let timeUp = false;
      const killTimer = setTimeout(() => {
        timeUp = true;
        if (acknowledged > 0) kill();
      }, KILL_AFTER_MS);
      const acknowledge = (submission: Submission, id: number | undefined, detail: string) => {
        submission.state = 'acknowledged';
        submission.ackId = id;
        submission.detail = detail;
        acknowledged += 1;
        if (acknowledged >= KILL_AFTER_ACKS || timeUp) kill();
      };
      const mayContinue = () => !killed && next < MAX_SUBMISSIONS && Date.now() - startedAt < TIME_BUDGET_MS;

      const singleLoop = async () => {
        while (mayContinue()) {
          const submission = submissions[next++];
          submission.state = 'in-flight';
          requests += 1;
          try {
            const response = await postOne(running.url, surveyor, submission);
            const body = (await response.json()) as Partial<SubmitJawabanResponse>;
            if (response.status === 201 || response.status === 200) acknowledge(submission, body.id, String(response.status));
            else [submission.state, submission.detail] = ['refused', `${response.status} ${JSON.stringify(body)}`];
          } catch (error) {
            [submission.state, submission.detail] = ['no-answer', String(error)];
          }
        }
      };
      const batchLoop = async () => {
        while (mayContinue()) {
          const items = submissions.slice(next, Math.min(next + BATCH_SIZE, MAX_SUBMISSIONS));
          next += items.length;
          for (const item of items) item.state = 'in-flight';
          requests += 1;
          try {
            const response = await postBatch(running.url, surveyor, items);
            if (response.status !== 200) {
              const text = await response.text();
              for (const item of items) [item.state, item.detail] = ['refused', `${response.status} ${text}`];
              continue;
            }
            const { results } = (await response.json()) as BatchJawabanResponse;
            for (const [index, item] of items.entries()) {
              const result = results[index];
              if (result?.idempotencyKey === item.key && result.status !== 'rejected') acknowledge(item, result.id, `batch ${result.status}`);
              else [item.state, item.detail] = ['refused', JSON.stringify(result)];
            }
          } catch (error) {
            for (const item of items) [item.state, item.detail] = ['no-answer', String(error)];
          }
        }
      };
      await Promise.all([
        ...Array.from({ length: SINGLE_LOOPS }, singleLoop),
        ...Array.from({ length: BATCH_LOOPS }, batchLoop),
      ]);
      clearTimeout(killTimer);
      kill();
      const ended = await running.exited;
      server = undefined;

      const attempted = submissions.filter((s) => s.state !== 'unsent');
      const acked = attempted.filter((s) => s.state === 'acknowledged');
      const refused = attempted.filter((s) => s.state === 'refused');
      expect(ended.signal, 'the server was killed, not stopped').toBe('SIGKILL');
      expect(refused.map((s) => s.detail), 'no submission may be refused: they are all valid').toEqual([]);
      expect(acked.length, 'the kill came mid-stream, after some acknowledgements').toBeGreaterThan(0);
      expect(attempted.length, 'the kill came before the stream ended by itself').toBeLessThan(MAX_SUBMISSIONS);

      // --- Phase 2: start again on the same data folder; read the file itself.
      server = await startServer(dataDir);
      const afterRestart = readSqliteFile(sqliteFileOf(dataDir));
      const storedAfterRestart = afterRestart.responses;
      console.log(
        `[crash-durability] sent ${attempted.length} (in ${requests} requests), ` +
          `acknowledged ${acked.length}, in flight at kill ${inFlightAtKill} (SIGKILL at ${killedAtMs} ms), ` +
          `no answer ${attempted.filter((s) => s.state === 'no-answer').length}, ` +
          `stored after restart ${storedAfterRestart} ` +
          `(${acked.filter((s) => afterRestart.byKey.has(s.key)).length} of the acknowledged, ` +
          `${storedAfterRestart - acked.filter((s) => afterRestart.byKey.has(s.key)).length} never acknowledged), ` +
          `integrity ${afterRestart.integrity.join(',')}`,
      );
      expect(afterRestart.journalMode).toBe('wal');
      expect(afterRestart.integrity).toEqual(['ok']);
      expect(afterRestart.foreignKeyProblems).toBe(0);

      const missing = acked.filter((s) => !afterRestart.byKey.has(s.key)).map((s) => s.key);
      expect(missing, 'acknowledged but not stored after the crash').toEqual([]);
      for (const submission of acked) {
        const stored = afterRestart.byKey.get(submission.key);
        expect(stored?.id, `stored under the id that was acknowledged (${submission.detail})`).toBe(submission.ackId);
      }
      // Whole or not at all: every stored response, acknowledged or not, has all its answers as sent.
      const byKey = new Map(submissions.map((s) => [s.key, s]));
      for (const stored of afterRestart.byKey.values()) {
        const submission = byKey.get(stored.idempotencyKey);
        expect(submission, `a stored key that was never sent: ${stored.idempotencyKey}`).toBeDefined();
        if (!submission) continue;
        expect(submission.state, `stored although never sent: ${submission.n}`).not.toBe('unsent');
        expect(stored.surveyorId).toBe(surveyor.user.id);
        expect(stored.kuesionerId).toBe(survey.kuesioner.id);
        expect(stored.answers, `answers of submission ${submission.n}`).toEqual(expectedAnswers(submission.body));
      }
      expect([...afterRestart.copiesByKey.values()].every((copies) => copies === 1)).toBe(true);
      expect(afterRestart.answers).toBe(storedAfterRestart * 4);

      // --- Phase 3: the device did not know what arrived, so it sends everything again.
      const restarted = server;
      const resent = { created: 0, duplicate: 0 };
      const unexpected: string[] = [];
      const queue = [...attempted];
      await Promise.all(
        Array.from({ length: SINGLE_LOOPS + BATCH_LOOPS }, async () => {
          for (let submission = queue.shift(); submission; submission = queue.shift()) {
            const response = await postOne(restarted.url, surveyor, submission);
            const body = (await response.json()) as Partial<SubmitJawabanResponse> & { message?: string };
            const before = afterRestart.byKey.get(submission.key);
            if (before && response.status === 200 && body.duplicate === true && body.id === before.id) resent.duplicate += 1;
            else if (!before && response.status === 201 && body.duplicate === false) resent.created += 1;
            else unexpected.push(`${submission.n} (${submission.state}, stored: ${Boolean(before)}): ${response.status} ${JSON.stringify(body)}`);
          }
        }),
      );
      expect(unexpected, 'a resend answers 200 duplicate with the stored id, or 201 when it had not arrived').toEqual([]);

      const final = readSqliteFile(sqliteFileOf(dataDir));
      expect(final.integrity).toEqual(['ok']);
      expect(final.responses, 'each sent submission stored exactly once').toBe(attempted.length);
      expect(attempted.filter((s) => final.copiesByKey.get(s.key) !== 1).map((s) => s.n)).toEqual([]);
      for (const submission of attempted) {
        expect(final.byKey.get(submission.key)?.answers, `answers of submission ${submission.n}`).toEqual(expectedAnswers(submission.body));
      }
      expect(final.answers).toBe(attempted.length * 4);

      console.log(
        `[crash-durability] resent ${attempted.length}: ${resent.duplicate} duplicate (200) + ${resent.created} created (201), ` +
          `stored at end ${final.responses}, each key once, integrity ${final.integrity.join(',')}`,
      );
      await server.stop();
      server = undefined;
    } finally {
      if (server) await server.crash();
    }
  });
});

function postOne(baseUrl: string, user: ApiUser, submission: Submission): Promise<Response> {
  return fetch(`${baseUrl}/api/jawaban`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'idempotency-key': submission.key },
    body: JSON.stringify(submission.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

function postBatch(baseUrl: string, user: ApiUser, items: Submission[]): Promise<Response> {
  return fetch(`${baseUrl}/api/jawaban/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ items: items.map((item) => ({ idempotencyKey: item.key, ...item.body })) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

function expectedAnswers(body: SubmitJawabanRequest): Map<number, string> {
  return new Map(body.jawaban.map((answer) => [answer.pertanyaan_id, String(answer.isi_jawaban)]));
}

