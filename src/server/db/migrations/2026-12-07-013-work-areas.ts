import { type Kysely, sql } from 'kysely';

/**
 * Work areas (docs/work-areas.md):
 * - users.wilayah_kerja: null (national: every account that exists keeps today's reach), a
 *   province code ("35") or a regency code ("35.78");
 * - events.wilayah: the regency the event belongs to; an event with none takes its economic host
 *   area's first regency, so events already measured get one here.
 */
export function workAreasMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql`alter table users add column wilayah_kerja text`.execute(db);
      await sql`alter table events add column wilayah text`.execute(db);
      await db.schema.createIndex('events_wilayah').on('events').column('wilayah').execute();

      const parameters = await db.selectFrom('parameter_ekonomi').select(['event_id', 'isi']).execute();
      for (const { event_id, isi } of parameters) {
        const host: unknown = JSON.parse(isi).wilayah_tuan_rumah;
        const first = Array.isArray(host) && typeof host[0] === 'string' ? host[0] : null;
        if (first) await db.updateTable('events').set({ wilayah: first }).where('id', '=', event_id).execute();
      }
    },
  };
}
