import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens';
import { migrateToLatest, migrationsFor } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import type { DatabaseKind } from '../../../src/shared/database-kind';
import { dampakEkonomiSchema } from '../../../src/shared/schemas/economic-impact';
import { databaseAtMigration, MIGRATION_KINDS, type OldDatabase, startAppOn } from '../helpers/database-at-migration';
import { insertEvent, insertQuestion, insertQuestionnaire, insertResponses, seedDiisiPada } from '../helpers/seed-survey';

/**
 * Migration 2026-11-27-012 (the national picture) on a database that already holds answers to
 * nights and accommodation questions, as a running installation is when it is updated: the
 * profiles of the responses stored before it get their nights and accommodation from those
 * answers (null where unanswered or not asked; a voided response keeps having no profile), the
 * report's volume (step 11) then counts them, and answers sent after the start fill the new
 * columns through the triggers the app installs as it starts.
 */

const LAST_BEFORE = '2026-11-27-011-answer-review';
const HOST = '35.78';
const AKOMODASI = ['Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'];

/** 2026-11-21-001 to 2026-11-27-011, as a server of that version left the database (its triggers included). */
async function migrateTo011(database: OldDatabase, kind: DatabaseKind): Promise<void> {
  const all = migrationsFor(kind);
  const names = Object.keys(all);
  const migrations = Object.fromEntries(names.slice(0, names.indexOf(LAST_BEFORE) + 1).map((name) => [name, all[name]]));
  const { error } = await new Migrator({ db: database.handle.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
}

/** A respondent of the old database: the answers given, by role; a role left out is unanswered. */
interface Old {
  asal: string;
  malam_menginap?: number;
  jenis_akomodasi?: string;
}
const times = (count: number, respondent: Old): Old[] => Array.from({ length: count }, () => respondent);

/**
 * The participants' questionnaire (peserta: no counterfactual questions), 30 respondents, 1 day
 * each (no days question), all spending makan 100,000. Host Kota Surabaya, admissions 300: U = 300,
 * each respondent stands for 10 visitors; the 25 non-local ones are additional.
 *   10 × 35.07, 2 nights, Hotel;   5 × 31.71, 0 nights, Tidak menginap;
 *    5 × 31.71, 1 night, accommodation unanswered;   5 × LN, nights unanswered, Villa;
 *    5 × 35.78 (local), 3 nights, Rumah kerabat atau teman.
 * Step 11: malam_tambahan = 10 × (10 × 2 + 5 × 1) = 250.0; rata_lama_menginap, non-local with a
 * night: 25 nights / 15 = 1.67 → 1.7; porsi_akomodasi_komersial, with a night and said where:
 * 10 Hotel of 15 (the locals' 5 included) = 2/3; wisman 10 × 5 = 50.0.
 */
const PESERTA: Old[] = [
  ...times(10, { asal: '35.07', malam_menginap: 2, jenis_akomodasi: 'Hotel' }),
  ...times(5, { asal: '31.71', malam_menginap: 0, jenis_akomodasi: 'Tidak menginap' }),
  ...times(5, { asal: '31.71', malam_menginap: 1 }),
  ...times(5, { asal: 'LN', jenis_akomodasi: 'Villa' }),
  ...times(5, { asal: HOST, malam_menginap: 3, jenis_akomodasi: 'Rumah kerabat atau teman' }),
];

type Row = Record<string, unknown>;
/** PostgreSQL gives bigint columns as text: numbers as numbers. */
const numbers = (rows: Row[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value])));

