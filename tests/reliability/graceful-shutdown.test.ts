import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { SubmitJawabanRequest } from '../../src/shared/schemas/answers';
import { seedSurvey } from '../server/helpers/seed-survey';
import { type ApiUser, createHttpSurvey, createSurveyor, type HttpSurvey, numberedAnswers, registerFirstAdmin } from './helpers/http-api';
import { cleanUpAll, makeDataDir, type ServerProcess, sqliteFileOf, startServer } from './helpers/server-process';
import { readSqliteFile } from './helpers/sqlite-file';

/**
 * SIGTERM is a graceful shutdown: the server stops taking connections at once, finishes every
 * request already in flight (a batch whose body is still being uploaded, a spreadsheet download
 * the client reads slowly, single submissions), closes the database cleanly (WAL checkpointed,
 * no -wal file left) and exits 0. What the file holds afterwards is exactly what was
 * acknowledged. And `npm run backup` taken while surveys keep arriving gives a file that opens,
 * passes integrity_check and holds a consistent snapshot: every response in it has all its
 * answers, each as the server stored it.
 *
 * The clients here use keep-alive connections and close them once their requests are answered
 * (as a phone going away would). A server that waits for idle keep-alive connections has its own
 * test below.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Seeded responses: the download is a real spreadsheet of this many rows, more than socket buffers hold. */
const EXPORT_RESPONSES = 4_000;
const BATCH_ITEMS = 100;
const SUBMIT_LOOPS = 4;
const MIN_ACKS_BEFORE_SIGTERM = 20;
/** After the last in-flight answer and the clients closing, the process must be gone within this. */
const EXIT_WITHIN_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** How long `docker stop` waits before SIGKILL. */
const DOCKER_STOP_GRACE_MS = 10_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  agent: http.Agent | false,
  url: string,
  method: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(url, {
      method,
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fills a data folder with a migrated database holding one event of EXPORT_RESPONSES responses. */
async function seedDataDir(dataDir: string): Promise<number> {
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(database.db, database.kind);
    const seeded = await seedSurvey(database.db, { responses: EXPORT_RESPONSES, surveyorId: null, namaEvent: 'Festival Unduhan Besar' });
    return seeded.eventId;
  } finally {
    await database.close();
  }
}

type State = 'acknowledged' | 'refused' | 'no-answer';
interface Submission {
  key: string;
  body: SubmitJawabanRequest;
  state?: State;
  id?: number;
  detail?: string;
}

/**
 * Loops of single submissions until told to stop or until the server stops answering. Answers
 * other than 2xx and network errors end a loop; each submission remembers what it got.
 */
function submissionStream(server: ServerProcess, agent: http.Agent, surveyor: ApiUser, survey: HttpSurvey, label: string) {
  const submissions: Submission[] = [];
  let stopped = false;
  let counter = 0;
  const loop = async () => {
    while (!stopped) {
      const n = counter++;
      const submission: Submission = { key: randomUUID(), body: numberedAnswers(survey, label, n) };
      submissions.push(submission);
      try {
        const answer = await request(agent, `${server.url}/api/jawaban`, 'POST', {
          token: surveyor.token,
          body: submission.body,
          headers: { 'idempotency-key': submission.key },
        });
        if (answer.status === 201 || answer.status === 200) {
          submission.state = 'acknowledged';
          submission.id = json<{ id: number }>(answer).id;
        } else {
          submission.state = 'refused';
          submission.detail = `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`;
          return;
        }
      } catch (error) {
        submission.state = 'no-answer';
        submission.detail = String(error);
        return;
      }
    }
  };
  const loops = Promise.all(Array.from({ length: SUBMIT_LOOPS }, loop));
  return {
    submissions,
    acknowledged: () => submissions.filter((s) => s.state === 'acknowledged'),
    async stop() {
      stopped = true;
      await loops;
    },
    done: loops,
  };
}

/** Answers of a SQLite file: response id -> question id -> text, plus each response's idempotency key. */
function readResponses(file: string) {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite
      .prepare(
        `select r.id, r.idempotency_key as key, r.kuesioner_id as kuesionerId, j.pertanyaan_id as pertanyaanId, j.isi_jawaban as isi
           from respons r left join jawaban j on j.respons_id = r.id order by r.id, j.pertanyaan_id`,
      )
      .all() as { id: number; key: string; kuesionerId: number; pertanyaanId: number | null; isi: string | null }[];
    const questionsPerKuesioner = new Map(
      (sqlite.prepare('select kuesioner_id as k, count(*) as n from pertanyaan group by kuesioner_id').all() as { k: number; n: number }[]).map(
        (row) => [row.k, row.n],
      ),
    );
    const responses = new Map<number, { key: string; kuesionerId: number; answers: Map<number, string> }>();
    for (const row of rows) {
      let response = responses.get(row.id);
      if (!response) {
        response = { key: row.key, kuesionerId: row.kuesionerId, answers: new Map() };
        responses.set(row.id, response);
      }
      if (row.pertanyaanId !== null && row.isi !== null) response.answers.set(row.pertanyaanId, row.isi);
    }
    return {
      integrity: (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check),
      foreignKeyProblems: (sqlite.pragma('foreign_key_check') as unknown[]).length,
      journalMode: sqlite.pragma('journal_mode', { simple: true }) as string,
      questionsPerKuesioner,
      responses,
    };
  } finally {
    sqlite.close();
  }
}

