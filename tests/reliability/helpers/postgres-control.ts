import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/postgres-cluster';

/**
 * A private PostgreSQL cluster the test can stop and start, or freeze and thaw, under a running
 * server: initdb in a temporary folder, a free loopback port, default durability. As
 * tests/bench/lib/postgres-cluster.ts (whose findPostgresBin picks the binaries), but keeping its
 * data folder so `pg_ctl` can stop it (fast: clients are told; immediate: a crash, recovered at the
 * next start) and start it again on the same port. As root, the server runs as the `postgres`
 * user, which initdb requires.
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
  /**
   * SIGSTOP to the postmaster and every process it started: the server neither answers nor closes
   * a connection, as a frozen VM or a network cut looks (the kernel still accepts connections).
   */
  freeze(): void;
  /** SIGCONT to the processes frozen; does nothing when none are. */
  thaw(): void;
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

  let frozen: number[] = [];
  const freeze = () => {
    const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The postmaster first: stopped, it starts no new process while its children are found.
    frozen = [postmaster];
    process.kill(postmaster, 'SIGSTOP');
    for (const child of childrenOf(postmaster)) {
      process.kill(child, 'SIGSTOP');
      frozen.push(child);
    }
  };
  const thaw = () => {
    for (const pid of frozen.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone already: nothing to wake.
      }
    }
  };

  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    thaw();
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
    freeze,
    thaw,
    start: () => runAsync('pg_ctl', startArgs),
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    dispose,
  };
}

/** The processes whose parent is `pid`, read from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid ...": the name may hold spaces and parentheses, so read after the last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}
