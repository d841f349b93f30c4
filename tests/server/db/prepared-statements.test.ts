import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema';
import { createTestDatabase, postgresUrl, type TestDatabase } from '../helpers/test-database';

/** The frequent statements kept prepared on each PostgreSQL connection (db/prepared-statements.ts). */

const skipReason = postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set, no PostgreSQL to test on)';

/** The statements prepared on the one connection `work` runs on, as the server lists them. */
async function onOneConnection(db: Kysely<Database>, work: (connection: Kysely<Database>) => Promise<void>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await work(connection);
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
    return rows.map((row) => row.statement);
  });
}

describe.skipIf(!postgresUrl)(`prepared statements on PostgreSQL${skipReason}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it('keeps a statement run again and again prepared, and answers each run with its own parameters', async () => {
    const names: string[] = [];
    const prepared = await onOneConnection(database.handle.db, async (connection) => {
      for (const nama of ['Sepak Bola', 'Renang', 'Lari', 'Bulu Tangkis', 'Voli']) {
        const { rows } = await sql<{ nama: string }>`select ${nama}::text as nama, 'berulang' as ciri`.execute(connection);
        names.push(rows[0].nama);
      }
    });
    expect(names).toEqual(['Sepak Bola', 'Renang', 'Lari', 'Bulu Tangkis', 'Voli']);
    expect(prepared.filter((statement) => statement.includes("'berulang'"))).toHaveLength(1);
  });

  it('does not prepare a statement run once', async () => {
    const prepared = await onOneConnection(database.handle.db, async (connection) => {
      await sql`select 'sekali saja' as ciri`.execute(connection);
    });
    expect(prepared.some((statement) => statement.includes('sekali saja'))).toBe(false);
  });

  it('reports a failing prepared statement as an error, and runs it again once it can succeed', async () => {
    const attempt = (connection: Kysely<Database>, id: number) =>
      sql`insert into kategori_olahraga (id, nama_cabor, created_at) values (${id}, ${`Cabor ${id}`}, '2026-11-21T00:00:00.000Z')`.execute(connection);
    const prepared = await onOneConnection(database.handle.db, async (connection) => {
      for (const id of [9001, 9002, 9003]) await attempt(connection, id);
      await expect(attempt(connection, 9001)).rejects.toThrow(/duplicate key/);
      await attempt(connection, 9004);
    });
    expect(prepared.filter((statement) => statement.includes('insert into kategori_olahraga'))).toHaveLength(1);
    const { rows } = await sql<{ id: number }>`select id from kategori_olahraga where id > 9000 order by id`.execute(database.handle.db);
    expect(rows.map((row) => row.id)).toEqual([9001, 9002, 9003, 9004]);
  });
});
