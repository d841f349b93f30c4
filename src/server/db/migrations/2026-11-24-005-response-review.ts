import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * Review of responses (Data Survei): a response is accepted (diterima) or voided (dibatalkan),
 * never deleted; the last change keeps its reason, time and who made it on the row, and every
 * change is logged (riwayat_status_respons). A questionnaire may name how many responses it aims
 * for (target_sampel). Each response keeps its answers as the table's search reads them (teks_cari,
 * made by the API as it stores them; filled here for the responses already stored).
 *
 * The running summaries count accepted responses only. A response is always stored accepted (the
 * insert triggers stay as they were); when its status changes, a trigger takes its answers out of
 * the summaries or puts them back in the same transaction, drops a summary row that reaches zero
 * (a recount would not have it), and removes or rebuilds its economic profile.
 *
 * The SQL and the search text's rule are copied here as they were when this migration was written:
 * a migration imports no application code, so an edit there cannot change what it did. The current
 * triggers live in db/derived (docs/derived-data.md), installed over these after the migrations.
 */

/** A region's name by its code, from the region list the app ships; handed in by migrate.ts. */
export type RegionName = (kode: string) => string | undefined;

const PROFILE_TEXT_ROLES = ['asal', 'rutin', 'alasan_utama', 'tetap_datang'];
const PROFILE_ROLES = [
  ...PROFILE_TEXT_ROLES,
  'hari_hadir',
  'jumlah_ditanggung',
  'belanja_akomodasi',
  'belanja_makan_minum',
  'belanja_transportasi',
  'belanja_oleh_oleh',
  'belanja_hiburan',
  'belanja_lainnya',
];

const pick = (role: string) =>
  `max(case when p.peran_ekonomi = '${role}' then a.${PROFILE_TEXT_ROLES.includes(role) ? 'isi_jawaban' : 'nilai_angka'} end)`;

/** The role answers among `source` added to their responses' profiles, one row per response. */
function profileUpsert(source: string): string {
  return `
    insert into profil_ekonomi (respons_id, kuesioner_id, ${PROFILE_ROLES.join(', ')})
    select a.respons_id, min(p.kuesioner_id), ${PROFILE_ROLES.map(pick).join(', ')}
    from ${source} a join pertanyaan p on p.id = a.pertanyaan_id
    where p.peran_ekonomi is not null
    group by a.respons_id
    order by a.respons_id
    on conflict (respons_id) do update set
      ${PROFILE_ROLES.map((role) => `${role} = coalesce(profil_ekonomi.${role}, excluded.${role})`).join(',\n      ')}`;
}

interface StoredAnswer {
  respons_id: number;
  isi_jawaban: string;
  tipe_jawaban: string;
}

/** A response's answers in lower case, one per line, a region answer with its name. */
function searchTextOf(answers: readonly StoredAnswer[], regionName: RegionName): string {
  return answers
    .map(({ isi_jawaban, tipe_jawaban }) => {
      const name = tipe_jawaban === 'wilayah' ? regionName(isi_jawaban) : undefined;
      return name ? `${isi_jawaban} ${name}` : isi_jawaban;
    })
    .join('\n')
    .toLowerCase();
}

/** The answers of each response, in their order (they come ordered by response). */
function byResponse(answers: readonly StoredAnswer[]): Map<number, StoredAnswer[]> {
  const groups = new Map<number, StoredAnswer[]>();
  for (const answer of answers) {
    const group = groups.get(answer.respons_id);
    if (group) group.push(answer);
    else groups.set(answer.respons_id, [answer]);
  }
  return groups;
}

const ANSWER_UPSERT = `
  on conflict (pertanyaan_id, isi_jawaban) do update
  set jumlah = ringkasan_jawaban.jumlah + excluded.jumlah,
      nilai_total = ringkasan_jawaban.nilai_total + excluded.nilai_total`;
const RESPONSE_UPSERT = `
  on conflict (kuesioner_id) do update
  set jumlah_respons = ringkasan_kuesioner.jumlah_respons + excluded.jumlah_respons`;

/**
 * The statements run when response `id` changes status, `sign` being +1 on restore and -1 on void
 * (SQL expressions of the trigger's row). Rows are touched in key order, as the insert triggers
 * do, so a void and a batch of submissions cannot deadlock on PostgreSQL.
 */
function statusChange(id: string, kuesionerId: string, sign: string, restored: string): string[] {
  return [
    `insert into ringkasan_kuesioner (kuesioner_id, jumlah_respons) values (${kuesionerId}, ${sign})
     ${RESPONSE_UPSERT}`,
    `delete from ringkasan_kuesioner where kuesioner_id = ${kuesionerId} and jumlah_respons = 0`,
    `insert into ringkasan_jawaban (pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total)
     select a.pertanyaan_id, a.isi_jawaban, min(a.nilai_angka), ${sign} * count(*), ${sign} * coalesce(sum(a.nilai_angka), 0)
     from jawaban a where a.respons_id = ${id}
     group by 1, 2
     order by 1, 2
     ${ANSWER_UPSERT}`,
    `delete from ringkasan_jawaban
     where jumlah = 0 and pertanyaan_id in (select pertanyaan_id from jawaban where respons_id = ${id})`,
    `delete from profil_ekonomi where respons_id = ${id}`,
    profileUpsert(`(select respons_id, pertanyaan_id, isi_jawaban, nilai_angka from jawaban
      where respons_id = ${id} and ${restored})`),
  ];
}

