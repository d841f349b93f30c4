import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config';
import { SQLITE_FILE_NAME } from '../db/database';
import { ensurePrivateDir, makePrivate, restrictNewFiles } from '../db/private-files';

/**
 * `npm run backup`: a consistent copy of the SQLite database, taken with SQLite's online backup
 * while the server keeps running (WAL lets readers and the writer go on). PostgreSQL is backed up
 * with pg_dump instead (README).
 */
async function main(): Promise<void> {
  restrictNewFiles();
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see README).');
    process.exit(1);
  }
  const source = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) {
    console.error(`No database at ${source}: nothing to back up.`);
    process.exit(1);
  }
  const folder = path.join(config.dataDir, 'backups');
  ensurePrivateDir(folder);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = process.argv[2] ?? path.join(folder, `sport-impact-${stamp}.db`);
  const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: copied in small steps, every write by the running server would
    // restart the copy, and a busy server could keep it from ever finishing.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  // A backup is one self-contained file: leave WAL mode, which the copy inherits from the source.
  const check = new SqliteDatabase(target);
  check.pragma('journal_mode = DELETE');
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  makePrivate(target);
  if (integrity !== 'ok') throw new Error(`backup failed its integrity check: ${String(integrity)}`);
  console.log(`Backup written to ${target} (integrity check: ok)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
