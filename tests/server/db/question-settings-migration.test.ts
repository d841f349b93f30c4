import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { Peran } from '../../../src/shared/roles';
import { analysisByScan } from '../analysis/reference-scan';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase, startAppOn } from '../helpers/database-at-migration';
import { insertQuestion, seedAnswers, seedSurvey, type SeededSurvey } from '../helpers/seed-survey';

/**
 * Migration 2026-11-24-003 (question settings) on a database that already holds surveys: the
 * state a running installation is in when it is updated. SQLite rebuilds the question table to
 * change its CHECK, which is where ids, foreign keys and the id sequence could be lost.
 */

const RESPONSES = 120;
// seedSurvey stamps every row with this time; a question added later moves the form's change time.
const SEEDED_AT = '2026-11-01T00:00:00.000Z';
const ADDED_LATER_AT = '2026-11-10T09:30:00.000Z';

type QuestionRow = { id: number; kuesioner_id: number; teks_pertanyaan: string; tipe_jawaban: string; urutan: number; created_at: string };

const questionRows = (db: Kysely<Database>): Promise<QuestionRow[]> =>
  db.selectFrom('pertanyaan').select(['id', 'kuesioner_id', 'teks_pertanyaan', 'tipe_jawaban', 'urutan', 'created_at']).orderBy('id').execute();

/** A question's summary rows, in the order of their values. */
const summaryRows = (db: Kysely<Database>, pertanyaanId: number) =>
  db
    .selectFrom('ringkasan_jawaban')
    .select(['isi_jawaban', 'nilai_angka', 'jumlah', 'nilai_total'])
    .where('pertanyaan_id', '=', pertanyaanId)
    .orderBy('isi_jawaban')
    .execute();

/** A new user of the role, signed in. */
async function authAs(app: FastifyInstance, db: Kysely<Database>, peran: Peran): Promise<{ authorization: string }> {
  // Never logs in (the token is issued directly), so the hash is never checked.
  const user = await insertUser(db, { nama: `${peran} Migrasi`, email: `${randomUUID().slice(0, 8)}@uji.id`, peran, passwordHash: 'tidak-dipakai' });
  return { authorization: `Bearer ${await issueToken(app, { id: user.id, token_version: 0 })}` };
}

