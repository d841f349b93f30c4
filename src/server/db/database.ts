import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from './schema';
import { ensurePrivateDir, makePrivate, PRIVATE_FILE_MODE } from './private-files';
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
  /**
   * PostgreSQL: give up on a query the server has not answered within QUERY_TIMEOUT_MS. On (the
   * default) for serving requests; off for migrations and scripts, whose statements may rightly
   * run for minutes (an index over every response) or wait for another instance's migration.
   */
  queryTimeout?: boolean;
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

// A PostgreSQL that stops answering (a frozen VM, a network cut, a server stopped with SIGSTOP)
// leaves a socket that neither answers nor closes: without deadlines a request, /api/health and
// the start itself would wait for it forever. So every wait on the database is bounded, and one
// that runs out counts as the database being unavailable (db/outage.ts): 503 with Retry-After.
//
// A connection (TCP, TLS, login) takes milliseconds on a healthy server; 5 s is far beyond that,
// and short enough that a start against a frozen server ends, and /api/health answers, within
// seconds. pg-pool also waits this long at most for a free connection of the pool.
const CONNECT_TIMEOUT_MS = 5_000;
// The app's slowest statement takes well under a second at 200,000 responses (an analysis, a page
// of an export: tests/bench/RESULTS.md); 5 s is far beyond that, and bounds the wait of a write to
// about twice this (one batch ahead of it in the write coalescer, then its own), well inside the
// 30 s a phone waits for an answer. Enforced by pg on our side: PostgreSQL's statement_timeout
// cannot cut a server that does not run at all, and as a startup parameter a pooler such as
// PgBouncer refuses it. A query cut this way may still run on a server that is merely slow; its
// connection is ended (db/stalled-connection.ts).
const QUERY_TIMEOUT_MS = 5_000;
// A quiet instance gives its connections back (max_connections is shared by every instance), and
// fewer connections from before an outage are left to stall on after it.
const IDLE_TIMEOUT_MS = 10_000;
// TCP keep-alive from 10 s idle: a connection to a host that vanished (a network cut, a VM gone)
// is found dead and replaced, and a firewall or NAT does not silently drop an idle one.
const KEEP_ALIVE_DELAY_MS = 10_000;

function openPostgres(url: string, onConnectionError: (error: Error) => void, queryTimeout: boolean): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: queryTimeout ? QUERY_TIMEOUT_MS : undefined,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
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
    ? openPostgres(options.databaseUrl, options.onConnectionError ?? logConnectionError, options.queryTimeout ?? true)
    : openSqlite(options.dataDir);
}
