import type { Kysely, Selectable } from 'kysely';
import type { Respondent } from '../../shared/economic-impact/method';
import { SPENDING_ROLES } from '../../shared/economic-impact/economic-roles';
import { type SpendingRow, spendingOf } from '../../shared/economic-impact/respondent-flags';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import type { Database, ProfilEkonomiTable } from '../db/schema';

const number = (value: number | string | null) => (value === null ? null : Number(value));

/** A response that answered no role question: no asal, so outside the sample (tanpa_asal), as the spreadsheet lists it. */
export const UNPROFILED: Respondent = {
  asal: null,
  rutin: null,
  alasan_utama: null,
  tetap_datang: null,
  hari_hadir: null,
  jumlah_ditanggung: null,
  belanja: SPENDING_ROLES.map(() => 0),
};

/** A response's profile, its b_i with it: the review flags read it after every review. */
export type ProfileRow = SpendingRow;

/**
 * The profiles (one row of role answers per response) of these questionnaires, in id order, so
 * equal spending is ordered alike on both databases and the interval agrees; only those after
 * `afterId` when given.
 */
export async function readProfiles(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: number[], afterId = 0): Promise<ProfileRow[]> {
  if (kuesionerIds.length === 0) return [];
  const rows = await profilesQuery(db).where(isAnyOf(kind, 'p.kuesioner_id', kuesionerIds)).where('p.respons_id', '>', afterId).execute();
  return rows.map(profileRowOf);
}

/** The profiles of these responses (none for a voided one), in id order. */
export async function readProfilesOf(db: Kysely<Database>, kind: DatabaseKind, responseIds: readonly number[]): Promise<ProfileRow[]> {
  if (responseIds.length === 0) return [];
  const rows = await profilesQuery(db).where(isAnyOf(kind, 'p.respons_id', responseIds)).execute();
  return rows.map(profileRowOf);
}

const profilesQuery = (db: Kysely<Database>) =>
  db.selectFrom('profil_ekonomi as p').innerJoin('respons as r', 'r.id', 'p.respons_id').selectAll('p').select('r.dikonfirmasi_pada').orderBy('p.respons_id');

function profileRowOf(row: Selectable<ProfilEkonomiTable> & { dikonfirmasi_pada: string | null }): ProfileRow {
  const respondent = respondentOfProfile(row);
  return { respons_id: row.respons_id, kuesioner_id: row.kuesioner_id, respondent, spending: spendingOf(respondent) };
}

/** A stored profile, with its response's confirmation, as the calculation reads it: the report's and the spreadsheet's one mapping. */
export function respondentOfProfile(row: Selectable<ProfilEkonomiTable> & { dikonfirmasi_pada?: string | null }): Respondent {
  return {
    asal: row.asal,
    rutin: row.rutin,
    alasan_utama: row.alasan_utama,
    tetap_datang: row.tetap_datang,
    hari_hadir: number(row.hari_hadir),
    jumlah_ditanggung: number(row.jumlah_ditanggung),
    belanja: SPENDING_ROLES.map((role) => number(row[role]) ?? 0),
    dikonfirmasi: Boolean(row.dikonfirmasi_pada),
    malam_menginap: number(row.malam_menginap),
    jenis_akomodasi: row.jenis_akomodasi,
  };
}

/** The ids of the responses that have a profile in these questionnaires (the accepted ones). */
export async function readProfileIds(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: number[]): Promise<number[]> {
  if (kuesionerIds.length === 0) return [];
  const rows = await db.selectFrom('profil_ekonomi').select('respons_id').where(isAnyOf(kind, 'kuesioner_id', kuesionerIds)).execute();
  return rows.map((row) => row.respons_id);
}

export async function countProfiles(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: number[]): Promise<number> {
  if (kuesionerIds.length === 0) return 0;
  const row = await db
    .selectFrom('profil_ekonomi')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(isAnyOf(kind, 'kuesioner_id', kuesionerIds))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
