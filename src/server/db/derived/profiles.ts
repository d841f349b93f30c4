import { type Kysely, sql } from 'kysely';
import { SPENDING_ROLES } from '../../../shared/economic-impact/economic-roles';
import type { Database } from '../schema';
import { acceptedSql } from './accepted';

/**
 * profil_ekonomi, one row of role answers per accepted response: the SQL shared by the triggers
 * (triggers.ts) and the rebuild after a question's role changes, so they cannot disagree. Text
 * roles keep the answer, number roles its number.
 */
export const PROFILE_TEXT_ROLES = ['asal', 'rutin', 'alasan_utama', 'tetap_datang', 'jenis_akomodasi'] as const;
export const PROFILE_NUMBER_ROLES = ['hari_hadir', 'jumlah_ditanggung', 'malam_menginap', ...SPENDING_ROLES] as const;
const ALL = [...PROFILE_TEXT_ROLES, ...PROFILE_NUMBER_ROLES];

const pick = (role: string) =>
  `max(case when p.peran_ekonomi = '${role}' then a.${(PROFILE_TEXT_ROLES as readonly string[]).includes(role) ? 'isi_jawaban' : 'nilai_angka'} end)`;

/**
 * Adds the role answers among `source` (rows of respons_id, pertanyaan_id, isi_jawaban,
 * nilai_angka) to their responses' profiles: one row per response, grouped, in key order (two
 * PostgreSQL writers then lock rows in the same order). An answer already there stays (answers
 * are never edited; a response's answers arrive in one statement anyway).
 */
export function profileUpsert(source: string): string {
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
 * Every profile of a questionnaire made again from its accepted responses' answers: after a
 * question's role changed. A voided response has no profile.
 */
function profileRebuild(kuesionerId: number): string[] {
  const id = Math.trunc(kuesionerId);
  return [
    `delete from profil_ekonomi where kuesioner_id = ${id}`,
    profileUpsert(`(select j.respons_id, j.pertanyaan_id, j.isi_jawaban, j.nilai_angka
      from jawaban j join pertanyaan q on q.id = j.pertanyaan_id join respons r on r.id = j.respons_id
      where q.kuesioner_id = ${id} and q.peran_ekonomi is not null and ${acceptedSql('r')})`),
  ];
}

/** A questionnaire's profiles made again from its answers, after a question's role changed. */
export async function rebuildProfiles(db: Kysely<Database>, kuesionerId: number): Promise<void> {
  for (const statement of profileRebuild(kuesionerId)) await sql.raw(statement).execute(db);
}
