import { type Kysely, sql } from 'kysely';
import type { Respondent } from '../../shared/economic-impact/calculate';
import { BELANJA_ROLES, type PeranEkonomi } from '../../shared/economic-impact/roles';
import {
  DEFAULT_PARAMETER_EKONOMI,
  type ParameterEkonomi,
  parameterEkonomiRequestSchema,
} from '../../shared/schemas/economic-impact';
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

// The roles the calculation reads; the others (nights, accommodation type) describe, not count.
const TEXT_ROLES = ['asal', 'rutin', 'alasan_utama', 'tetap_datang'] as const;
const NUMBER_ROLES = ['hari_hadir', 'jumlah_ditanggung', ...BELANJA_ROLES] as const;

type PivotRow = { kuesioner_id: number } & Record<(typeof TEXT_ROLES)[number], string | null> &
  Record<(typeof NUMBER_ROLES)[number], number | string | null>;

/**
 * Every response of the event's questionnaires as one row of its role answers (null where not
 * answered), grouped in the database: one row per respondent reaches JavaScript, not one per answer.
 * In id order, so equal spending is ordered alike on both databases and the interval agrees.
 */
export async function readSegments(db: Kysely<Database>, eventId: number): Promise<SegmentRows[]> {
  const forms = await db.selectFrom('kuesioner').select(['id', 'tipe_responden']).where('event_id', '=', eventId).orderBy('id').execute();
  if (forms.length === 0) return [];
  const roleRows = await db
    .selectFrom('pertanyaan')
    .select(['kuesioner_id', 'peran_ekonomi'])
    .where('kuesioner_id', 'in', forms.map((form) => form.id))
    .where('peran_ekonomi', 'is not', null)
    .execute();
  const pick = (role: string, column: 'isi_jawaban' | 'nilai_angka') =>
    sql.raw(`max(case when a.peran_ekonomi = '${role}' then a.${column} end) as ${role}`);
  const { rows } = await sql<PivotRow>`
    select r.kuesioner_id, ${sql.join([...TEXT_ROLES.map((role) => pick(role, 'isi_jawaban')), ...NUMBER_ROLES.map((role) => pick(role, 'nilai_angka'))])}
    from respons r
    join kuesioner k on k.id = r.kuesioner_id
    left join (
      select j.respons_id, p.peran_ekonomi, j.isi_jawaban, j.nilai_angka
      from jawaban j join pertanyaan p on p.id = j.pertanyaan_id
      join kuesioner pk on pk.id = p.kuesioner_id
      where pk.event_id = ${eventId} and p.peran_ekonomi is not null
    ) a on a.respons_id = r.id
    where k.event_id = ${eventId}
    group by r.kuesioner_id, r.id
    order by r.kuesioner_id, r.id`.execute(db);

  const number = (value: number | string | null) => (value === null ? null : Number(value));
  const segments = new Map<number, SegmentRows>(
    forms.map((form) => [form.id, { kuesioner_id: form.id, tipe_responden: form.tipe_responden, roles: new Set(), respondents: [] }]),
  );
  for (const row of roleRows) if (row.peran_ekonomi) segments.get(row.kuesioner_id)?.roles.add(row.peran_ekonomi);
  for (const row of rows) {
    segments.get(Number(row.kuesioner_id))?.respondents.push({
      asal: row.asal,
      rutin: row.rutin,
      alasan_utama: row.alasan_utama,
      tetap_datang: row.tetap_datang,
      hari_hadir: number(row.hari_hadir),
      jumlah_ditanggung: number(row.jumlah_ditanggung),
      belanja: BELANJA_ROLES.map((role) => number(row[role]) ?? 0),
    });
  }
  return [...segments.values()];
}
