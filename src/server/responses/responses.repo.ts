import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { ResponsItem, ResponsJawaban, StatusRespons } from '../../shared/schemas/responses';
import { containsPattern } from '../answers/search-text';
import { isAnyOf } from '../db/any-of';
import { ACCEPTED, VOIDED } from '../db/derived';
import { inTransaction } from '../db/in-transaction';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { eventInArea, type Viewer } from '../work-areas/area-rule';

/** Which responses a page of the table shows; every field narrows, none widens. */
export interface ResponseFilter {
  /** The questionnaires to read (an event's, or one of them); undefined: any. */
  kuesionerIds?: readonly number[];
  surveyorId?: number;
  /** Collected at or after this instant (ISO 8601 UTC)... */
  from?: string;
  /** ...and before this one. */
  to?: string;
  status?: StatusRespons;
  /** Words to find in the response's answers (answers/search-text.ts), as typed. */
  search?: string;
  /** Only these responses (the review queue's); an empty list matches none. */
  ids?: readonly number[];
  /** Only responses to events inside this viewer's work area (docs/work-areas.md). */
  area?: Viewer;
}

type ResponseQuery<O> = SelectQueryBuilder<Database & { r: Database['respons'] }, 'r', O>;

// The trigram index (migration 2026-11-24-006) knows texts of three characters or more.
const TRIGRAM = 3;

/**
 * A search in the answers: a LIKE over the search text, which says exactly what matches. On
 * SQLite the FTS5 trigram index first narrows it to the responses holding the text, as a quoted
 * phrase (a quote inside is doubled); on PostgreSQL the LIKE itself uses pg_trgm's index.
 */
function searchCondition(kind: DatabaseKind, search: string) {
  const like = sql<boolean>`r.teks_cari like ${containsPattern(search)} escape '\\'`;
  if (kind === 'postgres' || [...search].length < TRIGRAM) return like;
  const phrase = `"${search.toLowerCase().replaceAll('"', '""')}"`;
  return sql<boolean>`r.id in (select rowid from respons_cari where respons_cari match ${phrase}) and ${like}`;
}

function filtered<O>(kind: DatabaseKind, query: ResponseQuery<O>, filter: ResponseFilter): ResponseQuery<O> {
  let result = query;
  const ids = filter.kuesionerIds;
  if (ids) result = ids.length === 1 ? result.where('r.kuesioner_id', '=', ids[0]) : result.where(isAnyOf(kind, 'r.kuesioner_id', ids));
  if (filter.surveyorId !== undefined) result = result.where('r.surveyor_id', '=', filter.surveyorId);
  if (filter.from) result = result.where('r.diisi_pada', '>=', filter.from);
  if (filter.to) result = result.where('r.diisi_pada', '<', filter.to);
  if (filter.status) result = result.where('r.status', '=', filter.status);
  if (filter.search) result = result.where(searchCondition(kind, filter.search));
  if (filter.ids) result = result.where(isAnyOf(kind, 'r.id', filter.ids));
  const { area } = filter;
  // A national viewer sees every event: no subquery to plan.
  if (area && area.wilayah_kerja !== null) {
    result = result.where((eb) => {
      const formsInArea = eb.selectFrom('kuesioner as ka').innerJoin('events', 'events.id', 'ka.event_id').select('ka.id').where(eventInArea(area));
      return eb('r.kuesioner_id', 'in', formsInArea);
    });
  }
  return result;
}

const RESPONSE_COLUMNS = [
  'r.id',
  'r.kuesioner_id',
  'r.surveyor_id',
  'r.diisi_pada',
  'r.diterima_pada',
  'r.status',
  'r.alasan_status',
  'r.status_diubah_pada',
  'r.status_diubah_oleh',
  'r.waktu_perangkat_diragukan',
  'r.versi_lama',
  'r.versi',
  'r.dikonfirmasi_pada',
] as const;

// SQLite refuses a compound select of more than 500 arms; far fewer already cost more to plan
// than one sort of the event's responses.
const MAX_MERGED_ARMS = 100;

/**
 * The ids of a page, newest collected first. One arm per questionnaire, each read in order from
 * its (kuesioner_id, diisi_pada, id) index, merged by the database: a page never sorts the whole
 * event, however deep it is. SQLite merges a compound select ordered as a whole (MERGE (UNION
 * ALL)); PostgreSQL only plans a Merge Append when each arm is ordered and limited itself, inside
 * a subquery ordered again. An event with more than MAX_MERGED_ARMS questionnaires is read as one
 * query over all of them instead.
 */
