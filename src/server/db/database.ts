import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from './schema';
import { ensurePrivateDir, makePrivate, PRIVATE_FILE_MODE } from '../ops/private-files';
import { withPreparedStatements } from './prepared-statements';
import { SqliteDialectKeepingCause } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The SQLite file, for backups and integrity checks; undefined on PostgreSQL. */
  sqliteFile: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection; the default logs it. */
  onConnectionError?: (error: Error) => void;
}

const logConnectionError = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);

export const SQLITE_FILE_NAME = 'sport-impact.db';

// pg hands back bigint (count, sum of integers) and numeric as strings; our numbers fit a double.
const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function openSqlite(dataDir: string): DatabaseHandle {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  // SQLite gives the -wal and -shm files the database file's own mode: made owner-only before
  // it is opened, all three stay so whatever the umask.
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  makePrivate(file, `${file}-wal`, `${file}-shm`);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an answer acknowledged to a surveyor is on disk, even after a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingCause({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', sqliteFile: file, close: () => db.destroy() };
}

function openPostgres(url: string, onConnectionError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: 10 });
  // A connection dropped by the server (restart, failover, admin) must not crash the process: the
  // pool replaces it on the next query. The pool listens only while a connection is idle; one in
  // use reports on the connection itself, so every connection gets a listener too.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
  return { db, kind: 'postgres', sqliteFile: undefined, close: () => db.destroy() };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError ?? logConnectionError)
    : openSqlite(options.dataDir);
}
