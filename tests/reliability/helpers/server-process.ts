import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SQLITE_FILE_NAME } from '../../../src/server/db/database';

/**
 * The real server as a child process (`node --enable-source-maps dist-server/server.js`, as
 * `npm start` runs it, built first when its sources are newer), on a loopback port, over a data folder that outlives the process so it can be killed
 * and started again on the same SQLite file. Every child and folder made here is remembered, so
 * `cleanUpAll()` can end them even when a test failed half way.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Absolute, so the server can run in another working directory (the client benches serve their own build).
const SERVER_ENTRY = path.join(REPO_ROOT, 'dist-server/server.js');
const START_TIMEOUT_MS = 60_000;

const children = new Set<ChildProcess>();
const folders = new Set<string>();

// Last resort: a worker that dies without running afterAll still takes its servers with it.
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

let built = false;

/** The server bundle, rebuilt when its sources are newer (`npm start`'s own check), once per process. */
function buildServerOnce(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The server build failed:\n${result.stdout}${result.stderr}`);
  built = true;
}

export function makeDataDir(prefix = 'sis-reliability-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(dir);
  return dir;
}

export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE_NAME);
}

export interface ServerProcess {
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the child wrote, for the failure message. */
  output(): string;
  /** Resolves once the process is gone, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: the process ends at once, mid-request, as in a crash or an OOM kill. */
  crash(): Promise<void>;
  /** SIGTERM: graceful shutdown; SIGKILL after `graceMs` if it has not ended. Answers whether it ended by itself. */
  stop(graceMs?: number): Promise<boolean>;
  /** The setup code the server printed for the first Admin, once it is printed (it starts with no Admin). */
  setupCode(): Promise<string>;
}

// server.ts prints it after it listens, while no Admin exists; the first Admin always needs it.
const SETUP_CODE_LINE = /Belum ada Admin\. .* kode penyiapan ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/;
const SETUP_CODE_TIMEOUT_MS = 15_000;
// The running servers by URL, so the set-up helpers that get only a URL can find the code.
const byUrl = new Map<string, ServerProcess>();

/** The setup code of the server started here at `url`. */
export function setupCodeOf(url: string): Promise<string> {
  const server = byUrl.get(url);
  if (!server) return Promise.reject(new Error(`no server started here at ${url}: give registerFirstAdmin the instance's own URL`));
  return server.setupCode();
}

/**
 * `npm start`'s server process on a free loopback port over `dataDir` (SQLite unless `env` names
 * a DATABASE_URL), its output piped. `cwd`: the server serves the client build in `<cwd>/dist`;
 * `nodeArgs` go to Node before the entry (`--expose-gc`, a preloaded module).
 */
export function spawnServer(dataDir: string, env: Record<string, string>, cwd = REPO_ROOT, nodeArgs: string[] = []) {
  buildServerOnce();
  return spawn(process.execPath, [...nodeArgs, '--enable-source-maps', SERVER_ENTRY], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `cwd`: the server serves the client build in `<cwd>/dist`; `nodeArgs`: see spawnServer. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { cwd = REPO_ROOT, nodeArgs = [] as string[] } = {},
): Promise<ServerProcess> {
  const child = spawnServer(dataDir, env, cwd, nodeArgs);
  children.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const setupCode = () =>
    new Promise<string>((resolve, reject) => {
      const cleanUp = () => {
        clearTimeout(timer);
        child.stdout?.off('data', look);
        child.off('exit', gone);
      };
      const look = () => {
        const match = SETUP_CODE_LINE.exec(output);
        if (!match) return;
        cleanUp();
        resolve(match[1]);
      };
      const gone = () => {
        cleanUp();
        reject(new Error(`server exited before it printed a setup code:\n${output}`));
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`no setup code within ${SETUP_CODE_TIMEOUT_MS} ms:\n${output}`));
      }, SETUP_CODE_TIMEOUT_MS);
      // Listeners run in order: `output` already holds the chunk when `look` runs.
      child.stdout?.on('data', look);
      child.once('exit', gone);
      look();
      if (child.exitCode !== null || child.signalCode !== null) gone();
    });
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    setupCode,
    exited,
    crash: () => kill('SIGKILL'),
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return true;
      child.kill('SIGTERM');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!ended) await kill('SIGKILL');
      return ended;
    },
  };
  byUrl.set(server.url, server);
  void exited.then(() => {
    if (byUrl.get(server.url) === server) byUrl.delete(server.url);
  });
  return server;
}

/** Kills every server still running and removes every data folder made here. */
export async function cleanUpAll(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  folders.clear();
}
