import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/postgres-cluster';

/**
 * A private PostgreSQL cluster the test can stop and start under a running server: initdb in a
 * temporary folder, a free loopback port, default durability. As tests/bench/lib/postgres-cluster.ts
 * (whose findPostgresBin picks the binaries), but keeping its data folder so `pg_ctl` can stop it
 * (fast: clients are told; immediate: a crash, recovered at the next start) and start it again on
 * the same port. As root, the server runs as the `postgres` user, which initdb requires.
 */

export type StopMode = 'fast' | 'immediate';

export interface ControlledPostgres {
  /** postgres://... of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** pg_ctl stop -w: resolves once the server is down. Asynchronous, so the test's clients keep going meanwhile. */
  stop(mode: StopMode): Promise<void>;
  /** pg_ctl start -w: resolves once it takes connections (after crash recovery, if any). */
  start(): Promise<void>;
  /** The server's own log, for a failure message. */
  log(): string;
  /** Stops it (immediate) and removes every file. */
  dispose(): void;
}

export async function startControlledPostgres(bin: string): Promise<ControlledPostgres> {
  const asRoot = process.getuid?.() === 0;
  const commandOf = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = commandOf(tool, args);
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  };
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, commandArgs] = commandOf(tool, args);
      execFile(command, commandArgs, { encoding: 'utf8', timeout: 120_000 }, (error, _stdout, stderr) =>
        error ? reject(new Error(`${tool} ${args.join(' ')}: ${error.message}\n${stderr}`)) : resolve(),
      );
    });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-reliability-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const startArgs = ['-D', data, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, '-l', logFile, '-w', '-t', '60', 'start'];
  const stopArgs = (mode: StopMode) => ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'];
  run('pg_ctl', startArgs);

  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    try {
      // Running (or left half stopped by a failed test) while its pid file is there.
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', stopArgs('immediate'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test that crashes still takes its cluster with it.
  process.once('exit', dispose);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode) => runAsync('pg_ctl', stopArgs(mode)),
    start: () => runAsync('pg_ctl', startArgs),
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    dispose,
  };
}
