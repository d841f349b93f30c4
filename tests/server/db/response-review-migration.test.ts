import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { initialMigration } from '../../../src/server/db/migrations/2026-11-21-001-initial';
import { answerSummariesMigration } from '../../../src/server/db/migrations/2026-11-21-002-answer-summaries';
import { questionSettingsMigration } from '../../../src/server/db/migrations/2026-11-24-003-question-settings';
import { economicImpactMigration } from '../../../src/server/db/migrations/2026-11-24-004-economic-impact';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import type { ResponsList } from '../../../src/shared/schemas/responses';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase, startAppOn } from '../helpers/database-at-migration';
import {
  insertEvent,
  insertQuestionnaire,
  insertQuestion,
  insertResponses,
  SEED_QUESTIONS,
  seedAnswers,
  seedDiisiPada,
} from '../helpers/seed-survey';

/**
 * Migration 2026-11-24-005 (response review) on a database that already holds surveys, as a
 * running installation is when it is updated: the responses stored before it become accepted,
 * get their search text (a page of 2,000 at a time, so more than one page here), and the running
 * summaries and economic profiles stay exactly as they were; then a void works on them.
 */

// More than one page of the backfill (2,000 responses).
const RESPONSES = 2_050;
const REGIONS = ['52.02', '32.73', 'LN'];

/** 2026-11-21-001 to 2026-11-24-004, as a server of that version left the database. */
async function migrateTo004(database: OldDatabase, kind: DatabaseKind): Promise<void> {
  const migrations = {
    '2026-11-21-001-initial': initialMigration(kind),
    '2026-11-21-002-answer-summaries': answerSummariesMigration(kind),
    '2026-11-24-003-question-settings': questionSettingsMigration(kind),
    '2026-11-24-004-economic-impact': economicImpactMigration(kind),
  };
  const { error } = await new Migrator({ db: database.handle.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
}

type Row = Record<string, unknown>;
/** PostgreSQL gives bigint columns and counts as text: numbers as numbers, answers as written. */
const numbers = (rows: Row[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && /^\d+$/.test(value) && key !== 'isi_jawaban' ? Number(value) : value]),
    ),
  );

async function summaries(db: Kysely<Database>) {
  const answers = await sql<Row>`select pertanyaan_id, isi_jawaban, nilai_angka, jumlah, nilai_total from ringkasan_jawaban order by pertanyaan_id, isi_jawaban`.execute(db);
  const forms = await sql<Row>`select kuesioner_id, jumlah_respons from ringkasan_kuesioner order by kuesioner_id`.execute(db);
  const profiles = await sql<Row>`select respons_id, kuesioner_id, asal, belanja_makan_minum from profil_ekonomi order by respons_id`.execute(db);
  return { answers: numbers(answers.rows), forms: numbers(forms.rows), profiles: numbers(profiles.rows) };
}

