import { type Kysely, type Selectable, sql } from 'kysely';
import type { Respondent } from '../../shared/economic-impact/method';
import { BELANJA_ROLES, type PeranEkonomi } from '../../shared/economic-impact/roles';
import { multiplierWarnings, usableMultipliers } from '../../shared/economic-impact/multipliers';
import {
  DEFAULT_PARAMETER_EKONOMI,
  type ParameterEkonomi,
  type ParameterEkonomiTersimpan,
  storedParameterEkonomiSchema,
} from '../../shared/schemas/economic-impact';
import type { DatabaseKind } from '../../shared/database-kind';
import { groupBy } from '../../shared/group-by';
import { isAnyOf } from '../db/any-of';
import { profileRebuild } from '../db/derived';
import { nowIso } from '../db/now';
import type { Database, ProfilEkonomiTable } from '../db/schema';

export interface StoredParameters {
  /** What the calculation reads: the multipliers only when usable today. */
  parameters: ParameterEkonomi;
  /** What GET answers: the multipliers as stored, with whether they need updating. */
  stored: ParameterEkonomiTersimpan;
  diubah_pada: string;
}

/** The event's parameters as stored, or the page's defaults when none were set. */
export async function readParameters(db: Kysely<Database>, eventId: number): Promise<StoredParameters> {
  const row = await db.selectFrom('parameter_ekonomi').select(['isi', 'diubah_pada']).where('event_id', '=', eventId).executeTakeFirst();
  return storedParametersOf(row);
}

/** The parameters of these events (the page's defaults where none were set), in one query. */
export async function readParametersOf(db: Kysely<Database>, kind: DatabaseKind, eventIds: readonly number[]): Promise<Map<number, StoredParameters>> {
  const rows = eventIds.length === 0
    ? []
    : await db.selectFrom('parameter_ekonomi').select(['event_id', 'isi', 'diubah_pada']).where(isAnyOf(kind, 'event_id', eventIds)).execute();
  const byEvent = new Map(rows.map((row) => [row.event_id, row]));
  return new Map(eventIds.map((eventId) => [eventId, storedParametersOf(byEvent.get(eventId))]));
}

/** One parameter_ekonomi row as the calculation and GET read it: the single and the batched reads' one mapping. */
function storedParametersOf(row: { isi: string; diubah_pada: string } | undefined): StoredParameters {
  const raw = row ? storedParameterEkonomiSchema.parse(JSON.parse(row.isi)) : DEFAULT_PARAMETER_EKONOMI;
  const pengganda = usableMultipliers(raw.pengganda);
  return {
    parameters: { ...raw, pengganda },
    stored: {
      ...raw,
      pengganda_perlu_diperbarui: raw.pengganda !== null && pengganda === null,
      peringatan: multiplierWarnings(pengganda),
    },
    diubah_pada: row?.diubah_pada ?? '',
  };
}

export async function writeParameters(db: Kysely<Database>, eventId: number, parameters: ParameterEkonomi): Promise<void> {
  const values = { event_id: eventId, isi: JSON.stringify(parameters), diubah_pada: nowIso() };
  await db
    .insertInto('parameter_ekonomi')
    .values(values)
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ isi: values.isi, diubah_pada: values.diubah_pada }))
    .execute();
}

/** L, the event's length in days (tanggal_selesai − tanggal_mulai + 1), from its calendar dates. */
export async function readEventDays(db: Kysely<Database>, eventId: number): Promise<number> {
  const event = await db.selectFrom('events').select(['tanggal_mulai', 'tanggal_selesai']).where('id', '=', eventId).executeTakeFirstOrThrow();
  return eventDaysOf(event);
}

export function eventDaysOf(event: { tanggal_mulai: string; tanggal_selesai: string }): number {
  const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return day(event.tanggal_selesai) - day(event.tanggal_mulai) + 1;
}

export interface SegmentRows {
  kuesioner_id: number;
  tipe_responden: string;
  roles: Set<PeranEkonomi>;
  respondents: readonly Respondent[];
  unprofiled: number;
}

/**
 * What changes the report: the responses added (their count and last id tell), the responses
 * voided or restored (the log of status changes grows), answers corrected or amounts confirmed
 * (their logs grow), and the questionnaires (added, deleted, or a question's role changed: their
 * count and last change). Each log is read by its last id AND its count: PostgreSQL hands out ids
 * as rows are inserted, not as they commit, so an entry committed after a later one keeps the
 * last id and only the count tells it came. Read in one cheap query per report, so an unchanged event is answered
 * from the cache. All but an added response count with the forms: the profiles read so far no
 * longer hold, and are read again whole.
 */