function expectedAnswers(body: SubmitJawabanRequest): Map<number, string> {
  return new Map(body.jawaban.map((answer) => [answer.pertanyaan_id, String(answer.isi_jawaban)]));
}

/** Polls with fresh connections until the server refuses or resets them (or answers 503); resolves with what it saw. */
async function waitUntilRefusing(url: string, limitMs: number): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const answer = await request(false, `${url}/api/health`, 'GET');
      if (answer.status === 503) return `503 ${answer.body.toString('utf8')}`;
      expect(answer.status).toBe(200);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED') return 'ECONNREFUSED';
      // A connection the kernel accepted just as the server stopped listening, closed before any
      // request was read (the shutdown closes idle connections): not served either.
      if (code === 'ECONNRESET') return 'ECONNRESET';
      throw error;
    }
    await sleep(25);
  }
  throw new Error(`new connections were still served ${limitMs} ms after SIGTERM`);
}

describe('graceful shutdown and online backup (real server as a child process)', () => {
  afterAll(async () => {
    await cleanUpAll();
  });

  it('SIGTERM: in-flight requests finish with 2xx, new connections are refused, exit 0, the file is clean and holds what was acknowledged', async () => {
    const dataDir = makeDataDir('sis-shutdown-');
    const exportEventId = await seedDataDir(dataDir);
    const server = await startServer(dataDir);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const admin = await registerFirstAdmin(server.url);
      const surveyor = await createSurveyor(server.url, admin, 'Surveyor Penutupan');
      const survey = await createHttpSurvey(server.url, admin);

      // 1. A stream of single submissions, on keep-alive connections.
      const stream = submissionStream(server, agent, surveyor, survey, 'Kota');

      await expect.poll(() => stream.acknowledged().length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(MIN_ACKS_BEFORE_SIGTERM);

      // 2. A spreadsheet download, read one chunk and then held (backpressure stops the server's writer).
      // Started only once the stream runs, as the batch below, so it is held seconds, not the time a
      // loaded machine takes to get here: past the server's 40 s request timeout it is cut (CI saw it).
      let resumeDownload!: () => void;
      let firstChunk!: () => void;
      const downloadStarted = new Promise<void>((resolve) => {
        firstChunk = resolve;
      });
      const downloadAnswer = new Promise<Answer>((resolve, reject) => {
        const req = http.get(`${server.url}/api/events/${exportEventId}/hasil-survei/download`, {
          agent,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            res.pause();
            firstChunk();
            res.on('data', (more: Buffer) => chunks.push(more));
          });
          resumeDownload = () => res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', (error) => reject(new Error(`the held download was cut: ${error.message}`)));
        });
        req.on('error', (error) => reject(new Error(`the held download failed: ${error.message}`)));
      });

      await downloadStarted;

      // 3. A batch of 100 whose body is only half uploaded when SIGTERM comes. Started only now, so
      // the upload is held for seconds, well within the server's 40 s request timeout however long
      // the loaded machine took to get here; the server has read its headers once a single
      // submission sent after it was acknowledged.
      const batchItems = Array.from({ length: BATCH_ITEMS }, (_, n) => ({ idempotencyKey: randomUUID(), ...numberedAnswers(survey, 'Batch', n) }));
      const batchText = JSON.stringify({ items: batchItems });
      const half = Math.floor(batchText.length / 2);
      let finishUpload!: () => void;
      let uploading!: () => void;
      const started = new Promise<void>((resolve) => {
        uploading = resolve;
      });
      const batchAnswer = new Promise<Answer>((resolve, reject) => {
        const req = http.request(`${server.url}/api/jawaban/batch`, {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(batchText)),
            authorization: `Bearer ${surveyor.token}`,
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', (error) => reject(new Error(`the half-uploaded batch's answer was cut: ${error.message}`)));
        });
        req.on('error', (error) => reject(new Error(`the half-uploaded batch failed: ${error.message}`)));
        req.on('socket', (socket) => (socket.connecting ? socket.once('connect', () => uploading()) : uploading()));
        req.write(batchText.slice(0, half));
        finishUpload = () => req.end(batchText.slice(half));
      });

      await started;
      const acksBeforeBatch = stream.acknowledged().length;
      await expect.poll(() => stream.acknowledged().length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(acksBeforeBatch);

      // --- SIGTERM, with all three kinds of request in flight.
      server.child.kill('SIGTERM');
      const refusal = await waitUntilRefusing(server.url, 10_000);
      expect(server.child.exitCode, 'the server waits for the requests in flight').toBeNull();

      finishUpload();
      resumeDownload();
      const [batch, download] = await Promise.all([batchAnswer, downloadAnswer]);
      await stream.done;

      // The batch: all 100 stored.
      expect(batch.status, batch.body.toString('utf8').slice(0, 300)).toBe(200);
      const { results } = json<{ results: { idempotencyKey: string; status: string; id: number }[] }>(batch);
      expect(results.map((result) => result.status)).toEqual(Array(BATCH_ITEMS).fill('created'));

      // The download: a whole spreadsheet with every seeded response.
      expect(download.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.body as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.actualRowCount, 'header + one row per seeded response').toBe(EXPORT_RESPONSES + 1);

      // The single submissions: every one either acknowledged, or refused / unanswered after SIGTERM.
      const acked = stream.acknowledged();
      const unacked = stream.submissions.filter((s) => s.state !== 'acknowledged');
      expect(unacked.length, 'every loop ended because the server stopped answering').toBeGreaterThanOrEqual(1);
      for (const submission of unacked) {
        expect(submission.detail, 'refused only by a 503 or a closed connection').toMatch(/^503 |ECONNREFUSED|ECONNRESET|socket hang up|EPIPE/);
      }

      // --- The clients go away; the process must exit 0 promptly.
      const lastAnswerAt = Date.now();
      agent.destroy();
      const exit = await Promise.race([server.exited, sleep(EXIT_WITHIN_MS).then(() => 'still running' as const)]);
      expect(exit, `the process ends within ${EXIT_WITHIN_MS} ms of the last answer:\n${server.output()}`).toEqual({ code: 0, signal: null });
      const exitMs = Date.now() - lastAnswerAt;

      // --- The file: cleanly closed, intact, holding exactly what was acknowledged.
      const file = sqliteFileOf(dataDir);
      const walLeft = fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
      expect(walLeft, 'the WAL was checkpointed and removed at close').toBe(0);
      expect(fs.existsSync(`${file}-shm`), 'no shared-memory file left').toBe(false);
      const stored = readSqliteFile(file);
      expect(stored.journalMode).toBe('wal');
      expect(stored.integrity).toEqual(['ok']);
      expect(stored.foreignKeyProblems).toBe(0);
      expect(stored.responses, 'seeded + acknowledged singles + the batch, nothing else').toBe(EXPORT_RESPONSES + acked.length + BATCH_ITEMS);
      for (const submission of acked) {
        const row = stored.byKey.get(submission.key);
        expect(row?.id, `acknowledged submission ${submission.key}`).toBe(submission.id);
        expect(row?.answers).toEqual(expectedAnswers(submission.body));
      }
      for (const [index, item] of batchItems.entries()) {
        expect(stored.byKey.get(item.idempotencyKey)?.id).toBe(results[index].id);
        expect(stored.byKey.get(item.idempotencyKey)?.answers).toEqual(expectedAnswers(item));
      }
      for (const submission of unacked) expect(stored.byKey.has(submission.key), `unacknowledged ${submission.detail}`).toBe(false);
      expect(stored.answers).toBe(stored.responses * 4);

      console.log(
        `[graceful-shutdown] in flight at SIGTERM: a half-uploaded batch of ${BATCH_ITEMS}, a held download of ${EXPORT_RESPONSES} rows ` +
          `(${download.body.length} bytes), ${SUBMIT_LOOPS} submission loops; new connection after SIGTERM: ${refusal}; ` +
          `acknowledged singles ${acked.length}, ended by ${[...new Set(unacked.map((s) => String(s.detail).slice(0, 40)))].join(' | ')}; ` +
          `exit 0 ${exitMs} ms after the last answer; WAL left ${walLeft} bytes; rows ${stored.responses}`,
      );
    } finally {
      agent.destroy();
      await server.crash();
    }
  });

  /**
   * A request in flight at SIGTERM on a kept-alive connection: its answer closes the connection and
   * idle sockets are reaped while closing, so the exit does not wait for the 72 s keep-alive timeout.
   */
  it('exits within 10 s (docker stop) of SIGTERM while a client keeps the connection of an in-flight request open', async () => {
    // Request logs on: the test waits for the server to have taken the request in.
    const server = await startServer(makeDataDir('sis-shutdown-keepalive-'), { LOG_LEVEL: 'info' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      let finish!: () => void;
      const inFlight = new Promise<Answer>((resolve, reject) => {
        const req = http.request(`${server.url}/api/login`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }));
        });
        req.on('error', reject);
        req.write('{"email":"tidak.ada@andal.id",');
        finish = () => req.end('"password":"tebakan-salah-1"}');
      });
      // In flight: the server has read the headers and waits for the rest of the body.
      await expect
        .poll(() => /"url":"\/api\/login".*"msg":"incoming request"/.test(server.output()), { timeout: 10_000, interval: 10 })
        .toBe(true);
      server.child.kill('SIGTERM');
      await waitUntilRefusing(server.url, 10_000);
      finish();
      expect((await inFlight).status).toBe(401);
      const exit = await Promise.race([server.exited, sleep(DOCKER_STOP_GRACE_MS).then(() => 'still running' as const)]);
      expect(exit).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
      await server.crash();
    }
  });

  it('npm run backup while surveys keep arriving: the copy opens, is intact, and every response in it is whole', async () => {
    const dataDir = makeDataDir('sis-backup-');
    await seedDataDir(dataDir);
    const server = await startServer(dataDir);
    const agent = new http.Agent({ keepAlive: true });
    const backupFile = path.join(dataDir, 'salinan', 'cadangan.db');
    fs.mkdirSync(path.dirname(backupFile));
    try {
      const admin = await registerFirstAdmin(server.url);
      const surveyor = await createSurveyor(server.url, admin, 'Surveyor Cadangan');
      const survey = await createHttpSurvey(server.url, admin);
      const stream = submissionStream(server, agent, surveyor, survey, 'Cadangan');
      await expect.poll(() => stream.acknowledged().length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(MIN_ACKS_BEFORE_SIGTERM);
      const ackedBefore = stream.acknowledged().map((s) => s.key);

      const backup = await runBackup(dataDir, backupFile);
      const ackedDuringBackup = stream.acknowledged().length - ackedBefore.length;
      await stream.stop();
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/Backup written to .*\(integrity check: ok\)/);
      expect(stream.submissions.filter((s) => s.state !== 'acknowledged').map((s) => s.detail), 'the stream ran without a refusal').toEqual([]);

      const copy = readResponses(backupFile);
      expect(copy.integrity).toEqual(['ok']);
      expect(copy.foreignKeyProblems).toBe(0);
      expect(copy.journalMode, 'a backup is one self-contained file').toBe('delete');
      expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);
      for (const [id, response] of copy.responses) {
        expect(response.answers.size, `response ${id} has an answer for each of its questions`).toBe(copy.questionsPerKuesioner.get(response.kuesionerId));
      }
      const keysInCopy = new Set([...copy.responses.values()].map((response) => response.key));
      expect(ackedBefore.filter((key) => !keysInCopy.has(key)), 'acknowledged before the backup began, yet missing from it').toEqual([]);

      // The copy is a snapshot of the live file: each response in it is there too, answer for answer.
      expect(await server.stop(), 'graceful stop').toBe(true);
      const live = readResponses(sqliteFileOf(dataDir));
      expect(live.integrity).toEqual(['ok']);
      for (const [id, response] of copy.responses) expect(live.responses.get(id), `response ${id}`).toEqual(response);
      expect(live.responses.size).toBe(EXPORT_RESPONSES + stream.acknowledged().length);
      console.log(
        `[backup] ${copy.responses.size} responses in the copy (${copy.responses.size - EXPORT_RESPONSES} of the stream), ` +
          `${ackedDuringBackup} acknowledged while the backup ran, ${live.responses.size} in the live file; backup took ${backup.ms} ms`,
      );
    } finally {
      agent.destroy();
      await server.crash();
    }
  });
});

/** `npm run backup -- <file>` against the data folder, as an operator runs it. */
function runBackup(dataDir: string, target: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', target], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}
