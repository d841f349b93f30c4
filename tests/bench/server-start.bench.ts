import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit } from './lib/emit';
import { median } from './lib/percentile';
import { rssMegabytes } from './lib/proc-stats';
import { scaled } from './lib/scale';

/**
 * How the production server starts (issue 24, item 5): the bundle `npm start` runs now
 * (`node dist-server/server.js`, TypeScript compiled away at build time) against the two ways of
 * running the TypeScript sources through tsx (`tsx src/server/server.ts`, the former `npm start`,
 * which keeps a parent process beside the server, and `node --import tsx`). Per way and run: the
 * time from spawn to the "berjalan di" line on a fresh SQLite folder (migrations included), the
 * memory of the whole process tree once started, and again after a burst of requests.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = scaled(7, 1);
const REQUESTS = scaled(500, 20);
const WAYS: Record<string, string[]> = {
  'bundle (node dist-server/server.js)': ['--enable-source-maps', 'dist-server/server.js'],
  'tsx CLI (tsx src/server/server.ts)': ['node_modules/tsx/dist/cli.mjs', 'src/server/server.ts'],
  'node --import tsx src/server/server.ts': ['--import', 'tsx', 'src/server/server.ts'],
};

/** The process and every descendant (tsx's CLI runs the server as its child). */
function treeRssMegabytes(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return rssMegabytes(pid) + children.reduce((sum, child) => sum + treeRssMegabytes(child), 0);
}

async function startOnce(args: string[]): Promise<{ child: ChildProcess; ms: number; port: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-start-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${output}`)));
  });
  return { child, ms: performance.now() - startedAt, port, dataDir };
}

execFileSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], { cwd: REPO, stdio: 'inherit' });
const figures = new Map(Object.keys(WAYS).map((way) => [way, { starts: [] as number[], idle: [] as number[], loaded: [] as number[] }]));
// The ways take turns run by run, so a slow minute of this shared machine falls on all of them.
for (let run = 0; run < RUNS; run += 1) {
  for (const [way, args] of Object.entries(WAYS)) {
    const measured = figures.get(way)!;
    const { child, ms, port, dataDir } = await startOnce(args);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    measured.starts.push(ms);
    measured.idle.push(treeRssMegabytes(child.pid!));
    for (let request = 0; request < REQUESTS; request += 1) await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
    measured.loaded.push(treeRssMegabytes(child.pid!));
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [way, { starts, idle, loaded }] of figures) {
  emit('server-start', way, {
    runs: RUNS,
    start_p50_ms: median(starts),
    start_min_ms: Math.min(...starts),
    rss_idle_p50_mb: median(idle),
    [`rss_after_${REQUESTS}_requests_p50_mb`]: median(loaded),
  });
}
