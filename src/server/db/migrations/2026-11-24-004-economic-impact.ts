import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

// The roles, the profile's columns and its SQL as they were when this migration was written: a
// migration imports no application code, so an edit there cannot change what it did. The current
// triggers live in db/derived (docs/derived-data.md), installed over these after the migrations.
const PERAN_EKONOMI = [
  'asal',
  'rutin',
  'alasan_utama',
  'tetap_datang',
  'hari_hadir',
  'malam_menginap',
  'jenis_akomodasi',
  'jumlah_ditanggung',
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
];
const PROFILE_TEXT_ROLES = ['asal', 'rutin', 'alasan_utama', 'tetap_datang'];
const PROFILE_NUMBER_ROLES = [
  'hari_hadir',
  'jumlah_ditanggung',
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
];
const ALL = [...PROFILE_TEXT_ROLES, ...PROFILE_NUMBER_ROLES];

const pick = (role: string) =>
  `max(case when p.peran_ekonomi = '${role}' then a.${PROFILE_TEXT_ROLES.includes(role) ? 'isi_jawaban' : 'nilai_angka'} end)`;

/** The role answers among `source` added to their responses' profiles, one row per response. */
function profileUpsert(source: string): string {
  return `
    insert into profil_ekonomi (respons_id, kuesioner_id, ${ALL.join(', ')})
    select a.respons_id, min(p.kuesioner_id), ${ALL.map(pick).join(', ')}
    from ${source} a join pertanyaan p on p.id = a.pertanyaan_id
    where p.peran_ekonomi is not null
    group by a.respons_id
    order by a.respons_id
    on conflict (respons_id) do update set
      ${ALL.map((role) => `${role} = coalesce(profil_ekonomi.${role}, excluded.${role})`).join(',\n      ')}`;
}

/**
 * Economic impact (docs/economic-impact-module.md): a question may carry one economic role, at most one
 * question per role in a questionnaire (a partial unique index, on both dialects); an event keeps
 * its parameters (host area, admissions per segment, organiser's money, multipliers) as one JSON
 * document checked by the shared schema on the way in; and every response whose questionnaire has
 * roles keeps one row of its role answers (profil_ekonomi), filled by triggers as answers arrive,
 * so the report reads one row per respondent instead of grouping a dozen answers each.
 */
export function economicImpactMigration(kind: DatabaseKind) {
  const roles = PERAN_EKONOMI.map((role) => `'${role}'`).join(', ');
  const bigintType = kind === 'postgres' ? 'bigint' : 'integer';
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

      let profile = db.schema
        .createTable('profil_ekonomi')
        .addColumn('respons_id', 'integer', (c) => c.primaryKey().references('respons.id').onDelete('cascade'))
        .addColumn('kuesioner_id', 'integer', (c) => c.notNull().references('kuesioner.id').onDelete('cascade'));
      for (const role of PROFILE_TEXT_ROLES) profile = profile.addColumn(role, 'text');
      for (const role of PROFILE_NUMBER_ROLES) profile = profile.addColumn(role, bigintType);
      await profile.execute();
      await db.schema.createIndex('profil_ekonomi_kuesioner').on('profil_ekonomi').columns(['kuesioner_id', 'respons_id']).execute();

      if (kind === 'postgres') {
        await sql.raw(`create function profil_jawaban() returns trigger language plpgsql as $$
          begin ${profileUpsert('baru')}; return null; end $$`).execute(db);
        await sql`create trigger jawaban_profil after insert on jawaban referencing new table as baru
          for each statement execute function profil_jawaban()`.execute(db);
      } else {
        await sql.raw(`create trigger jawaban_profil after insert on jawaban begin
          ${profileUpsert('(select new.respons_id as respons_id, new.pertanyaan_id as pertanyaan_id, new.isi_jawaban as isi_jawaban, new.nilai_angka as nilai_angka)')};
        end`).execute(db);
      }
    },
  };
}
