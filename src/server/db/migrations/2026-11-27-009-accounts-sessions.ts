import { type Kysely, sql } from 'kysely';

/**
 * Accounts that wait for an Admin's approval, and sign-in sessions.
 *
 * users.status_akun: 'menunggu' for a self-registered account an Admin has not approved yet, which
 * cannot sign in; 'aktif' otherwise. Every account that exists already stays 'aktif'.
 *
 * sessions: one row per sign-in (per device). Its id travels in the token, and every request
 * checks that the row still exists, so logging out (deleting the row) ends that token at once
 * instead of when it expires. Rows go with their user, and expired ones are swept at each login.
 */
export function accountsSessionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql`alter table users add column status_akun text not null default 'aktif' check (status_akun in ('aktif', 'menunggu'))`.execute(db);
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
    },
  };
}
