import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { PROFILE_NUMBER_ROLES, PROFILE_TEXT_ROLES } from '../../../src/server/db/derived';

/**
 * The running summaries (ringkasan_jawaban, ringkasan_kuesioner) and the economic profiles
 * (profil_ekonomi) against a full recount from the stored answers of the accepted responses
 * (status 'diterima'), written here again rather than taken from the triggers' SQL. Numbers are
 * compared as decimal text, so PostgreSQL's bigint and numeric (strings) and SQLite's numbers
 * meet. Answers every difference found (the first few of each table) and how many in all.
 */

export interface RecountResult {
  exact: boolean;
  /** Per table: how many keys differ (missing, extra or other values). */
  differing: Record<string, number>;
  /** The first differences, for the output. */
  examples: string[];
  /** Rows compared per table (the recount's). */
  rows: Record<string, number>;
}

const EXAMPLES_PER_TABLE = 5;

/** A value as decimal text: 12, 12n, '12' and '12.000' (a PostgreSQL numeric) all read '12'. */
function text(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const written = String(value);
  return /^-?\d+\.0+$/.test(written) ? written.replace(/\.0+$/, '') : written;
}

function compare(table: string, expected: Map<string, string>, actual: Map<string, string>, result: RecountResult, zeroIsAbsent = false): void {
  let differing = 0;
  const examples: string[] = [];
  const note = (line: string) => {
    differing += 1;
    if (examples.length < EXAMPLES_PER_TABLE) examples.push(`${table} ${line}`);
  };
  for (const [key, want] of expected) {
    const got = actual.get(key);
    if (got === undefined) note(`${key}: missing, recount ${want}`);
    else if (got !== want) note(`${key}: ${got}, recount ${want}`);
  }
  for (const [key, got] of actual) {
    if (!expected.has(key) && !(zeroIsAbsent && got === '0')) note(`${key}: ${got}, not in the recount`);
  }
  result.differing[table] = differing;
  result.rows[table] = expected.size;
  result.examples.push(...examples);
  if (differing > 0) result.exact = false;
}

export async function recountSummaries(db: Kysely<Database>): Promise<RecountResult> {
  const result: RecountResult = { exact: true, differing: {}, examples: [], rows: {} };

  // Per question and value (migration 2026-11-24-003: numbers also add to the row's total).
  const answers = await sql<{ pertanyaan_id: number; isi: string; nilai_angka: unknown; jumlah: unknown; nilai_total: unknown }>`
    select a.pertanyaan_id, a.isi_jawaban as isi, min(a.nilai_angka) as nilai_angka, count(*) as jumlah,
           coalesce(sum(a.nilai_angka), 0) as nilai_total
    from jawaban a
    join respons r on r.id = a.respons_id
    where r.status = 'diterima'
    group by a.pertanyaan_id, a.isi_jawaban`.execute(db);
  const summaries = await db.selectFrom('ringkasan_jawaban').select(['pertanyaan_id', 'isi_jawaban', 'nilai_angka', 'jumlah', 'nilai_total']).execute();
  const answerValue = (row: { nilai_angka: unknown; jumlah: unknown; nilai_total: unknown }) =>
    `angka=${text(row.nilai_angka)} jumlah=${text(row.jumlah)} total=${text(row.nilai_total)}`;
  compare(
    'ringkasan_jawaban',
    new Map(answers.rows.map((row) => [`(${row.pertanyaan_id}, ${JSON.stringify(row.isi)})`, answerValue(row)])),
    new Map(summaries.map((row) => [`(${row.pertanyaan_id}, ${JSON.stringify(row.isi_jawaban)})`, answerValue(row)])),
    result,
  );

  // Per questionnaire: its accepted responses (a row that fell to 0 stays, as 0).
  const responses = await sql<{ kuesioner_id: number; n: unknown }>`
    select kuesioner_id, count(*) as n from respons where status = 'diterima' group by kuesioner_id`.execute(db);
  const perForm = await db.selectFrom('ringkasan_kuesioner').select(['kuesioner_id', 'jumlah_respons']).execute();
  compare(
    'ringkasan_kuesioner',
    new Map(responses.rows.map((row) => [String(row.kuesioner_id), text(row.n)])),
    new Map(perForm.map((row) => [String(row.kuesioner_id), text(row.jumlah_respons)])),
    result,
    true,
  );

  // One profile per accepted response with role answers: text roles keep the text, the others the number.
  const roles = [...PROFILE_TEXT_ROLES, ...PROFILE_NUMBER_ROLES];
  const picks = roles.map((role) =>
    sql.raw(
      `max(case when p.peran_ekonomi = '${role}' then a.${(PROFILE_TEXT_ROLES as readonly string[]).includes(role) ? 'isi_jawaban' : 'nilai_angka'} end) as ${role}`,
    ),
  );
  const profiles = await sql<Record<string, unknown>>`
    select a.respons_id, min(p.kuesioner_id) as kuesioner_id, ${sql.join(picks)}
    from jawaban a
    join pertanyaan p on p.id = a.pertanyaan_id
    join respons r on r.id = a.respons_id
    where p.peran_ekonomi is not null and r.status = 'diterima'
    group by a.respons_id`.execute(db);
  const stored = await sql<Record<string, unknown>>`select * from profil_ekonomi`.execute(db);
  const profileValue = (row: Record<string, unknown>) => ['kuesioner_id', ...roles].map((column) => `${column}=${text(row[column])}`).join(' ');
  compare(
    'profil_ekonomi',
    new Map(profiles.rows.map((row) => [`respons ${text(row.respons_id)}`, profileValue(row)])),
    new Map(stored.rows.map((row) => [`respons ${text(row.respons_id)}`, profileValue(row)])),
    result,
  );
  return result;
}
