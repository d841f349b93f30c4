import { type Kysely, sql } from 'kysely';
import type { Respondent } from '../../shared/economic-impact/calculate';
import { BELANJA_ROLES, type PeranEkonomi } from '../../shared/economic-impact/roles';
import {
  DEFAULT_PARAMETER_EKONOMI,
  type ParameterEkonomi,
  parameterEkonomiRequestSchema,
} from '../../shared/schemas/economic-impact';
import { profileRebuild } from '../db/economic-profile-sql';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

/** The event's parameters as stored, or the page's defaults when none were set. */
export async function readParameters(db: Kysely<Database>, eventId: number): Promise<{ parameters: ParameterEkonomi; diubah_pada: string }> {
  const row = await db.selectFrom('parameter_ekonomi').select(['isi', 'diubah_pada']).where('event_id', '=', eventId).executeTakeFirst();
  if (!row) return { parameters: DEFAULT_PARAMETER_EKONOMI, diubah_pada: '' };
  return { parameters: parameterEkonomiRequestSchema.parse(JSON.parse(row.isi)), diubah_pada: row.diubah_pada };
}

export async function writeParameters(db: Kysely<Database>, eventId: number, parameters: ParameterEkonomi): Promise<void> {
  const values = { event_id: eventId, isi: JSON.stringify(parameters), diubah_pada: nowIso() };
  await db
    .insertInto('parameter_ekonomi')
    .values(values)
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ isi: values.isi, diubah_pada: values.diubah_pada }))
    .execute();
}

export interface SegmentRows {
  kuesioner_id: number;
  tipe_responden: string;
  roles: Set<PeranEkonomi>;
  respondents: Respondent[];
}

/**
 * What changes the report: the responses (only ever added, so their count and last id tell), the
 * questionnaires (their last change: a role set or moved) and the parameters. Read in one cheap
 * query per report, so an unchanged event is answered from the cache.
 */
export async function dataFingerprint(db: Kysely<Database>, eventId: number): Promise<string> {
  const row = await db
    .selectFrom('kuesioner as k')
    .leftJoin('respons as r', 'r.kuesioner_id', 'k.id')
    .where('k.event_id', '=', eventId)
    .select((eb) => [eb.fn.count<number>('r.id').as('n'), eb.fn.max('r.id').as('last'), eb.fn.max('k.diubah_pada').as('changed'), eb.fn.count<number>('k.id').distinct().as('forms')])
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${row.last ?? 0}:${row.changed ?? ''}:${Number(row.forms)}`;
}

/** A questionnaire's profiles made again from its answers, after a question's role changed. */
export async function rebuildProfiles(db: Kysely<Database>, kuesionerId: number): Promise<void> {
  for (const statement of profileRebuild(kuesionerId)) await sql.raw(statement).execute(db);
}

const number = (value: number | string | null) => (value === null ? null : Number(value));

/** A respondent who answered no role question: counted in n, local nowhere, spending nothing. */
const UNPROFILED: Respondent = {
  asal: null,
  rutin: null,
  alasan_utama: null,
  tetap_datang: null,
  hari_hadir: null,
  jumlah_ditanggung: null,
  belanja: BELANJA_ROLES.map(() => 0),
};

/**
 * Every response of the event's questionnaires as the calculation reads it: the profile rows the
 * trigger keeps (one per respondent, in id order, so equal spending is ordered alike on both
 * databases and the interval agrees), and as many unprofiled respondents as responses without one.
 */
export async function readSegments(db: Kysely<Database>, eventId: number): Promise<SegmentRows[]> {
  const forms = await db
    .selectFrom('kuesioner as k')
    .leftJoin('ringkasan_kuesioner as rk', 'rk.kuesioner_id', 'k.id')
    .select(['k.id', 'k.tipe_responden', 'rk.jumlah_respons'])
    .where('k.event_id', '=', eventId)
    .orderBy('k.id')
    .execute();
  if (forms.length === 0) return [];
  const ids = forms.map((form) => form.id);
  const [roleRows, profiles] = await Promise.all([
    db.selectFrom('pertanyaan').select(['kuesioner_id', 'peran_ekonomi']).where('kuesioner_id', 'in', ids).where('peran_ekonomi', 'is not', null).execute(),
    db
      .selectFrom('profil_ekonomi')
      .selectAll()
      .where('kuesioner_id', 'in', ids)
      .orderBy('kuesioner_id')
      .orderBy('respons_id')
      .execute(),
  ]);
  const segments = new Map<number, SegmentRows & { total: number }>(
    forms.map((form) => [
      form.id,
      { kuesioner_id: form.id, tipe_responden: form.tipe_responden, roles: new Set(), respondents: [], total: Number(form.jumlah_respons ?? 0) },
    ]),
  );
  for (const row of roleRows) if (row.peran_ekonomi) segments.get(row.kuesioner_id)?.roles.add(row.peran_ekonomi);
  for (const row of profiles) {
    segments.get(row.kuesioner_id)?.respondents.push({
      asal: row.asal,
      rutin: row.rutin,
      alasan_utama: row.alasan_utama,
      tetap_datang: row.tetap_datang,
      hari_hadir: number(row.hari_hadir),
      jumlah_ditanggung: number(row.jumlah_ditanggung),
      belanja: BELANJA_ROLES.map((role) => number(row[role]) ?? 0),
    });
  }
  return [...segments.values()].map(({ total, ...segment }) => ({
    ...segment,
    respondents: [...Array.from({ length: Math.max(0, total - segment.respondents.length) }, () => UNPROFILED), ...segment.respondents],
  }));
}