const sqliteTrigger = `
  create trigger respons_status after update of status on respons when old.status <> new.status begin
    ${statusChange('new.id', 'new.kuesioner_id', "(case when new.status = 'diterima' then 1 else -1 end)", "new.status = 'diterima'").join(';\n')};
  end`;

const postgresTrigger = [
  `create function status_respons() returns trigger language plpgsql as $$
   declare tanda integer := case when new.status = 'diterima' then 1 else -1 end;
   begin
     ${statusChange('new.id', 'new.kuesioner_id', 'tanda', "new.status = 'diterima'").join(';\n')};
     return null;
   end $$`,
  `create trigger respons_status after update of status on respons
   for each row when (old.status is distinct from new.status) execute function status_respons()`,
];

const BACKFILL_PAGE = 2000;

/** teks_cari for the responses stored before it existed, a page of ids at a time. */
async function fillSearchTexts(db: Kysely<any>, kind: DatabaseKind, regionName: RegionName): Promise<void> {
  for (let afterId = 0; ; ) {
    const ids = await sql<{ id: number }>`select id from respons where id > ${afterId} order by id limit ${BACKFILL_PAGE}`.execute(db);
    if (ids.rows.length === 0) return;
    const lastId = ids.rows[ids.rows.length - 1].id;
    const answers = await sql<StoredAnswer>`
      select j.respons_id, j.isi_jawaban, p.tipe_jawaban from jawaban j join pertanyaan p on p.id = j.pertanyaan_id
      where j.respons_id > ${afterId} and j.respons_id <= ${lastId} order by j.respons_id, p.urutan, p.id`.execute(db);
    const texts = [...byResponse(answers.rows)].map(([id, rows]) => [id, searchTextOf(rows, regionName)] as const);
    if (kind === 'postgres') {
      await sql`update respons r set teks_cari = v.teks from unnest(${texts.map(([id]) => id)}::integer[], ${texts.map(([, text]) => text)}::text[]) as v(id, teks)
        where r.id = v.id`.execute(db);
    } else {
      await sql`update respons set teks_cari = (select value ->> 1 from json_each(${JSON.stringify(texts)}) where value ->> 0 = respons.id)
        where id in (select value ->> 0 from json_each(${JSON.stringify(texts)}))`.execute(db);
    }
    afterId = lastId;
  }
}

export function responseReviewMigration(kind: DatabaseKind, regionName: RegionName) {
  const idType = kind === 'postgres' ? 'serial' : 'integer';

  async function create(db: Kysely<any>): Promise<void> {
    await sql`alter table respons add column status text not null default 'diterima' check (status in ('diterima', 'dibatalkan'))`.execute(db);
    await sql`alter table respons add column alasan_status text`.execute(db);
    await sql`alter table respons add column status_diubah_pada text`.execute(db);
    await sql`alter table respons add column status_diubah_oleh text`.execute(db);
    await sql`alter table respons add column teks_cari text not null default ''`.execute(db);
    await fillSearchTexts(db, kind, regionName);
    await sql`alter table kuesioner add column target_sampel integer check (target_sampel > 0)`.execute(db);

    // The response table and the export read a questionnaire's responses by collection time, and
    // progress and the surveyor filter by surveyor within it.
    await db.schema.createIndex('respons_kuesioner_waktu').on('respons').columns(['kuesioner_id', 'diisi_pada', 'id']).execute();
    await db.schema.createIndex('respons_kuesioner_surveyor').on('respons').columns(['kuesioner_id', 'surveyor_id', 'diisi_pada']).execute();
    // Voided responses are few: counting or listing them reads only them.
    await sql`create index respons_dibatalkan on respons (kuesioner_id, id) where status = 'dibatalkan'`.execute(db);

    await db.schema
      .createTable('riwayat_status_respons')
      .addColumn('id', idType, (c) => (kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('respons_id', 'integer', (c) => c.notNull().references('respons.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('alasan', 'text')
      // The account may be deleted later; its name at the time stays.
      .addColumn('oleh_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('oleh_nama', 'text', (c) => c.notNull())
      .addColumn('pada', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('riwayat_status_respons_respons').on('riwayat_status_respons').columns(['respons_id', 'id']).execute();

    for (const statement of kind === 'postgres' ? postgresTrigger : [sqliteTrigger]) await sql.raw(statement).execute(db);
  }

  return {
    async up(db: Kysely<any>): Promise<void> {
      // SQLite: one transaction of its own, so a crash half way leaves no response without its text.
      await (db.isTransaction ? create(db) : db.transaction().execute(create));
    },
  };
}
