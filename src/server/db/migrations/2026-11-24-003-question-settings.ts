import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * Designer 2.0: two answer types (pilihan, wilayah), and per question whether it is required
 * (wajib), limits for numbers (nilai_min, nilai_maks), the options of a choice (pilihan, a JSON
 * array) and a show-if (tampil_jika_id, tampil_jika_nilai). A questionnaire records when its
 * form last changed (diubah_pada), so a survey collected on an older form is judged as such.
 *
 * The summaries change too: a nominal question now keeps one row per amount, like angka, so the
 * report can give its mean and median; nilai_total is the sum of the row's numbers on both. And
 * places are renumbered without gaps, so a new question at count + 1 comes last.
 *
 * The triggers made here were the set of their day: at every start db/derived installs the current
 * set over them (docs/derived-data.md).
 */

const TYPES = `('teks', 'angka', 'nominal', 'ya_tidak', 'pilihan', 'wilayah')`;

const ANSWER_UPSERT = `
  on conflict (pertanyaan_id, isi_jawaban) do update
  set jumlah = ringkasan_jawaban.jumlah + excluded.jumlah,
      nilai_total = ringkasan_jawaban.nilai_total + excluded.nilai_total`;

/** Every answer counts under its own value; numbers also add to the row's total. */
const addAnswers = (source: string) => `
  insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
  select a.pertanyaan_id, a.isi_jawaban, min(a.nilai_angka), count(*), coalesce(sum(a.nilai_angka), 0)
  from ${source} a
  where true
  group by 1, 2
  order by 1, 2
  ${ANSWER_UPSERT}`;

const sqliteAnswerTrigger = `
  create trigger jawaban_ringkasan after insert on jawaban begin
    insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
    values (new.pertanyaan_id, new.isi_jawaban, new.nilai_angka, 1, coalesce(new.nilai_angka, 0))
    ${ANSWER_UPSERT};
  end`;

const postgresAnswerFunction = `
  create or replace function ringkas_jawaban() returns trigger language plpgsql as $$
  begin ${addAnswers('baru')}; return null; end $$`;

/**
 * Places renumbered 1, 2, 3... in each questionnaire, in the order shown: deletes used to leave
 * gaps, and a new question at count + 1 (docs/screens.md, "Questionnaire designer") then landed
 * before the last ones.
 */
async function closeUrutanGaps(db: Kysely<any>): Promise<void> {
  const rows = await sql<{ id: number; kuesioner_id: number; urutan: number }>`
    select id, kuesioner_id, urutan from pertanyaan order by kuesioner_id, urutan, id`.execute(db);
  let kuesionerId: number | undefined;
  let place = 0;
  for (const row of rows.rows) {
    place = row.kuesioner_id === kuesionerId ? place + 1 : 1;
    kuesionerId = row.kuesioner_id;
    if (row.urutan !== place) await sql`update pertanyaan set urutan = ${place} where id = ${row.id}`.execute(db);
  }
}

/** The summaries rebuilt from the answers, for the one shape both types now share. */
async function rebuildSummaries(db: Kysely<any>): Promise<void> {
  await sql`delete from ringkasan_jawaban`.execute(db);
  await sql.raw(addAnswers('jawaban')).execute(db);
}

async function addKuesionerChangeTime(db: Kysely<any>): Promise<void> {
  await sql`alter table kuesioner add column diubah_pada text not null default ''`.execute(db);
  // Until now the form changed only by questions added: the latest of those is its last change.
  await sql`
    update kuesioner set diubah_pada = coalesce(
      (select max(p.created_at) from pertanyaan p where p.kuesioner_id = kuesioner.id and p.created_at > kuesioner.created_at),
      kuesioner.created_at)`.execute(db);
}

/**
 * SQLite cannot change a CHECK constraint in place: the table is rebuilt as its documentation
 * describes (foreign keys off, new table, copy, drop, rename, check). legacy_alter_table keeps the
 * rename from rewriting the other tables' references, which already name "pertanyaan".
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'pertanyaan'`.execute(trx);
      await sql`drop trigger jawaban_ringkasan`.execute(trx);
      await sql.raw(`
        create table pertanyaan_baru (
          id integer primary key autoincrement,
          kuesioner_id integer not null references kuesioner (id) on delete cascade,
          teks_pertanyaan text not null,
          tipe_jawaban text not null check (tipe_jawaban in ${TYPES}),
          urutan integer not null,
          created_at text not null,
          wajib integer not null default 1 check (wajib in (0, 1)),
          nilai_min integer,
          nilai_maks integer,
          pilihan text,
          tampil_jika_id integer references pertanyaan (id),
          tampil_jika_nilai text
        )`).execute(trx);
      await sql`
        insert into pertanyaan_baru (id, kuesioner_id, teks_pertanyaan, tipe_jawaban, urutan, created_at)
        select id, kuesioner_id, teks_pertanyaan, tipe_jawaban, urutan, created_at from pertanyaan`.execute(trx);
      await sql`drop table pertanyaan`.execute(trx);
      await sql`pragma legacy_alter_table = on`.execute(trx);
      await sql`alter table pertanyaan_baru rename to pertanyaan`.execute(trx);
      await sql`pragma legacy_alter_table = off`.execute(trx);
      await sql`create index pertanyaan_kuesioner_order on pertanyaan (kuesioner_id, urutan)`.execute(trx);
      // Ids of deleted questions are never given again: an offline device may still name one.
      const last = sequence.rows[0]?.seq;
      if (last !== undefined) {
        await sql`update sqlite_sequence set seq = max(seq, ${last}) where name = 'pertanyaan'`.execute(trx);
      }
      await addKuesionerChangeTime(trx);
      await closeUrutanGaps(trx);
      await rebuildSummaries(trx);
      await sql.raw(sqliteAnswerTrigger).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('foreign key check failed after rebuilding pertanyaan');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table pertanyaan drop constraint if exists pertanyaan_tipe_jawaban_check`.execute(db);
  await sql.raw(`alter table pertanyaan add constraint pertanyaan_tipe_jawaban_check check (tipe_jawaban in ${TYPES})`).execute(db);
  await sql`
    alter table pertanyaan
      add column wajib integer not null default 1 check (wajib in (0, 1)),
      add column nilai_min bigint,
      add column nilai_maks bigint,
      add column pilihan text,
      add column tampil_jika_id integer references pertanyaan (id),
      add column tampil_jika_nilai text`.execute(db);
  await addKuesionerChangeTime(db);
  await closeUrutanGaps(db);
  await sql.raw(postgresAnswerFunction).execute(db);
  await rebuildSummaries(db);
}

export function questionSettingsMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await (kind === 'postgres' ? upPostgres(db) : upSqlite(db));
    },
  };
}
