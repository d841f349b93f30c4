import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for one benchmark run: initdb in a temporary folder, a free
 * loopback port, default durability (fsync and synchronous_commit on), removed at the end. As
 * root the server runs as the `postgres` user, which initdb requires.
 */

export interface PostgresCluster {
  /** postgres://... of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

/** The bin folder of the newest PostgreSQL installed, or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (bin) return bin;
  try {
    const fromPath = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return fs.existsSync(path.join(fromPath, 'initdb')) ? fromPath : undefined;
  } catch {
    return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const commandArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  run('pg_ctl', ['-D', data, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, '-l', path.join(dir, 'log'), '-w', 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  // A benchmark that crashes still takes its cluster with it.
  process.once('exit', stop);

  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function postgresVersion(url: string): Promise<string> {
  const { rows } = await adminQuery(url, 'show server_version');
  return String(rows[0].server_version);
}

/** A new empty database on the server of `url`, and its URL. */
export async function createPostgresDatabase(url: string, name: string): Promise<string> {
  await adminQuery(url, `create database ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