export async function dataFingerprint(db: Kysely<Database>, eventId: number): Promise<{ responses: string; forms: string }> {
  const row = await db
    .selectFrom('kuesioner as k')
    .leftJoin('respons as r', 'r.kuesioner_id', 'k.id')
    .where('k.event_id', '=', eventId)
    .select((eb) => [
      eb.fn.count<number>('r.id').as('n'),
      eb.fn.max('r.id').as('last'),
      eb.fn.max('k.diubah_pada').as('changed'),
      eb.fn.count<number>('k.id').distinct().as('forms'),
      eb
        .selectFrom('riwayat_status_respons as h')
        .innerJoin('respons as rr', 'rr.id', 'h.respons_id')
        .innerJoin('kuesioner as kk', 'kk.id', 'rr.kuesioner_id')
        .where('kk.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('h.id')} || ':' || ${log.fn.countAll()}`.as('last_change'))
        .as('status_changed'),
      eb
        .selectFrom('koreksi_jawaban as c')
        .innerJoin('respons as rc', 'rc.id', 'c.respons_id')
        .innerJoin('kuesioner as kc', 'kc.id', 'rc.kuesioner_id')
        .where('kc.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('c.id')} || ':' || ${log.fn.countAll()}`.as('last_correction'))
        .as('corrected'),
      eb
        .selectFrom('konfirmasi_respons as f')
        .innerJoin('respons as rf', 'rf.id', 'f.respons_id')
        .innerJoin('kuesioner as kf', 'kf.id', 'rf.kuesioner_id')
        .where('kf.event_id', '=', eventId)
        .select((log) => sql<string>`${log.fn.max('f.id')} || ':' || ${log.fn.countAll()}`.as('last_confirmation'))
        .as('confirmed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    responses: `${Number(row.n)}:${row.last ?? 0}`,
    forms: `${row.changed ?? ''}:${Number(row.forms)}:${row.status_changed ?? 0}:${row.corrected ?? 0}:${row.confirmed ?? 0}`,
  };
}

/**
 * dataFingerprint of many events in four grouped queries instead of one query per event: the very
 * same texts (the logs' "last:count" joined by the databases themselves, as there), so a report
 * cached or stored under one is found under the other.
 */
export async function dataFingerprints(
  db: Kysely<Database>,
  kind: DatabaseKind,
  eventIds: readonly number[],
): Promise<Map<number, { responses: string; forms: string }>> {
  if (eventIds.length === 0) return new Map();
  const [forms, statusChanged, corrected, confirmed] = await Promise.all([
    // Per questionnaire, each count and last id an index lookup, then added up per event below:
    // a third of the time of one join grouped by event over every response.
    db
      .selectFrom('kuesioner as k')
      .where(isAnyOf(kind, 'k.event_id', eventIds))
      .select((eb) => [
        'k.event_id',
        'k.diubah_pada',
        eb.selectFrom('respons as r').whereRef('r.kuesioner_id', '=', 'k.id').select((count) => count.fn.countAll<number>().as('n')).as('n'),
        eb.selectFrom('respons as r').whereRef('r.kuesioner_id', '=', 'k.id').select((last) => last.fn.max('r.id').as('last')).as('last'),
      ])
      .execute(),
    logByEvent(db, 'riwayat_status_respons'),
    logByEvent(db, 'koreksi_jawaban'),
    logByEvent(db, 'konfirmasi_respons'),
  ]);
  const formsOf = groupBy(forms, (form) => form.event_id);
  return new Map(
    eventIds.map((eventId) => {
      const rows = formsOf.get(eventId) ?? [];
      const n = rows.reduce((sum, row) => sum + Number(row.n ?? 0), 0);
      const last = rows.reduce((max, row) => Math.max(max, Number(row.last ?? 0)), 0);
      // The latest of the fixed-format ISO times, as max() picks it.
      const changed = rows.reduce((max, row) => (row.diubah_pada > max ? row.diubah_pada : max), '');
      return [
        eventId,
        {
          responses: `${n}:${last}`,
          forms: `${changed}:${rows.length}:${statusChanged.get(eventId) ?? 0}:${corrected.get(eventId) ?? 0}:${confirmed.get(eventId) ?? 0}`,
        },
      ];
    }),
  );
}

/**
 * One log's "last id:count" per event, as dataFingerprint reads it for one. Every event's: the
 * logs are small and read from their own side, where a filter on the events made SQLite start
 * from the events' every response instead.
 */
async function logByEvent(db: Kysely<Database>, log: 'riwayat_status_respons' | 'koreksi_jawaban' | 'konfirmasi_respons'): Promise<Map<number, string>> {
  // The table name is one of three literals: Kysely's builder cannot take a union of tables.
  const { rows } = await sql<{ event_id: number; last_change: string }>`
    select k.event_id, max(h.id) || ':' || count(*) as last_change
    from ${sql.table(log)} h
    join respons r on r.id = h.respons_id
    join kuesioner k on k.id = r.kuesioner_id
    group by k.event_id`.execute(db);
  return new Map(rows.map((row) => [row.event_id, row.last_change]));
}

/** A questionnaire's profiles made again from its answers, after a question's role changed. */
export async function rebuildProfiles(db: Kysely<Database>, kuesionerId: number): Promise<void> {
  for (const statement of profileRebuild(kuesionerId)) await sql.raw(statement).execute(db);
}

const number = (value: number | string | null) => (value === null ? null : Number(value));

/** A response that answered no role question: no asal, so outside the sample (tanpa_asal), as the spreadsheet lists it. */
export const UNPROFILED: Respondent = {
  asal: null,
  rutin: null,
  alasan_utama: null,
  tetap_datang: null,
  hari_hadir: null,
  jumlah_ditanggung: null,
  belanja: BELANJA_ROLES.map(() => 0),
};

export interface EventForms {
  forms: { id: number; tipe_responden: string; total: number }[];
  roles: Map<number, Set<PeranEkonomi>>;
}

/** The event's questionnaires with how many responses each has, and the roles each asks. */
export async function readForms(db: Kysely<Database>, kind: DatabaseKind, eventId: number): Promise<EventForms> {
  const rows = await db
    .selectFrom('kuesioner as k')
    .leftJoin('ringkasan_kuesioner as rk', 'rk.kuesioner_id', 'k.id')
    .select(['k.id', 'k.tipe_responden', 'rk.jumlah_respons'])
    .where('k.event_id', '=', eventId)
    .orderBy('k.id')
    .execute();
  const forms = rows.map((row) => ({ id: row.id, tipe_responden: row.tipe_responden, total: Number(row.jumlah_respons ?? 0) }));
  const roles = new Map(forms.map((form) => [form.id, new Set<PeranEkonomi>()]));
  if (forms.length > 0) {
    const roleRows = await db
      .selectFrom('pertanyaan')
      .select(['kuesioner_id', 'peran_ekonomi'])
      .where(isAnyOf(kind, 'kuesioner_id', forms.map((form) => form.id)))
      .where('peran_ekonomi', 'is not', null)
      .execute();
    for (const row of roleRows) if (row.peran_ekonomi) roles.get(row.kuesioner_id)?.add(row.peran_ekonomi);
  }
  return { forms, roles };
}

export interface ProfileRow {
  respons_id: number;
  kuesioner_id: number;
  respondent: Respondent;
}

/**
 * The profiles (one row of role answers per response) of these questionnaires, in id order, so
 * equal spending is ordered alike on both databases and the interval agrees; only those after
 * `afterId` when given.
 */
export async function readProfiles(db: Kysely<Database>, kind: DatabaseKind, kuesionerIds: number[], afterId = 0): Promise<ProfileRow[]> {
  if (kuesionerIds.length === 0) return [];
  const rows = await db
    .selectFrom('profil_ekonomi as p')
    .innerJoin('respons as r', 'r.id', 'p.respons_id')
    .selectAll('p')
    .select('r.dikonfirmasi_pada')
    .where(isAnyOf(kind, 'p.kuesioner_id', kuesionerIds))
    .where('p.respons_id', '>', afterId)
    .orderBy('p.respons_id')
    .execute();
  return rows.map((row) => ({ respons_id: row.respons_id, kuesioner_id: row.kuesioner_id, respondent: respondentOfProfile(row) }));
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
    belanja: BELANJA_ROLES.map((role) => number(row[role]) ?? 0),
    dikonfirmasi: Boolean(row.dikonfirmasi_pada),
    malam_menginap: number(row.malam_menginap),
    jenis_akomodasi: row.jenis_akomodasi,
  };
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

/** The calculation's segments: each questionnaire's profiles, and an unprofiled respondent for every response without one. */
export function assembleSegments({ forms, roles }: EventForms, profiles: ReadonlyMap<number, readonly Respondent[]>): SegmentRows[] {
  return forms.map((form) => {
    const profiled = profiles.get(form.id) ?? [];
    const unprofiled = Math.max(0, form.total - profiled.length);
    return {
      kuesioner_id: form.id,
      tipe_responden: form.tipe_responden,
      roles: roles.get(form.id) ?? new Set(),
      // A response without a profile answered no role question: outside the sample, counted once.
      respondents: profiled,
      unprofiled,
    };
  });
}
