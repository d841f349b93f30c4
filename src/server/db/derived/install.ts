import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';
import type { Database } from '../schema';
import { type DerivedTrigger, derivedTriggers } from './triggers';

// Any fixed number: two servers starting at once take turns on it (pg_advisory_xact_lock).
const INSTALL_LOCK = 2026_11_27;

interface Installed {
  name: string;
  table: string;
  /** SQLite: the trigger's statement; PostgreSQL: the fingerprint the install noted on it. */
  definition: string | null;
  /** PostgreSQL: the function the trigger runs. */
  runs?: string;
}

/** The tables the app keeps triggers on: the install touches no other, nor another app's triggers. */
const tablesOf = (wanted: DerivedTrigger[]) => [...new Set(wanted.map((trigger) => trigger.table))];

/** What a PostgreSQL trigger's comment says of its statement, so an unchanged one is left alone. */
const fingerprint = (trigger: DerivedTrigger) => `derived:${createHash('sha256').update(trigger.create).digest('hex').slice(0, 16)}`;

/**
 * PostgreSQL: replaces what differs only. DROP TRIGGER locks its table against reads too, so a
 * server starting beside a running one must not take that lock when nothing changed.
 */
async function installPostgres(db: Kysely<Database>): Promise<void> {
  const wanted = derivedTriggers('postgres');
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`.execute(trx);
    const { rows: triggers } = await sql<Installed>`
      select t.tgname as name, c.relname as "table", obj_description(t.oid, 'pg_trigger') as definition, p.proname as runs
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
        and c.relname = any(${tablesOf(wanted)})`.execute(trx);
    const retired = triggers.filter((trigger) => !wanted.some((w) => w.name === trigger.name && w.table === trigger.table));
    const wantedFunctions = wanted.flatMap((trigger) => (trigger.function ? [trigger.function.name] : []));
    // The app's trigger functions: those of the set, and those the retired triggers ran.
    const { rows: functions } = await sql<{ name: string; source: string }>`
      select p.proname as name, p.prosrc as source from pg_proc p
      where p.pronamespace = current_schema()::regnamespace and p.prorettype = 'trigger'::regtype
        and p.proname = any(${[...wantedFunctions, ...retired.flatMap((trigger) => trigger.runs ?? [])]})`.execute(trx);

    for (const trigger of retired) await sql`drop trigger ${sql.id(trigger.name)} on ${sql.id(trigger.table)}`.execute(trx);
    for (const { name } of functions) {
      if (!wantedFunctions.includes(name)) await sql`drop function ${sql.id(name)}`.execute(trx);
    }
    for (const trigger of wanted) {
      const fn = trigger.function;
      if (fn && !functions.some((held) => held.name === fn.name && held.source === fn.source)) {
        await sql.raw(`create or replace function ${fn.name}() returns trigger language plpgsql as $$${fn.source}$$`).execute(trx);
      }
      const held = triggers.find((t) => t.name === trigger.name && t.table === trigger.table);
      if (held?.definition === fingerprint(trigger)) continue;
      await sql`drop trigger if exists ${sql.id(trigger.name)} on ${sql.id(trigger.table)}`.execute(trx);
      await sql.raw(trigger.create).execute(trx);
      await sql`comment on trigger ${sql.id(trigger.name)} on ${sql.id(trigger.table)} is ${sql.lit(fingerprint(trigger))}`.execute(trx);
    }
  });
}

/**
 * SQLite: one write transaction, taken before the first read (BEGIN IMMEDIATE), so a second
 * server starting at once waits for it (busy_timeout) instead of failing to upgrade a read. A
 * trigger whose statement is unchanged stays (SQLite keeps the statement as written, bar the
 * upper-case CREATE TRIGGER).
 */
async function installSqlite(db: Kysely<Database>): Promise<void> {
  const wanted = derivedTriggers('sqlite');
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const tables = tablesOf(wanted);
      const { rows: all } = await sql<Installed>`
        select name, tbl_name as "table", sql as definition from sqlite_master where type = 'trigger'`.execute(connection);
      const rows = all.filter((trigger) => tables.includes(trigger.table as DerivedTrigger['table']));
      const unchanged = (trigger: Installed) =>
        wanted.some((w) => w.name === trigger.name && w.create === trigger.definition?.replace(/^CREATE TRIGGER/, 'create trigger'));
      for (const trigger of rows) {
        if (!unchanged(trigger)) await sql`drop trigger ${sql.id(trigger.name)}`.execute(connection);
      }
      for (const trigger of wanted) {
        if (!rows.some((held) => held.name === trigger.name && unchanged(held))) await sql.raw(trigger.create).execute(connection);
      }
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Leaves exactly the current trigger set (triggers.ts) on the app's tables, whatever the migrations
 * left there: every trigger on those tables, and the function a dropped one ran, is dropped unless
 * the set names it, and each of the set that is missing or differs is made again. Triggers and
 * functions of anything else in the database (another application's) are left alone. Runs after the
 * migrations at every start, in one transaction; idempotent, and a no-op when nothing changed.
 */
export async function installDerivedData(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  await (kind === 'postgres' ? installPostgres(db) : installSqlite(db));
}
