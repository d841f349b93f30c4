import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/schemas/health';

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
 */

/**
 * The summary rows of the answers in `source` (columns pertanyaan_id, isi_jawaban, nilai_angka),
 * ordered by key: PostgreSQL locks them in that order, so two writers cannot deadlock on them.
 * One text for the backfill and both dialects' triggers, so they cannot disagree.
 */
const answerSummaries = (source: string) => `
  select pertanyaan_id, isi_jawaban, min(nilai_angka), count(*), coalesce(sum(nominal), 0)
  from (
    select a.pertanyaan_id,
           case when p.tipe_jawaban = 'nominal' then '' else a.isi_jawaban end as isi_jawaban,
           case when p.tipe_jawaban = 'nominal' then null else a.nilai_angka end as nilai_angka,
           case when p.tipe_jawaban = 'nominal' then a.nilai_angka else 0 end as nominal
    from ${source} a join pertanyaan p on p.id = a.pertanyaan_id
  ) answers
  where true
  group by pertanyaan_id, isi_jawaban
  order by pertanyaan_id, isi_jawaban`;

// `where true`: SQLite would otherwise read the upsert's ON as a join's.
const responseCounts = (source: string) => `
  select kuesioner_id, count(*) from ${source} r where true group by kuesioner_id order by kuesioner_id`;

const addAnswerSummaries = (source: string) => `
  insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
  ${answerSummaries(source)}
  on conflict (pertanyaan_id, isi_jawaban) do update
  set jumlah = ringkasan_jawaban.jumlah + excluded.jumlah,
      nilai_total = ringkasan_jawaban.nilai_total + excluded.nilai_total`;

const addResponseCounts = (source: string) => `
  insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons)
  ${responseCounts(source)}
  on conflict (kuesioner_id) do update
  set jumlah_respons = ringkasan_kuesioner.jumlah_respons + excluded.jumlah_respons`;

/** SQLite: a row trigger, its one new row as the source. */
function sqliteTriggers(): string[] {
  const newAnswer = '(select new.pertanyaan_id as pertanyaan_id, new.isi_jawaban as isi_jawaban, new.nilai_angka as nilai_angka)';
  const newResponse = '(select new.kuesioner_id as kuesioner_id)';
  return [
    `create trigger jawaban_ringkasan after insert on jawaban begin ${addAnswerSummaries(newAnswer)}; end`,
    `create trigger respons_ringkasan after insert on respons begin ${addResponseCounts(newResponse)}; end`,
  ];
}

/** PostgreSQL: a statement trigger over the statement's new rows, one upsert per insert. */
function postgresTriggers(): string[] {
  return [
    `create function ringkas_jawaban() returns trigger language plpgsql as $$
     begin ${addAnswerSummaries('baru')}; return null; end $$`,
    `create trigger jawaban_ringkasan after insert on jawaban referencing new table as baru
     for each statement execute function ringkas_jawaban()`,
    `create function ringkas_respons() returns trigger language plpgsql as $$
     begin ${addResponseCounts('baru')}; return null; end $$`,
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
    await sql.raw(addAnswerSummaries('jawaban')).execute(db);
    await sql.raw(addResponseCounts('respons')).execute(db);
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
