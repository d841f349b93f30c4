import { type Kysely, sql } from 'kysely';

/**
 * Answers judged by the form the device filled (security issue 25):
 * - kuesioner_versi keeps every version of a questionnaire's questions that the offline bundle
 *   handed out (its content hash, the questions as sent, since when the form had that content and
 *   when it was first handed out), so a survey naming its version is checked by that version's rules;
 * - respons.waktu_perangkat_diragukan keeps the collection time a device claimed when the server
 *   could not believe it (the receipt time stands in diisi_pada); null when it was believed;
 * - events.diarsipkan_pada says when an event was archived, so answers collected before it can
 *   still arrive for a while. Events archived already count from their last change.
 */
export function formVersionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('kuesioner_versi')
        .addColumn('kuesioner_id', 'integer', (c) => c.notNull().references('kuesioner.id').onDelete('cascade'))
        .addColumn('versi', 'text', (c) => c.notNull())
        .addColumn('pertanyaan', 'text', (c) => c.notNull())
        .addColumn('berlaku_sejak', 'text', (c) => c.notNull())
        .addColumn('dicatat_pada', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('kuesioner_versi_pk', ['kuesioner_id', 'versi'])
        .execute();
      await db.schema.alterTable('respons').addColumn('waktu_perangkat_diragukan', 'text').execute();
      await db.schema.alterTable('events').addColumn('diarsipkan_pada', 'text').execute();
      await sql`update events set diarsipkan_pada = updated_at where status = 'diarsipkan'`.execute(db);
    },
  };
}
