import { type Kysely, sql } from 'kysely';

/**
 * Event teams and invite codes (docs/event-teams.md):
 * - events.tim_wajib: 1 when only the team's members get the event's forms and may submit;
 *   0 (every event so far) keeps today's behaviour;
 * - anggota_tim: who is on an event's team, with a target of responses; a removed member's row
 *   stays with dihapus_pada, since what it collected before the removal is still accepted;
 * - undangan: invite codes that enrol surveyors on a team, with their limits and use count.
 */
export function eventTeamsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql`alter table events add column tim_wajib integer not null default 0`.execute(db);
      await db.schema
        .createTable('anggota_tim')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target', 'integer')
        .addColumn('ditambahkan_pada', 'text', (c) => c.notNull())
        .addColumn('dihapus_pada', 'text')
        .addPrimaryKeyConstraint('anggota_tim_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('anggota_tim_user').on('anggota_tim').column('user_id').execute();
      await db.schema
        .createTable('undangan')
        .addColumn('kode', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('dibuat_oleh', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('berlaku_sampai', 'text', (c) => c.notNull())
        .addColumn('kedaluwarsa_pada', 'text', (c) => c.notNull())
        .addColumn('maks_penggunaan', 'integer', (c) => c.notNull())
        .addColumn('jumlah_penggunaan', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('dicabut_pada', 'text')
        .addColumn('dibuat_pada', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('undangan_event').on('undangan').column('event_id').execute();
    },
  };
}
