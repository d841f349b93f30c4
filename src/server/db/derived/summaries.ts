import { acceptedSql } from './accepted';
import { profileUpsert } from './profiles';

/**
 * The running totals the analysis reads instead of every answer: per question and value how many
 * answers and the sum of their numbers (ringkasan_jawaban), per questionnaire how many responses
 * (ringkasan_kuesioner). Accepted responses only. Every answer counts under its own value;
 * numbers also add to the row's total.
 */

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
export const addAnswers = (source: string) => `
  insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
  select a.pertanyaan_id, a.isi_jawaban, min(a.nilai_angka), count(*), coalesce(sum(a.nilai_angka), 0)
  from ${source} a
  where true
  group by 1, 2
  order by 1, 2
  ${ANSWER_UPSERT}`;

/** The one new answer of a SQLite row trigger, without the grouping (a third cheaper). */
export const addNewAnswer = `
  insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
  values (new.pertanyaan_id, new.isi_jawaban, new.nilai_angka, 1, coalesce(new.nilai_angka, 0))
  ${ANSWER_UPSERT}`;

export const addResponses = (source: string) => `
  insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons)
  select kuesioner_id, count(*) from ${source} where true group by kuesioner_id order by kuesioner_id
  ${RESPONSE_UPSERT}`;

export const addNewResponse = `
  insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons) values (new.kuesioner_id, 1)
  ${RESPONSE_UPSERT}`;

/**
 * What a response whose status changes between counting and not counting does, as SQL of the
 * trigger's row `new`, `sign` being +1 when it comes to count and -1 when it leaves: its count and
 * its answers out of the summaries or back in, a summary row that reaches zero dropped (a recount
 * would not have it), its economic profile removed or made again. Rows are touched in key order,
 * as the insert triggers do, so a void and a batch of submissions cannot deadlock on PostgreSQL.
 */
export function statusChange(sign: string): string[] {
  return [
    `insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons) values (new.kuesioner_id, ${sign})
     ${RESPONSE_UPSERT}`,
    `delete from ringkasan_kuesioner where kuesioner_id = new.kuesioner_id and jumlah_respons = 0`,
    `insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
     select a.pertanyaan_id, a.isi_jawaban, min(a.nilai_angka), ${sign} * count(*), ${sign} * coalesce(sum(a.nilai_angka), 0)
     from jawaban a where a.respons_id = new.id
     group by 1, 2
     order by 1, 2
     ${ANSWER_UPSERT}`,
    `delete from ringkasan_jawaban
     where jumlah = 0 and pertanyaan_id in (select pertanyaan_id from jawaban where respons_id = new.id)`,
    `delete from profil_ekonomi where respons_id = new.id`,
    profileUpsert(`(select respons_id, pertanyaan_id, isi_jawaban, nilai_angka from jawaban
      where respons_id = new.id and ${acceptedSql('new')})`),
  ];
}
