import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout } from 'node:timers/promises';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { Migrator } from 'kysely/migration';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDerivedData } from '../../../src/server/db/derived';
import { derivedTriggers } from '../../../src/server/db/derived/triggers';
import { migrateToLatest, migrationsFor } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase } from '../helpers/database-at-migration';
import { seedSurvey } from '../helpers/seed-survey';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * The derived data's triggers (db/derived, docs/derived-data.md) are what the database holds: on
 * a fresh install, on a database the migrations alone brought up and that then starts (leftovers
 * of older trigger sets go), and when two servers start at once.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = pathToFileURL(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('tsx')).href;
const START = fileURLToPath(new URL('./support/start-migrations.ts', import.meta.url));
const run = promisify(execFile);

interface Held {
  name: string;
  table: string;
  /** SQLite: the trigger's statement; PostgreSQL: the function it runs and that function's body. */
  definition: string;
}

/** The triggers on the app's tables, read from the catalog (not through the module under test). */
async function heldTriggers(db: Kysely<Database>, kind: DatabaseKind): Promise<Held[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<Held>`
      select t.tgname as name, c.relname as "table", p.proname || ':' || p.prosrc as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1`.execute(db);
    return rows;
  }
  const { rows } = await sql<Held>`select name, tbl_name as "table", sql as definition from sqlite_master where type = 'trigger' order by 1`.execute(db);
  // SQLite keeps the statement as written, bar the upper-case CREATE TRIGGER.
  return rows.map((row) => ({ ...row, definition: row.definition.replace(/^CREATE TRIGGER/, 'create trigger') }));
}

/** Every trigger as the database would write it again: when and on what it fires, and what it runs. */
async function fullDefinitions(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ definition: string }>`
          select pg_get_triggerdef(t.oid) || ' ' || p.prosrc as definition
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by t.tgname`.execute(db)
      : await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'trigger' order by name`.execute(db);
  return rows.map((row) => row.definition);
}

/** PostgreSQL: every trigger function of the app's schema, used or not. */
async function heldFunctions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select proname as name from pg_proc
    where pronamespace = current_schema()::regnamespace and prorettype = 'trigger'::regtype order by 1`.execute(db);
  return rows.map((row) => row.name);
}

