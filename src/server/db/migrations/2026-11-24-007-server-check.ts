import type { Kysely } from 'kysely';

/**
 * One row the server writes to find out whether its database can write again after a full disk
 * (health/database-state.ts): a real write, as large as a request may be, to nothing anyone reads.
 */
export function serverCheckMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('pemeriksaan_server')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('diperiksa_pada', 'text', (c) => c.notNull())
        .addColumn('isi', 'text')
        .execute();
    },
  };
}