describe.each(MIGRATION_KINDS)('migration 2026-11-24-003 on a database with surveys [$kind]$skip', ({ kind, skip }) => {
  let database: OldDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let admin: { authorization: string };
  let surveyor: { authorization: string };
  /** Stays as seeded: its form last changed when it was made. */
  let first: SeededSurvey;
  /** Got a question after it was made, so its form changed then. */
  let second: SeededSurvey;
  let addedLaterId: number;
  let deletedId: number;
  let questionsBefore: QuestionRow[];
  /** The nominal question's summary as migration 002 kept it. */
  let nominalBefore: Awaited<ReturnType<typeof summaryRows>>;
  /** Read as soon as the migration ran, before a test changes a form. */
  let changedAt: { id: number; diubah_pada: string }[];

  beforeAll(async () => {
    if (skip) return;
    database = await databaseAtMigration(kind, '2026-11-21-002-answer-summaries');
    db = database.handle.db;
    first = await seedSurvey(db, { responses: RESPONSES, surveyorId: null });
    second = await seedSurvey(db, { responses: 30, surveyorId: null, namaEvent: 'Festival Kedua', tipeResponden: 'Atlet' });
    // Placed after a gap, as deletes used to leave one: the migration closes it.
    [addedLaterId] = await insertQuestion(db, second.kuesionerId, [{ teks: 'Ditambah kemudian', tipe: 'teks', urutan: 7 }]);
    await db.updateTable('pertanyaan').set({ created_at: ADDED_LATER_AT }).where('id', '=', addedLaterId).execute();
    // The newest question is deleted before the update: its id must never come back.
    [deletedId] = await insertQuestion(db, second.kuesionerId, [{ teks: 'Dihapus', tipe: 'teks', urutan: 6 }]);
    await db.deleteFrom('pertanyaan').where('id', '=', deletedId).execute();

    questionsBefore = await questionRows(db);
    nominalBefore = await summaryRows(db, first.pertanyaanIds[2]);

    await migrateToLatest(db, kind);
    changedAt = await db
      .selectFrom('kuesioner')
      .select(['id', 'diubah_pada'])
      .where('id', 'in', [first.kuesionerId, second.kuesionerId])
      .orderBy('id')
      .execute();
    app = await startAppOn(database);
    admin = await authAs(app, db, 'Admin');
    surveyor = await authAs(app, db, 'Surveyor');
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.skipIf(Boolean(skip))('seeds what the test relies on: one old nominal summary row holding the sum', () => {
    // Migration 002 kept a nominal question as one row under the empty text; if it did not, the
    // per-amount check below would prove nothing.
    const sum = Array.from({ length: RESPONSES }, (_, i) => Number(seedAnswers(i)[2])).reduce((a, b) => a + b, 0);
    expect(nominalBefore).toEqual([{ isi_jawaban: '', nilai_angka: null, jumlah: RESPONSES, nilai_total: sum }]);
  });

  it.skipIf(Boolean(skip))('keeps every question with its id, text, type, order (gaps closed) and creation time, each one required', async () => {
    expect(await questionRows(db)).toEqual(questionsBefore.map((row) => (row.id === addedLaterId ? { ...row, urutan: 5 } : row)));
    const settings = await db
      .selectFrom('pertanyaan')
      .select(['wajib', 'nilai_min', 'nilai_maks', 'pilihan', 'tampil_jika_id', 'tampil_jika_nilai'])
      .distinct()
      .execute();
    expect(settings.map((row) => ({ ...row, wajib: Number(row.wajib) }))).toEqual([
      { wajib: 1, nilai_min: null, nilai_maks: null, pilihan: null, tampil_jika_id: null, tampil_jika_nilai: null },
    ]);
  });

  it.skipIf(Boolean(skip))("never gives a deleted question's id to a new question", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin,
      payload: { kuesioner_id: second.kuesionerId, teks_pertanyaan: 'Pertanyaan baru', tipe_jawaban: 'pilihan', pilihan: ['A', 'B'], wajib: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().id).toBeGreaterThan(deletedId);
  });

  it.skipIf(Boolean(skip))('leaves every foreign key in force and intact', async () => {
    if (kind === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      // The migration turns them off to rebuild the table: they must be on again afterwards.
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      for (const table of ['jawaban', 'ringkasan_jawaban']) {
        const references = await sql<{ table: string }>`select * from pragma_foreign_key_list(${table})`.execute(db);
        expect(references.rows.map((row) => row.table), table).toContain('pertanyaan');
      }
    }
    const [respons] = first.responsIds;
    await expect(
      db.insertInto('jawaban').values({ respons_id: respons, pertanyaan_id: deletedId, isi_jawaban: 'yatim', nilai_angka: null }).execute(),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      db.updateTable('pertanyaan').set({ tampil_jika_id: deletedId, tampil_jika_nilai: 'Ya' }).where('id', '=', addedLaterId).execute(),
    ).rejects.toThrow(/foreign key/i);
    const answered = await app.inject({ method: 'DELETE', url: `/api/pertanyaan/${first.pertanyaanIds[0]}`, headers: admin });
    expect(answered.statusCode, answered.body).toBe(409);
    expect(await db.selectFrom('pertanyaan').select('id').where('id', '=', first.pertanyaanIds[0]).execute()).toHaveLength(1);
  });

  it.skipIf(Boolean(skip))('records when each form last changed: its latest added question, else its creation', () => {
    expect(changedAt).toEqual([
      { id: first.kuesionerId, diubah_pada: SEEDED_AT },
      { id: second.kuesionerId, diubah_pada: ADDED_LATER_AT },
    ]);
  });

  it.skipIf(Boolean(skip))('keeps a nominal question as one summary row per amount, adding up to the old sum', async () => {
    const nominalId = first.pertanyaanIds[2];
    const answers = await db.selectFrom('jawaban').select('nilai_angka').where('pertanyaan_id', '=', nominalId).execute();
    const perAmount = new Map<number, number>();
    for (const { nilai_angka } of answers) perAmount.set(Number(nilai_angka), (perAmount.get(Number(nilai_angka)) ?? 0) + 1);
    const expected = [...perAmount]
      .map(([amount, jumlah]) => ({ isi_jawaban: String(amount), nilai_angka: amount, jumlah, nilai_total: amount * jumlah }))
      .sort((a, b) => (a.isi_jawaban < b.isi_jawaban ? -1 : 1));

    const rows = await summaryRows(db, nominalId);
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.reduce((sum, row) => sum + row.nilai_total, 0)).toBe(nominalBefore[0].nilai_total);
    expect(rows.reduce((sum, row) => sum + row.jumlah, 0)).toBe(nominalBefore[0].jumlah);
  });

  it.skipIf(Boolean(skip))('still knows which questions have answers: an answered one keeps its type', async () => {
    const list = await app.inject({ method: 'GET', url: `/api/kuesioner/${first.kuesionerId}/pertanyaan`, headers: admin });
    expect(list.json().map((q: { jumlah_jawaban: number }) => q.jumlah_jawaban)).toEqual([RESPONSES, RESPONSES, RESPONSES, RESPONSES]);
    const nominalId = first.pertanyaanIds[2];
    const retype = await app.inject({
      method: 'PUT',
      url: `/api/pertanyaan/${nominalId}`,
      headers: admin,
      payload: { teks_pertanyaan: 'Pengeluaran makan', tipe_jawaban: 'angka' },
    });
    expect(retype.statusCode, retype.body).toBe(409);
    expect(retype.json().message).toContain(`sudah memiliki ${RESPONSES} jawaban`);
  });

  it.skipIf(Boolean(skip))('reports the analysis the answers themselves give, before and after new answers arrive', async () => {
    const analysis = async (eventId: number) => {
      const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}/analisis`, headers: admin });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return response.json();
    };
    for (const eventId of [first.eventId, second.eventId]) expect(await analysis(eventId)).toEqual(await analysisByScan(db, eventId));

    // New answers go through the recreated trigger: a new amount and one already summarized.
    for (const [index, nominal] of [[0, '999000'], [1, seedAnswers(0)[2]]] as const) {
      const values = [...seedAnswers(index)];
      values[2] = nominal;
      const response = await app.inject({
        method: 'POST',
        url: '/api/jawaban',
        headers: { ...surveyor, 'idempotency-key': randomUUID() },
        payload: { kuesionerId: first.kuesionerId, jawaban: first.pertanyaanIds.map((id, i) => ({ pertanyaan_id: id, isi_jawaban: values[i] })) },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await analysis(first.eventId)).toEqual(await analysisByScan(db, first.eventId));
  });
});