function moduleTriggers(kind: DatabaseKind): Held[] {
  return derivedTriggers(kind)
    .map((trigger) => ({
      name: trigger.name,
      table: trigger.table,
      definition: trigger.function ? `${trigger.function.name}:${trigger.function.source}` : trigger.create,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const moduleFunctions = (kind: DatabaseKind) =>
  derivedTriggers(kind)
    .flatMap((trigger) => (trigger.function ? [trigger.function.name] : []))
    .sort();

async function expectExactlyTheModulesTriggers(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  expect(await heldTriggers(db, kind)).toEqual(moduleTriggers(kind));
  if (kind === 'postgres') expect(await heldFunctions(db)).toEqual(moduleFunctions(kind));
}

/** Another application's trigger (and function) in the same database, which the install leaves alone. */
const FOREIGN = { table: 'aplikasi_lain', trigger: 'aplikasi_lain_catat', function: 'catat_aplikasi_lain' };

/**
 * Leftovers of an older trigger set (a name the module no longer has, and its function), and
 * another application's trigger on its own table.
 */
async function addRetiredAndForeignTriggers(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  await sql`create table ${sql.id(FOREIGN.table)} (id integer primary key)`.execute(db);
  if (kind === 'postgres') {
    await sql`create function ringkas_lama() returns trigger language plpgsql as $$ begin return null; end $$`.execute(db);
    await sql`create trigger respons_lama after insert on respons for each statement execute function ringkas_lama()`.execute(db);
    await sql`create function ${sql.id(FOREIGN.function)}() returns trigger language plpgsql as $$ begin return null; end $$`.execute(db);
    await sql`create trigger ${sql.id(FOREIGN.trigger)} after insert on ${sql.id(FOREIGN.table)} for each statement execute function ${sql.id(FOREIGN.function)}()`.execute(db);
  } else {
    await sql`create trigger respons_lama after insert on respons begin select 1; end`.execute(db);
    await sql`create trigger ${sql.id(FOREIGN.trigger)} after insert on ${sql.id(FOREIGN.table)} begin select 1; end`.execute(db);
  }
}

/** The module's triggers on the app's tables, and another application's left as they were. */
async function expectTheModulesTriggersAndTheForeignOnes(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  const held = await heldTriggers(db, kind);
  expect(held.filter((trigger) => trigger.name !== FOREIGN.trigger)).toEqual(moduleTriggers(kind));
  expect(held.map((trigger) => trigger.name)).toContain(FOREIGN.trigger);
  if (kind === 'postgres') expect(await heldFunctions(db)).toEqual([...moduleFunctions(kind), FOREIGN.function].sort());
}

async function acceptedCount(db: Kysely<Database>, kuesionerId: number): Promise<number> {
  const row = await db.selectFrom('ringkasan_kuesioner').select('jumlah_respons').where('kuesioner_id', '=', kuesionerId).executeTakeFirst();
  return Number(row?.jumlah_respons ?? 0);
}

describe.each(MIGRATION_KINDS)('derived data triggers [$kind]$skip', ({ kind, skip }) => {
  describe('a fresh install', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      if (!skip) database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it.skipIf(Boolean(skip))("holds exactly the module's triggers, as the module writes them", async () => {
      await expectExactlyTheModulesTriggers(database.handle.db, kind);
    });

    it.skipIf(Boolean(skip))('installs again to the same set', async () => {
      await installDerivedData(database.handle.db, kind);
      await installDerivedData(database.handle.db, kind);
      await expectExactlyTheModulesTriggers(database.handle.db, kind);
    });

    it.skipIf(Boolean(skip))('changes nothing when the set is there: a server starting beside a busy one takes no table lock', async () => {
      const { db } = database.handle;
      if (kind === 'sqlite') {
        const version = async () => (await sql<{ schema_version: number }>`pragma schema_version`.execute(db)).rows[0].schema_version;
        const before = await version();
        await installDerivedData(db, kind);
        expect(await version()).toBe(before);
        return;
      }
      // A long read of the responses (an export) holds its lock until it ends: DROP TRIGGER would wait for it.
      const reader = new pg.Client({ connectionString: database.databaseUrl });
      await reader.connect();
      let installing: Promise<void> | undefined;
      try {
        await reader.query('begin');
        await reader.query('select count(*) from respons');
        installing = installDerivedData(db, kind);
        const outcome = await Promise.race([installing.then(() => 'installed'), setTimeout(3_000, 'waiting for the lock')]);
        expect(outcome).toBe('installed');
      } finally {
        await reader.query('rollback');
        await reader.end();
        await installing;
      }
      await expectExactlyTheModulesTriggers(db, kind);
    });

    it.skipIf(Boolean(skip))('three servers starting at once all start, and leave the same set', async () => {
      const start = () => run(process.execPath, ['--import', TSX, START, database.dataDir, database.databaseUrl ?? ''], { cwd: REPO_ROOT });
      await Promise.all([start(), start(), start()]);
      await expectExactlyTheModulesTriggers(database.handle.db, kind);
    }, 60_000);
  });

  describe('a database the migrations alone brought up, with an older trigger left over', () => {
    let database: OldDatabase;
    afterEach(async () => {
      await database?.dispose();
    });

    it.skipIf(Boolean(skip))("ends with exactly the module's triggers on the app's tables at the next start, another application's left alone, and they keep the summaries", async () => {
      database = await databaseAtMigration(kind, '2026-11-21-001-initial');
      const { db } = database.handle;
      const migrated = await new Migrator({ db, provider: { getMigrations: async () => migrationsFor(kind) } }).migrateToLatest();
      expect(migrated.error).toBeUndefined();
      const before = await seedSurvey(db, { responses: 30, surveyorId: null });
      await addRetiredAndForeignTriggers(db, kind);
      expect((await heldTriggers(db, kind)).map((trigger) => trigger.name)).toContain('respons_lama');

      await migrateToLatest(db, kind);

      await expectTheModulesTriggersAndTheForeignOnes(db, kind);
      await sql`drop table ${sql.id(FOREIGN.table)}`.execute(db);
      const fresh = await createTestDatabase(kind);
      try {
        expect(await fullDefinitions(db, kind)).toEqual(await fullDefinitions(fresh.handle.db, kind));
      } finally {
        await fresh.dispose();
      }
      expect(await acceptedCount(db, before.kuesionerId)).toBe(30);
      const after = await seedSurvey(db, { responses: 12, surveyorId: null, namaEvent: 'Sesudah pemasangan' });
      expect(await acceptedCount(db, after.kuesionerId)).toBe(12);
      await db.updateTable('respons').set({ status: 'dibatalkan' }).where('id', '=', before.responsIds[0]).execute();
      expect(await acceptedCount(db, before.kuesionerId)).toBe(29);
    });
  });
});
