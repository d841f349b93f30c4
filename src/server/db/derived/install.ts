import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';
import type { Database } from '../schema';
import { derivedTriggers } from './triggers';

// Any fixed number: two servers starting at once take turns on it (pg_advisory_xact_lock).
const INSTALL_LOCK = 2026_11_27;

/** The triggers (name and table) the database holds, the app's schema only on PostgreSQL. */
export async function installedTriggers(db: Kysely<Database>, kind: DatabaseKind): Promise<{ name: string; table: string }[]> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ name: string; table: string }>`
          select t.tgname as name, c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1, 2`.execute(db)
      : await sql<{ name: string; table: string }>`
          select name, tbl_name as "table" from sqlite_master where type = 'trigger' order by 1, 2`.execute(db);
  return rows;
}

/** PostgreSQL: the trigger functions of the app's schema (an extension's own are not the app's). */
export async function installedTriggerFunctions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select p.proname as name from pg_proc p
    where p.pronamespace = current_schema()::regnamespace and p.prorettype = 'trigger'::regtype
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by 1`.execute(db);
  return rows.map((row) => row.name);
}

async function installPostgres(db: Kysely<Database>): Promise<void> {
  const wanted = derivedTriggers('postgres');
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`.execute(trx);
    for (const trigger of await installedTriggers(trx, 'postgres')) {
      if (!wanted.some((w) => w.name === trigger.name && w.table === trigger.table)) {
        await sql`drop trigger ${sql.id(trigger.name)} on ${sql.id(trigger.table)}`.execute(trx);
      }
    }
    const functions = new Set(wanted.flatMap((trigger) => (trigger.function ? [trigger.function.name] : [])));
    for (const name of await installedTriggerFunctions(trx)) {
      if (!functions.has(name)) await sql`drop function ${sql.id(name)}`.execute(trx);
    }
    for (const trigger of wanted) {
      if (trigger.function) {
        await sql
          .raw(`create or replace function ${trigger.function.name}() returns trigger language plpgsql as $$${trigger.function.source}$$`)
          .execute(trx);
      }
      await sql`drop trigger if exists ${sql.id(trigger.name)} on ${sql.id(trigger.table)}`.execute(trx);
      await sql.raw(trigger.create).execute(trx);
    }
  });
}

/**
 * SQLite: one write transaction, taken before the first read (BEGIN IMMEDIATE), so a second
 * server starting at once waits for it (busy_timeout) instead of failing to upgrade a read.
 */
async function installSqlite(db: Kysely<Database>): Promise<void> {
  const wanted = derivedTriggers('sqlite');
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      for (const trigger of await installedTriggers(connection, 'sqlite')) {
        await sql`drop trigger ${sql.id(trigger.name)}`.execute(connection);
      }
      for (const trigger of wanted) await sql.raw(trigger.create).execute(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Leaves exactly the current trigger set (triggers.ts) on the database, whatever the migrations
 * left there: every trigger and trigger function of the app's tables is dropped unless the set
 * names it, and each of the set is made again. Runs after the migrations at every start, in one
 * transaction; idempotent.
 */
export async function installDerivedData(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  await (kind === 'postgres' ? installPostgres(db) : installSqlite(db));
}
