import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * A trigram index over each response's search text (respons.teks_cari), so the response table's
 * search finds a word among 200,000 responses without reading them all.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, its content read from respons and kept by
 * triggers (a response's text is written once, with the response, and leaves with it).
 * PostgreSQL: pg_trgm's GIN index, which the search's LIKE uses as it is. pg_trgm ships with
 * PostgreSQL and is a trusted extension; where this database's user may not create it, the index
 * is left out and the search reads every response of the event, more slowly but alike.
 *
 * The triggers made here were the set of their day: at every start db/derived installs the current
 * set over them (docs/derived-data.md).
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create virtual table respons_cari using fts5(teks_cari, content='respons', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into respons_cari (respons_cari) values ('rebuild')`.execute(db);
  await sql`create trigger respons_cari_tambah after insert on respons begin
      insert into respons_cari (rowid, teks_cari) values (new.id, new.teks_cari);
    end`.execute(db);
  await sql`create trigger respons_cari_hapus after delete on respons begin
      insert into respons_cari (respons_cari, rowid, teks_cari) values ('delete', old.id, old.teks_cari);
    end`.execute(db);
  await sql`create trigger respons_cari_ubah after update of teks_cari on respons begin
      insert into respons_cari (respons_cari, rowid, teks_cari) values ('delete', old.id, old.teks_cari);
      insert into respons_cari (rowid, teks_cari) values (new.id, new.teks_cari);
    end`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      has_database_privilege(current_user, current_database(), 'CREATE') as allowed`.execute(db);
  const { installed, available, allowed } = rows[0];
  if (!installed && !(available && allowed)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index respons_teks_cari_trgm on respons using gin (teks_cari gin_trgm_ops)`.execute(db);
}

export function responseSearchMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (kind === 'postgres') await upPostgres(db);
      // SQLite: one transaction of its own, so the index and its triggers come together or not at all.
      else await (db.isTransaction ? upSqlite(db) : db.transaction().execute(upSqlite));
    },
  };
}