describe.each(MIGRATION_KINDS)('migration 2026-11-24-005 on a database with surveys [$kind]$skip', ({ kind, skip }) => {
  let database: OldDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let eventId: number;
  let kuesionerId: number;
  let questionIds: number[];
  let responsIds: number[];
  let surveyorId: number;
  let before: Awaited<ReturnType<typeof summaries>>;

  beforeAll(async () => {
    if (skip) return;
    database = await databaseAtMigration(kind, '2026-11-21-002-answer-summaries');
    await migrateTo004(database, kind);
    db = database.handle.db;

    // The columns of migration 004's users (insertUser writes later ones too).
    const now = new Date().toISOString();
    const surveyor = { nama: 'Surveyor Lama', email: `${randomUUID().slice(0, 8)}@uji.id`, peran: 'Surveyor' as const, password_hash: 'tidak-dipakai', created_at: now, updated_at: now };
    surveyorId = (await db.insertInto('users').values(surveyor).returning('id').executeTakeFirstOrThrow()).id;
    eventId = await insertEvent(db, { nama_event: 'Festival Lama' });
    kuesionerId = await insertQuestionnaire(db, eventId, 'Pengunjung');
    questionIds = await insertQuestion(db, kuesionerId, [...SEED_QUESTIONS, { teks: 'Asal daerah', tipe: 'wilayah' }]);
    // Two of the questions carry a role, so migration 004's triggers kept profiles.
    await db.updateTable('pertanyaan').set({ peran_ekonomi: 'belanja_makan_minum' }).where('id', '=', questionIds[2]).execute();
    await db.updateTable('pertanyaan').set({ peran_ekonomi: 'asal' }).where('id', '=', questionIds[4]).execute();
    // The old way: rows straight into respons and jawaban, no status and no search text.
    responsIds = await insertResponses(
      db,
      kuesionerId,
      Array.from({ length: RESPONSES }, (_, index) => ({
        surveyorId: index % 2 === 0 ? surveyorId : null,
        diisiPada: seedDiisiPada(index),
        answers: new Map([...seedAnswers(index), REGIONS[index % 3]].map((isi, i) => [questionIds[i], isi])),
      })),
    );
    before = await summaries(db);

    await migrateToLatest(db, kind);
    app = await startAppOn(database);
    const user = await insertUser(db, { nama: 'Admin Migrasi', email: `${randomUUID().slice(0, 8)}@uji.id`, peran: 'Admin', passwordHash: 'tidak-dipakai' });
    admin = { authorization: `Bearer ${await issueToken(app, { id: user.id, token_version: 0 })}` };
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.skipIf(Boolean(skip))('seeds what the test relies on: summaries and profiles of every old response', () => {
    expect(before.forms).toEqual([{ kuesioner_id: kuesionerId, jumlah_respons: RESPONSES }]);
    expect(before.profiles).toHaveLength(RESPONSES);
    // 0, 3, ..., 2049 answered 52.02: 684 of them.
    expect(before.answers.find((row) => row.isi_jawaban === '52.02')).toMatchObject({ jumlah: 684 });
  });

  it.skipIf(Boolean(skip))('makes every old response accepted, never changed', async () => {
    const rows = await sql<Row>`
      select status, alasan_status, status_diubah_pada, status_diubah_oleh, count(*) as n from respons
      group by status, alasan_status, status_diubah_pada, status_diubah_oleh`.execute(db);
    expect(numbers(rows.rows)).toEqual([{ status: 'diterima', alasan_status: null, status_diubah_pada: null, status_diubah_oleh: null, n: RESPONSES }]);
    expect(numbers((await sql<Row>`select count(*) as n from riwayat_status_respons`.execute(db)).rows)).toEqual([{ n: 0 }]);
    expect(numbers((await sql<Row>`select count(*) as n from kuesioner where target_sampel is not null`.execute(db)).rows)).toEqual([{ n: 0 }]);
  });

  it.skipIf(Boolean(skip))('fills the search text of every old response, a region with its name, across the backfill pages', async () => {
    const text = async (index: number) =>
      (await db.selectFrom('respons').select('teks_cari').where('id', '=', responsIds[index]).executeTakeFirstOrThrow()).teks_cari;
    expect(await text(0)).toBe('bandung\n1\n25000\ntidak\n52.02 kabupaten lombok tengah');
    expect(await text(1)).toBe('jakarta\n2\n30000\nya\n32.73 kota bandung');
    expect(await text(2)).toBe('surabaya\n3\n35000\nya\nln luar negeri');
    // Past the first page of 2,000.
    expect(await text(2049)).toBe('makassar\n2\n70000\ntidak\n52.02 kabupaten lombok tengah');
    expect(numbers((await sql<Row>`select count(*) as n from respons where teks_cari = ''`.execute(db)).rows)).toEqual([{ n: 0 }]);
  });

  it.skipIf(Boolean(skip))('leaves the summaries and the economic profiles exactly as they were', async () => {
    expect(await summaries(db)).toEqual(before);
  });

  it.skipIf(Boolean(skip))('the list searches the old responses by region name', async () => {
    const search = async (q: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}/respons?per_halaman=1&q=${encodeURIComponent(q)}`, headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ResponsList).total;
    };
    // i % 3 == 0: 684; i % 3 == 1 (Kota Bandung): 683, plus the 410 teks "Bandung" (i % 5 == 0)
    // less the 136 of them already counted (i % 15 == 10: 10, 25, ..., 2035) = 957.
    expect(await search('lombok')).toBe(684);
    expect(await search('kota bandung')).toBe(683);
    expect(await search('bandung')).toBe(957);
    expect(await search('luar negeri')).toBe(683);
  });

  it.skipIf(Boolean(skip))('a void then works on an old response: out of the summaries and profiles, and back on restore', async () => {
    const id = responsIds[0];
    const voided = await app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin, payload: { status: 'dibatalkan', alasan: 'Data uji lama' } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().respons).toMatchObject({
      id,
      status: 'dibatalkan',
      alasan_status: 'Data uji lama',
      status_diubah_oleh: 'Admin Migrasi',
      surveyor: { id: surveyorId, nama: 'Surveyor Lama' },
    });

    const after = await summaries(db);
    expect(after.forms).toEqual([{ kuesioner_id: kuesionerId, jumlah_respons: RESPONSES - 1 }]);
    const count = (rows: Row[], pertanyaanId: number, isi: string) => rows.find((row) => row.pertanyaan_id === pertanyaanId && row.isi_jawaban === isi)?.jumlah;
    // Response 0 answered Bandung (410 of them: i % 5 == 0), 1, 25000 (205: i % 10 == 0), Tidak, 52.02.
    expect([count(before.answers, questionIds[0], 'Bandung'), count(after.answers, questionIds[0], 'Bandung')]).toEqual([410, 409]);
    expect([count(before.answers, questionIds[2], '25000'), count(after.answers, questionIds[2], '25000')]).toEqual([205, 204]);
    expect([count(before.answers, questionIds[4], '52.02'), count(after.answers, questionIds[4], '52.02')]).toEqual([684, 683]);
    expect(after.profiles.find((row) => row.respons_id === id)).toBeUndefined();
    expect(after.profiles).toHaveLength(RESPONSES - 1);

    const restored = await app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin, payload: { status: 'diterima' } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await summaries(db)).toEqual(before);
    const history = await app.inject({ method: 'GET', url: `/api/respons/${id}/riwayat`, headers: admin });
    expect(history.json().data.map((change: { status: string; oleh: string }) => [change.status, change.oleh])).toEqual([
      ['dibatalkan', 'Admin Migrasi'],
      ['diterima', 'Admin Migrasi'],
    ]);
  });
});
