import type { DatabaseKind } from '../../../shared/database-kind';
import { acceptedSql } from './accepted';
import { profileUpsert } from './profiles';
import { addAnswers, addNewAnswer, addNewResponse, addResponses, statusChange } from './summaries';

/** A trigger that keeps derived rows, and on PostgreSQL the function it runs. */
export interface DerivedTrigger {
  name: string;
  table: 'jawaban' | 'respons';
  /** PostgreSQL: the plpgsql function (its name and body), created or replaced before the trigger. */
  function?: { name: string; source: string };
  create: string;
}

/** A response changes status between counting and not: old and new differ in acceptance. */
const countingChanges = `(${acceptedSql('old')}) <> (${acceptedSql('new')})`;
const sign = `(case when ${acceptedSql('new')} then 1 else -1 end)`;

/** SQLite: row triggers, each adding its one new row. */
function sqliteTriggers(): DerivedTrigger[] {
  const newAnswer =
    '(select new.respons_id as respons_id, new.pertanyaan_id as pertanyaan_id, new.isi_jawaban as isi_jawaban, new.nilai_angka as nilai_angka)';
  return [
    { name: 'jawaban_ringkasan', table: 'jawaban', create: `create trigger jawaban_ringkasan after insert on jawaban begin ${addNewAnswer}; end` },
    { name: 'jawaban_profil', table: 'jawaban', create: `create trigger jawaban_profil after insert on jawaban begin ${profileUpsert(newAnswer)}; end` },
    { name: 'respons_ringkasan', table: 'respons', create: `create trigger respons_ringkasan after insert on respons begin ${addNewResponse}; end` },
    {
      name: 'respons_status',
      table: 'respons',
      create: `create trigger respons_status after update of status on respons when ${countingChanges} begin
        ${statusChange(sign).join(';\n')};
      end`,
    },
    // The search index (FTS5, trigram) reads its content from respons.teks_cari.
    {
      name: 'respons_cari_tambah',
      table: 'respons',
      create: `create trigger respons_cari_tambah after insert on respons begin
        insert into respons_cari (rowid, teks_cari) values (new.id, new.teks_cari);
      end`,
    },
    {
      name: 'respons_cari_hapus',
      table: 'respons',
      create: `create trigger respons_cari_hapus after delete on respons begin
        insert into respons_cari (respons_cari, rowid, teks_cari) values ('delete', old.id, old.teks_cari);
      end`,
    },
    {
      name: 'respons_cari_ubah',
      table: 'respons',
      create: `create trigger respons_cari_ubah after update of teks_cari on respons begin
        insert into respons_cari (respons_cari, rowid, teks_cari) values ('delete', old.id, old.teks_cari);
        insert into respons_cari (rowid, teks_cari) values (new.id, new.teks_cari);
      end`,
    },
  ];
}

/**
 * PostgreSQL: statement triggers over the statement's new rows (one upsert per insert), and a row
 * trigger for a status change. The search needs none: pg_trgm's index follows the column.
 */
function postgresTriggers(): DerivedTrigger[] {
  return [
    {
      name: 'jawaban_ringkasan',
      table: 'jawaban',
      function: { name: 'ringkas_jawaban', source: ` begin ${addAnswers('baru')}; return null; end ` },
      create: `create trigger jawaban_ringkasan after insert on jawaban referencing new table as baru
        for each statement execute function ringkas_jawaban()`,
    },
    {
      name: 'jawaban_profil',
      table: 'jawaban',
      function: { name: 'profil_jawaban', source: ` begin ${profileUpsert('baru')}; return null; end ` },
      create: `create trigger jawaban_profil after insert on jawaban referencing new table as baru
        for each statement execute function profil_jawaban()`,
    },
    {
      name: 'respons_ringkasan',
      table: 'respons',
      function: { name: 'ringkas_respons', source: ` begin ${addResponses('baru')}; return null; end ` },
      create: `create trigger respons_ringkasan after insert on respons referencing new table as baru
        for each statement execute function ringkas_respons()`,
    },
    {
      name: 'respons_status',
      table: 'respons',
      function: {
        name: 'status_respons',
        source: ` declare tanda integer := ${sign};
        begin
          ${statusChange('tanda').join(';\n')};
          return null;
        end `,
      },
      create: `create trigger respons_status after update of status on respons
        for each row when ((${acceptedSql('old')}) is distinct from (${acceptedSql('new')})) execute function status_respons()`,
    },
  ];
}

/** The current trigger set of the dialect: what installDerivedData leaves, and nothing else. */
export function derivedTriggers(kind: DatabaseKind): DerivedTrigger[] {
  return kind === 'postgres' ? postgresTriggers() : sqliteTriggers();
}
