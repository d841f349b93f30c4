import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Migration, Migrator } from 'kysely/migration';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/database';
import { initialMigration } from '../../../src/server/db/migrations/2026-11-21-001-initial';
import { answerSummariesMigration } from '../../../src/server/db/migrations/2026-11-21-002-answer-summaries';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { testAppConfig } from './test-app';
import { postgresUrl } from './test-database';

/**
 * The migrations a database can be stopped after, in the order the app runs them. Only the ones
 * a test needs as a starting point: migrateToLatest then runs the rest, exactly as it does when a
 * server is updated on an old database.
 */
const EARLIER_MIGRATIONS: Array<[name: string, make: (kind: DatabaseKind) => Migration]> = [
  ['2026-11-21-001-initial', initialMigration],
  ['2026-11-21-002-answer-summaries', answerSummariesMigration],
];

export type EarlierMigration = '2026-11-21-001-initial' | '2026-11-21-002-answer-summaries';

export interface OldDatabase {
  handle: DatabaseHandle;
  /** What an app built on this database is configured with. */
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A fresh database (a temporary SQLite file, or a new PG database) migrated up to `last`, included. */
export async function databaseAtMigration(kind: DatabaseKind, last: EarlierMigration): Promise<OldDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-migration-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `sis_migration_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = openDatabase({ databaseUrl, dataDir, onConnectionError: () => {} });
  const upTo = EARLIER_MIGRATIONS.findIndex(([name]) => name === last);
  const migrations = Object.fromEntries(EARLIER_MIGRATIONS.slice(0, upTo + 1).map(([name, make]) => [name, make(kind)]));
  const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  return {
    handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The two databases, PostgreSQL with the reason it is skipped when there is none to test on. */
export const MIGRATION_KINDS: { kind: DatabaseKind; skip: string }[] = [
  { kind: 'sqlite', skip: '' },
  { kind: 'postgres', skip: postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set, no PostgreSQL to test on)' },
];

/** The app a server would start on the migrated database. */
export async function startAppOn(database: OldDatabase): Promise<FastifyInstance> {
  const app = await buildApp({ config: testAppConfig(database), database: database.handle });
  await app.ready();
  return app;
}