describe.each(MIGRATION_KINDS)('migration 2026-11-27-012 on a database with nights and accommodation answers [$kind]$skip', ({ kind, skip }) => {
  let database: OldDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let eventId: number;
  let peserta: number;
  let withoutNights: number;
  let questions: { asal: number; malam: number; akomodasi: number; makan: number; catatan: number };
  let pesertaIds: number[];
  let voided: number;
  let unprofiled: number;
  let withoutNightsIds: number[];
  let profilesBefore: number;

  async function addRoles(kuesionerId: number, roles: Record<number, string>) {
    for (const [id, role] of Object.entries(roles)) await sql`update pertanyaan set peran_ekonomi = ${role} where id = ${Number(id)}`.execute(db);
    return kuesionerId;
  }

  beforeAll(async () => {
    if (skip) return;
    database = await databaseAtMigration(kind, '2026-11-21-002-answer-summaries');
    db = database.handle.db;
    await migrateTo011(database, kind);

    eventId = await insertEvent(db, { nama_event: 'Kejuaraan Sebelum Pembaruan' });
    peserta = await insertQuestionnaire(db, eventId, 'Atlet');
    const [asal, malam, akomodasi, makan, catatan] = await insertQuestion(db, peserta, [
      { teks: 'Asal', tipe: 'wilayah' },
      { teks: 'Malam menginap', tipe: 'angka' },
      { teks: 'Menginap di mana', tipe: 'pilihan', pilihan: AKOMODASI },
      { teks: 'Belanja makan', tipe: 'nominal' },
      { teks: 'Catatan', tipe: 'teks' },
    ]);
    questions = { asal, malam, akomodasi, makan, catatan };
    await addRoles(peserta, { [asal]: 'asal', [malam]: 'malam_menginap', [akomodasi]: 'jenis_akomodasi', [makan]: 'belanja_makan_minum' });
    const answersOf = (respondent: Old) =>
      new Map<number, string>([
        [asal, respondent.asal],
        ...(respondent.malam_menginap === undefined ? [] : ([[malam, String(respondent.malam_menginap)]] as const)),
        ...(respondent.jenis_akomodasi === undefined ? [] : ([[akomodasi, respondent.jenis_akomodasi]] as const)),
        [makan, '100000'],
      ]);
    const seeds = [
      ...PESERTA.map(answersOf),
      // Voided below: no profile, before or after.
      answersOf({ asal: '35.07', malam_menginap: 9, jenis_akomodasi: 'Hotel' }),
      // No role answered: no profile either.
      new Map([[catatan, 'hanya catatan']]),
    ];
    const ids = await insertResponses(db, peserta, seeds.map((answers, index) => ({ surveyorId: null, diisiPada: seedDiisiPada(index), answers })));
    pesertaIds = ids.slice(0, PESERTA.length);
    [voided, unprofiled] = ids.slice(PESERTA.length);
    await db.updateTable('respons').set({ status: 'dibatalkan' }).where('id', '=', voided).execute();

    // A questionnaire that asks no nights or accommodation question.
    withoutNights = await insertQuestionnaire(db, eventId, 'Ofisial');
    const [asalO, makanO] = await insertQuestion(db, withoutNights, [
      { teks: 'Asal', tipe: 'wilayah' },
      { teks: 'Belanja makan', tipe: 'nominal' },
    ]);
    await addRoles(withoutNights, { [asalO]: 'asal', [makanO]: 'belanja_makan_minum' });
    withoutNightsIds = await insertResponses(
      db,
      withoutNights,
      ['31.71', '35.78'].map((kode, index) => ({ surveyorId: null, diisiPada: seedDiisiPada(index), answers: new Map([[asalO, kode], [makanO, '50000']]) })),
    );

    const { rows } = await sql<{ n: number | string }>`select count(*) as n from profil_ekonomi`.execute(db);
    profilesBefore = Number(rows[0].n);
    await migrateToLatest(db, kind);
    app = await startAppOn(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.skipIf(Boolean(skip))('fills nights and accommodation of the profiles already there from their answers', async () => {
    // The old database's triggers had made one profile per accepted response with a role answer.
    expect(profilesBefore).toBe(PESERTA.length + withoutNightsIds.length);
    const { rows } = await sql<Row>`select respons_id, kuesioner_id, asal, malam_menginap, jenis_akomodasi from profil_ekonomi order by respons_id`.execute(db);
    expect(numbers(rows)).toEqual([
      ...PESERTA.map((respondent, i) => ({
        respons_id: pesertaIds[i],
        kuesioner_id: peserta,
        asal: respondent.asal,
        malam_menginap: respondent.malam_menginap ?? null,
        jenis_akomodasi: respondent.jenis_akomodasi ?? null,
      })),
      ...withoutNightsIds.map((respons_id, i) => ({ respons_id, kuesioner_id: withoutNights, asal: ['31.71', '35.78'][i], malam_menginap: null, jenis_akomodasi: null })),
    ]);
    expect(rows.map((row) => Number(row.respons_id))).not.toContain(voided);
    expect(rows.map((row) => Number(row.respons_id))).not.toContain(unprofiled);
  });

  it.skipIf(Boolean(skip))("counts the old answers in the report's volume, and answers sent after the start fill the new columns by trigger", async () => {
    const admin = await insertUser(db, { nama: 'Admin Migrasi', email: `admin-012-${kind}@uji.id`, peran: 'Admin', passwordHash: 'tidak-dipakai' });
    const surveyor = await insertUser(db, { nama: 'Surveyor Migrasi', email: `surveyor-012-${kind}@uji.id`, peran: 'Surveyor', passwordHash: 'tidak-dipakai' });
    const auth = async (user: { id: number }) => ({ authorization: `Bearer ${await issueToken(app, { id: user.id, token_version: 0 })}` });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/parameter-ekonomi`,
      headers: await auth(admin),
      payload: { wilayah_tuan_rumah: [HOST], segmen: [{ kuesioner_id: peserta, kunjungan: 300, jenis: 'peserta' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}/dampak-ekonomi`, headers: await auth(admin) });
      expect(response.statusCode, response.body).toBe(200);
      return dampakEkonomiSchema.parse(response.json());
    };
    const before = (await read()).segmen.find((segment) => segment.kuesioner_id === peserta)!;
    expect(before).toMatchObject({ n: 30, pengunjung_unik: 300, dihitung: true });
    expect([before.malam_tambahan, before.wisman, before.rata_lama_menginap, before.porsi_akomodasi_komersial]).toEqual([250, 50, 1.7, 2 / 3]);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/jawaban/batch',
      headers: await auth(surveyor),
      payload: {
        items: [
          {
            idempotencyKey: `sesudah-012-${kind}-00001`,
            kuesionerId: peserta,
            jawaban: [
              { pertanyaan_id: questions.asal, isi_jawaban: '52.71' },
              { pertanyaan_id: questions.malam, isi_jawaban: '4' },
              { pertanyaan_id: questions.akomodasi, isi_jawaban: 'Homestay atau penginapan' },
              { pertanyaan_id: questions.makan, isi_jawaban: '100000' },
              { pertanyaan_id: questions.catatan, isi_jawaban: 'sesudah pembaruan' },
            ],
          },
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().results[0].message ?? sent.json().results[0].status).toBe('created');
    const { rows } = await sql<Row>`select malam_menginap, jenis_akomodasi from profil_ekonomi where kuesioner_id = ${peserta} and respons_id > ${unprofiled}`.execute(db);
    expect(numbers(rows)).toEqual([{ malam_menginap: 4, jenis_akomodasi: 'Homestay atau penginapan' }]);

    // 31 respondents, U = 300, each 300/31: nights 10 × 2 + 5 × 1 + 4 = 29 → 300 × 29 / 31
    // = 280.6; stays (25 + 4) / 16 = 1.8; commercial 11 of 16.
    const after = (await read()).segmen.find((segment) => segment.kuesioner_id === peserta)!;
    expect(after.n).toBe(31);
    expect([after.malam_tambahan, after.rata_lama_menginap, after.porsi_akomodasi_komersial]).toEqual([280.6, 1.8, 11 / 16]);
  });
});
