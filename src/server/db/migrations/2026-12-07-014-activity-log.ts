import type { Kysely } from 'kysely';

/**
 * Log Aktivitas (docs/activity-log.md): one row per change a person made, appended and never
 * edited. `id` is the entry's number (1, 2, 3...), given by the application as the last one plus
 * one while it holds the log's lock, so a gap shows a removed entry and the primary key refuses a
 * second entry after the same one. `hash` is SHA-256 over the entry's content and
 * `hash_sebelumnya`, the previous entry's hash. No foreign keys: an entry outlives the account or
 * event it names, and the actor's and target's names are copied in.
 */
export function activityLogMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('log_aktivitas')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('waktu', 'text', (c) => c.notNull())
        .addColumn('pelaku_id', 'integer')
        .addColumn('pelaku_nama', 'text')
        .addColumn('pelaku_email', 'text')
        .addColumn('pelaku_peran', 'text')
        .addColumn('pelaku_wilayah', 'text')
        .addColumn('alamat', 'text', (c) => c.notNull())
        .addColumn('aksi', 'text', (c) => c.notNull())
        .addColumn('target_jenis', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('target_nama', 'text')
        .addColumn('event_id', 'integer')
        .addColumn('wilayah', 'text')
        .addColumn('sebelum', 'text')
        .addColumn('sesudah', 'text')
        .addColumn('hash_sebelumnya', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('log_aktivitas_waktu').on('log_aktivitas').column('waktu').execute();
      await db.schema.createIndex('log_aktivitas_pelaku').on('log_aktivitas').columns(['pelaku_id', 'id']).execute();
      await db.schema.createIndex('log_aktivitas_event').on('log_aktivitas').columns(['event_id', 'id']).execute();
      await db.schema.createIndex('log_aktivitas_aksi').on('log_aktivitas').columns(['aksi', 'id']).execute();
      // A failed sign-in counts the failures of the hour per email and per address.
      await db.schema.createIndex('log_aktivitas_login_email').on('log_aktivitas').columns(['aksi', 'target_nama', 'waktu']).execute();
      await db.schema.createIndex('log_aktivitas_login_alamat').on('log_aktivitas').columns(['aksi', 'alamat', 'waktu']).execute();
    },
  };
}
