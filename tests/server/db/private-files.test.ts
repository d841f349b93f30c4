import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../src/server/auth/jwt-secret';
import { openDatabase, SQLITE_FILE_NAME } from '../../../src/server/db/database';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = pathToFileURL(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('tsx')).href;
const run = promisify(execFile);

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-modes-'));
  folders.push(folder);
  return folder;
}

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

/** Opens the database the way the server does, writes a row so the WAL and its index exist. */
async function openAndWrite(dataDir: string) {
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  await sql`create table if not exists catatan (isi text)`.execute(handle.db);
  await sql`insert into catatan (isi) values ('rahasia responden')`.execute(handle.db);
  return handle;
}

describe('files on disk are readable by the server account only', () => {
  let umask: number;
  // The usual umask of a shell or service: what made the files world-readable before.
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('a fresh data folder: the folder 0700, the database, its -wal and -shm 0600', async () => {
    const dataDir = path.join(tempFolder(), 'data');
    const handle = await openAndWrite(dataDir);
    try {
      const file = path.join(dataDir, SQLITE_FILE_NAME);
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(fs.existsSync(`${file}-shm`)).toBe(true);
      expect(modeOf(dataDir)).toBe('700');
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
    } finally {
      await handle.close();
    }
  });

  it('an install made before the rule (0755 folder, 0644 files) is tightened at open', async () => {
    const dataDir = tempFolder();
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    const old = new SqliteDatabase(file);
    old.pragma('journal_mode = WAL');
    old.exec("create table catatan (isi text); insert into catatan values ('lama')");
    expect([file, `${file}-wal`].map(modeOf)).toEqual(['644', '644']);

    const handle = await openAndWrite(dataDir);
    try {
      expect(modeOf(dataDir)).toBe('700');
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
    } finally {
      old.close();
      await handle.close();
    }
  });

  it('the generated token secret: 0600 in a 0700 folder, and a kept one is tightened', () => {
    const dataDir = path.join(tempFolder(), 'data');
    resolveJwtSecret(undefined, dataDir);
    const secretFile = path.join(dataDir, 'jwt-secret');
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(secretFile)).toBe('600');

    fs.chmodSync(secretFile, 0o644);
    resolveJwtSecret(undefined, dataDir);
    expect(modeOf(secretFile)).toBe('600');
  });

  it('npm run backup writes its folder 0700 and the copy 0600', { timeout: 60_000 }, async () => {
    const dataDir = tempFolder();
    await (await openAndWrite(dataDir)).close();
    const script = path.join(REPO_ROOT, 'src/server/ops/backup.ts');
    const env = { ...process.env, DATA_DIR: dataDir, JWT_SECRET: '', DATABASE_URL: '' };
    const { stdout } = await run(process.execPath, ['--import', TSX, script], { cwd: REPO_ROOT, env });
    const copy = /Backup written to (.*) \(integrity check: ok\)/.exec(stdout)?.[1];
    expect(copy, stdout).toBeDefined();
    expect(modeOf(path.join(dataDir, 'backups'))).toBe('700');
    expect(modeOf(copy as string)).toBe('600');

    const chosen = path.join(tempFolder(), 'salinan.db');
    await run(process.execPath, ['--import', TSX, script, chosen], { cwd: REPO_ROOT, env });
    expect(modeOf(chosen)).toBe('600');
  });
});
