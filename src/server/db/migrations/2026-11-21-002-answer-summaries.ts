import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * Running totals for the analysis, so a report reads a few hundred summary rows instead of every
 * answer: per question and value how many answers (ringkasan_jawaban), per questionnaire how many
 * responses (ringkasan_kuesioner). A nominal question keeps one row with the empty text as its
 * value and the sum of the amounts, since only the sum is reported.
 *
 * Triggers keep them up to date in the transaction that inserts the answers, whoever inserts
 * them (the API, the demo seed, a restore). Answers are never edited, and leave only with their
 * event, when the summaries go too (cascade from the questionnaire and its questions); questions
 * and questionnaires with answers cannot be deleted. So no update or delete triggers.
 *
 * The triggers made here were the set of their day: at every start db/derived installs the current
 * set over them (docs/derived-data.md).
 */

/**
 * What an answer (row `a`, its question `p`) adds to the summaries: its value, or '' on a nominal
 * question, whose one row sums the amounts instead. One text for the backfill and both dialects'
 * triggers, so they cannot disagree.
 */
const summaryKey = (a: string) => `case when p.tipe_jawaban = 'nominal' then '' else ${a}.isi_jawaban end`;
const summaryNumber = (a: string) => `case when p.tipe_jawaban = 'nominal' then null else ${a}.nilai_angka end`;
const summaryAmount = (a: string) => `case when p.tipe_jawaban = 'nominal' then coalesce(${a}.nilai_angka, 0) else 0 end`;

const ANSWER_UPSERT = `
  on conflict (pertanyaan_id, isi_jawaban) do update
  set jumlah = ringkasan_jawaban.jumlah + excluded.jumlah,
      nilai_total = ringkasan_jawaban.nilai_total + excluded.nilai_total`;
const RESPONSE_UPSERT = `
  on conflict (kuesioner_id) do update
  set jumlah_respons = ringkasan_kuesioner.jumlah_respons + excluded.jumlah_respons`;

/**
 * The answers of `source` (a table or transition table) added to the summaries in one statement,
 * ordered by key: PostgreSQL locks the rows in that order, so two writers cannot deadlock on them.
 * `where true`, here and below: SQLite would otherwise read the upsert's ON as a join's.
 */
const addAnswers = (source: string) => `
  insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
  select a.pertanyaan_id, ${summaryKey('a')}, min(${summaryNumber('a')}), count(*), sum(${summaryAmount('a')})
  from ${source} a join pertanyaan p on p.id = a.pertanyaan_id
  where true
  group by 1, 2
  order by 1, 2
  ${ANSWER_UPSERT}`;

const addResponses = (source: string) => `
  insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons)
  select kuesioner_id, count(*) from ${source} where true group by kuesioner_id order by kuesioner_id
  ${RESPONSE_UPSERT}`;

/** SQLite: row triggers, each adding its one new row without the grouping (a third cheaper). */
function sqliteTriggers(): string[] {
  return [
    `create trigger jawaban_ringkasan after insert on jawaban begin
       insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
       select new.pertanyaan_id, ${summaryKey('new')}, ${summaryNumber('new')}, 1, ${summaryAmount('new')}
       from pertanyaan p where p.id = new.pertanyaan_id
       ${ANSWER_UPSERT};
     end`,
    `create trigger respons_ringkasan after insert on respons begin
       insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons) values (new.kuesioner_id, 1)
       ${RESPONSE_UPSERT};
     end`,
  ];
}

/** PostgreSQL: statement triggers over the statement's new rows, one upsert per insert. */
function postgresTriggers(): string[] {
  return [
    `create function ringkas_jawaban() returns trigger language plpgsql as $$
     begin ${addAnswers('baru')}; return null; end $$`,
    `create trigger jawaban_ringkasan after insert on jawaban referencing new table as baru
     for each statement execute function ringkas_jawaban()`,
    `create function ringkas_respons() returns trigger language plpgsql as $$
     begin ${addResponses('baru')}; return null; end $$`,
    `create trigger respons_ringkasan after insert on respons referencing new table as baru
     for each statement execute function ringkas_respons()`,
  ];
}

export function answerSummariesMigration(kind: DatabaseKind) {
  const bigintType = kind === 'postgres' ? 'bigint' : 'integer';
  // numeric on PostgreSQL: a sum of many large amounts may pass bigint; SQLite turns to real.
  const totalType = kind === 'postgres' ? 'numeric' : 'integer';

  async function create(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('ringkasan_jawaban')
      .addColumn('pertanyaan_id', 'integer', (c) => c.notNull().references('pertanyaan.id').onDelete('cascade'))
      .addColumn('isi_jawaban', 'text', (c) => c.notNull())
      // The value's number for angka (the same text always gives the same number), for the ranking.
      .addColumn('nilai_angka', bigintType)
      .addColumn('jumlah', bigintType, (c) => c.notNull())
      .addColumn('nilai_total', totalType, (c) => c.notNull())
      .addPrimaryKeyConstraint('ringkasan_jawaban_pk', ['pertanyaan_id', 'isi_jawaban'])
      .execute();
    await db.schema
      .createTable('ringkasan_kuesioner')
      .addColumn('kuesioner_id', 'integer', (c) => c.primaryKey().references('kuesioner.id').onDelete('cascade'))
      .addColumn('jumlah_respons', bigintType, (c) => c.notNull())
      .execute();
    // The analysis no longer groups the answers by value, and that index of every answer's text
    // cost each insert more than the summaries do. Finding a question's answers (may it be
    // deleted? the foreign key's check) needs the question id alone.
    await db.schema.dropIndex('jawaban_pertanyaan_value').execute();
    await db.schema.createIndex('jawaban_pertanyaan').on('jawaban').column('pertanyaan_id').execute();
    await sql.raw(addAnswers('jawaban')).execute(db);
    await sql.raw(addResponses('respons')).execute(db);
    for (const statement of kind === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
      await sql.raw(statement).execute(db);
    }
  }

  return {
    // Kysely runs a PostgreSQL migration in a transaction; on SQLite this one makes its own, so a
    // crash half way cannot leave tables without their backfill.
    async up(db: Kysely<any>): Promise<void> {
      await (db.isTransaction ? create(db) : db.transaction().execute(create));
    },
  };
}
