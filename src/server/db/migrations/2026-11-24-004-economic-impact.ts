import { type Kysely, sql } from 'kysely';
import { PERAN_EKONOMI } from '../../../shared/economic-impact/roles';

/**
 * Economic impact (economic-impact.md): a question may carry one economic role, at most one
 * question per role in a questionnaire (a partial unique index, on both dialects); an event keeps
 * its parameters (host area, admissions per segment, organiser's money, multipliers) as one JSON
 * document checked by the shared schema on the way in.
 */
export function economicImpactMigration() {
  const roles = PERAN_EKONOMI.map((role) => `'${role}'`).join(', ');
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql.raw(`alter table pertanyaan add column peran_ekonomi text check (peran_ekonomi in (${roles}))`).execute(db);
      await sql`create unique index pertanyaan_peran_ekonomi_unique on pertanyaan (kuesioner_id, peran_ekonomi) where peran_ekonomi is not null`.execute(
        db,
      );
      await db.schema
        .createTable('parameter_ekonomi')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('isi', 'text', (c) => c.notNull())
        .addColumn('diubah_pada', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
