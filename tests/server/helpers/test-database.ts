import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { DatabaseKind } from '../../../src/shared/database-kind';

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

if (!postgresUrl && process.env.SIS_REQUIRE_ALL_TESTS) {
  throw new Error('CI needs TEST_DATABASE_URL: the server tests must run on PostgreSQL too.');
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Closes the connection and removes every trace: the temporary folder, the PG database. */
  dispose(): Promise<void>;
}

/** A URL to the same server with another database name. */
function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the given kind: a temporary SQLite file, or a new PG database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-test-'));
  let databaseUrl: string | undefined;
  let pgName: string | undefined;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    pgName = `sis_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${pgName}`);
    databaseUrl = withDatabaseName(postgresUrl, pgName);
  }
  // The database is dropped with (force) at the end: its connections being cut is expected.
  const handle = openDatabase({ databaseUrl, dataDir, onConnectionError: () => {} });
  await migrateToLatest(handle.db, handle.kind);
  return {
    handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      if (pgName) await adminQuery(`drop database if exists ${pgName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
