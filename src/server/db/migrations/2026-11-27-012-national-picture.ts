import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * The national picture (docs/economic-impact-register.md):
 * - profil_ekonomi keeps the nights and accommodation answers too (step 11's volume), filled
 *   from the answers already stored; the profile trigger is installed again at start with the
 *   new columns (db/derived/install.ts);
 * - hasil_dampak: each event's last computed report, with the method version and the state of
 *   the data it was computed on, so the register reads 200 events without computing 200
 *   reports after a restart, and an older method's result is known as such.
 */
export function nationalPictureMigration(kind: DatabaseKind) {
  const numberType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await sql.raw(`alter table profil_ekonomi add column malam_menginap ${numberType}`).execute(db);
      await sql`alter table profil_ekonomi add column jenis_akomodasi text`.execute(db);
      await sql`
        update profil_ekonomi set
          malam_menginap = (select j.nilai_angka from jawaban j join pertanyaan p on p.id = j.pertanyaan_id
            where j.respons_id = profil_ekonomi.respons_id and p.peran_ekonomi = 'malam_menginap'),
          jenis_akomodasi = (select j.isi_jawaban from jawaban j join pertanyaan p on p.id = j.pertanyaan_id
            where j.respons_id = profil_ekonomi.respons_id and p.peran_ekonomi = 'jenis_akomodasi')`.execute(db);

      await db.schema
        .createTable('hasil_dampak')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('versi_metode', 'integer', (c) => c.notNull())
        .addColumn('sidik', 'text', (c) => c.notNull())
        .addColumn('isi', 'text', (c) => c.notNull())
        .addColumn('dihitung_pada', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