async function readPageIds(db: Kysely<Database>, kind: DatabaseKind, filter: ResponseFilter, page: { limit: number; offset: number }) {
  const ids = filter.kuesionerIds;
  const arms = (ids && ids.length <= MAX_MERGED_ARMS ? ids.map((id) => ({ ...filter, kuesionerIds: [id] })) : [filter]).map((armFilter) =>
    filtered(kind, db.selectFrom('respons as r').select(['r.id', 'r.diisi_pada']), armFilter),
  );
  if (kind === 'postgres') {
    const ordered = arms.map((arm) => arm.orderBy('r.diisi_pada', 'desc').orderBy('r.id', 'desc').limit(page.limit + page.offset));
    const { rows } = await sql<{ id: number }>`
      select id from (${sql.join(ordered, sql` union all `)}) halaman
      order by diisi_pada desc, id desc limit ${page.limit} offset ${page.offset}`.execute(db);
    return rows.map((row) => row.id);
  }
  let query = arms[0];
  for (const other of arms.slice(1)) query = query.unionAll(other);
  const rows = await query.orderBy('diisi_pada', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return rows.map((row) => row.id);
}

async function countMatching(db: Kysely<Database>, kind: DatabaseKind, filter: ResponseFilter): Promise<number> {
  const count = async (counted: ResponseFilter) =>
    Number((await filtered(kind, db.selectFrom('respons as r').select((eb) => eb.fn.countAll<number>().as('n')), counted).executeTakeFirstOrThrow()).n);
  // Accepted ones are nearly all: counted as all less the voided, both read from indexes alone,
  // instead of looking up the status of every response.
  if (filter.status === ACCEPTED) {
    const [all, voided] = await Promise.all([count({ ...filter, status: undefined }), count({ ...filter, status: VOIDED })]);
    return all - voided;
  }
  return count(filter);
}

/** A page of responses, newest collected first, and how many match in all. */
export async function readResponsePage(db: Kysely<Database>, kind: DatabaseKind, filter: ResponseFilter, page: { limit: number; offset: number }) {
  if (filter.kuesionerIds?.length === 0 || filter.ids?.length === 0) return { rows: [], total: 0 };
  const [ids, total] = await Promise.all([readPageIds(db, kind, filter, page), countMatching(db, kind, filter)]);
  if (ids.length === 0) return { rows: [], total };
  const byId = new Map((await db.selectFrom('respons as r').select(RESPONSE_COLUMNS).where(isAnyOf(kind, 'r.id', ids)).execute()).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

export async function findResponseRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('respons as r').select(RESPONSE_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type ResponseRow = NonNullable<Awaited<ReturnType<typeof findResponseRow>>>;

/** Each response's answers in its questionnaire's order. */
async function readAnswersOf(db: Kysely<Database>, kind: DatabaseKind, ids: readonly number[]): Promise<Map<number, ResponsJawaban[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('jawaban as j')
    .innerJoin('pertanyaan as p', 'p.id', 'j.pertanyaan_id')
    .select((eb) => [
      'j.respons_id',
      'j.pertanyaan_id',
      'p.teks_pertanyaan',
      'p.tipe_jawaban',
      'j.isi_jawaban',
      'j.dikonfirmasi_surveyor',
      eb
        .exists(
          eb
            .selectFrom('koreksi_jawaban as k')
            .select('k.id')
            .whereRef('k.respons_id', '=', 'j.respons_id')
            .whereRef('k.pertanyaan_id', '=', 'j.pertanyaan_id'),
        )
        .as('dikoreksi'),
    ])
    .where(isAnyOf(kind, 'j.respons_id', ids))
    .orderBy('j.respons_id')
    .orderBy('p.urutan')
    .orderBy('p.id')
    .execute();
  const byResponse = new Map<number, ResponsJawaban[]>();
  for (const { respons_id, dikonfirmasi_surveyor, dikoreksi, ...rest } of rows) {
    const answer = { ...rest, dikonfirmasi_surveyor: Boolean(dikonfirmasi_surveyor), dikoreksi: Boolean(dikoreksi) };
    const answers = byResponse.get(respons_id);
    if (answers) answers.push(answer);
    else byResponse.set(respons_id, [answer]);
  }
  return byResponse;
}

/** The questionnaires, events and surveyors the rows name, read once for the page. */
async function readNames(db: Kysely<Database>, kind: DatabaseKind, rows: readonly ResponseRow[]) {
  const kuesionerIds = [...new Set(rows.map((row) => row.kuesioner_id))];
  const surveyorIds = [...new Set(rows.flatMap((row) => (row.surveyor_id === null ? [] : [row.surveyor_id])))];
  const [forms, surveyors] = await Promise.all([
    kuesionerIds.length === 0
      ? []
      : db
          .selectFrom('kuesioner as k')
          .innerJoin('events as e', 'e.id', 'k.event_id')
          .select(['k.id', 'k.tipe_responden', 'k.event_id', 'e.nama_event'])
          .where(isAnyOf(kind, 'k.id', kuesionerIds))
          .execute(),
    surveyorIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'nama']).where(isAnyOf(kind, 'id', surveyorIds)).execute(),
  ]);
  return { forms: new Map(forms.map((form) => [form.id, form])), surveyors: new Map(surveyors.map((user) => [user.id, user])) };
}

/**
 * Rows as the API answers them: with their questionnaire, event, surveyor and answers, and whether
 * each waits for review and why (`flagged`: the review queue by response id, responses/review-flags.ts).
 */
export async function toItems(
  db: Kysely<Database>,
  kind: DatabaseKind,
  rows: readonly ResponseRow[],
  flagged: ReadonlyMap<number, { alasan: string }>,
): Promise<ResponsItem[]> {
  const [answers, names] = await Promise.all([readAnswersOf(db, kind, rows.map((row) => row.id)), readNames(db, kind, rows)]);
  return rows.flatMap((row) => {
    const form = names.forms.get(row.kuesioner_id);
    if (!form) return [];
    const surveyor = row.surveyor_id === null ? undefined : names.surveyors.get(row.surveyor_id);
    return [
      {
        id: row.id,
        kuesioner_id: row.kuesioner_id,
        tipe_responden: form.tipe_responden,
        event_id: form.event_id,
        nama_event: form.nama_event,
        surveyor: surveyor ? { id: surveyor.id, nama: surveyor.nama } : null,
        diisi_pada: row.diisi_pada,
        diterima_pada: row.diterima_pada,
        status: row.status,
        alasan_status: row.alasan_status,
        status_diubah_pada: row.status_diubah_pada,
        status_diubah_oleh: row.status_diubah_oleh,
        ...(row.waktu_perangkat_diragukan === null ? {} : { waktu_perangkat_diragukan: row.waktu_perangkat_diragukan }),
        ...(row.versi_lama === null ? {} : { versi_lama: row.versi_lama }),
        jawaban: answers.get(row.id) ?? [],
        perlu_diperiksa: flagged.has(row.id),
        alasan_pemeriksaan: flagged.get(row.id)?.alasan ?? null,
      },
    ];
  });
}

export type StatusChange = 'changed' | 'unchanged' | 'missing';

/**
 * Accepts or voids a response, logging who, when and why. The update names the status it leaves,
 * so of two Admins racing, one changes it and the other finds it already done; the summaries and
 * the economic profile follow in the same transaction (the respons_status trigger, db/derived;
 * docs/derived-data.md). In the caller's transaction when given one (the change and its
 * activity-log entry commit together).
 */
export async function changeStatus(
  db: Kysely<Database>,
  change: { id: number; status: StatusRespons; alasan: string | null; oleh: { id: number; nama: string } },
): Promise<StatusChange> {
  return inTransaction(db, async (trx) => {
    const pada = nowIso();
    const result = await trx
      .updateTable('respons')
      .set({ status: change.status, alasan_status: change.alasan, status_diubah_pada: pada, status_diubah_oleh: change.oleh.nama })
      .where('id', '=', change.id)
      .where('status', '<>', change.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom('respons').select('id').where('id', '=', change.id).executeTakeFirst();
      return exists ? 'unchanged' : 'missing';
    }
    await trx
      .insertInto('riwayat_status_respons')
      .values({ respons_id: change.id, status: change.status, alasan: change.alasan, oleh_id: change.oleh.id, oleh_nama: change.oleh.nama, pada })
      .execute();
    return 'changed';
  });
}

/**
 * Every change of status of the response, oldest first; with `accounts` (an Admin reading) the
 * account that made it beside its display name: its id and email, null once deleted.
 */
export async function readStatusHistory(db: Kysely<Database>, responsId: number, { accounts }: { accounts: boolean }) {
  const rows = await db
    .selectFrom('riwayat_status_respons as h')
    .leftJoin('users as u', 'u.id', 'h.oleh_id')
    .select(['h.status', 'h.alasan', 'h.oleh_nama as oleh', 'h.oleh_id', 'u.email as oleh_email', 'h.pada'])
    .where('h.respons_id', '=', responsId)
    .orderBy('h.id')
    .execute();
  return rows.map(({ oleh_id, oleh_email, ...entry }) => (accounts ? { ...entry, oleh_id, oleh_email } : entry));
}
