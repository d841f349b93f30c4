import { beforeAll, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis';
import { answersFor, createSurvey, submit } from '../helpers/api-fixtures';
import {
  insertEvent,
  insertKuesioner,
  insertPertanyaan,
  insertResponses,
  seedDiisiPada,
  seedSurvey,
} from '../helpers/seed-survey';
import { describeOnEachDatabase, errorBody, type SignedInUser, type TestContext } from '../helpers/test-app';

/** Each value repeated as often as given, in order: the answers of one question across responses. */
const repeated = (counts: [string, number][]) => counts.flatMap(([value, n]) => Array<string>(n).fill(value));

const RESPONSES = 20;

// 13 different cities: the top 10 are the four repeated ones and the first six singles by byte
// order, so the lower-case "ambon" (after every capital) is cut along with Malang and Padang.
const CITIES = repeated([
  ['Bandung', 4], ['Jakarta', 3], ['Surabaya', 2], ['Medan', 2],
  ['Padang', 1], ['Malang', 1], ['ambon', 1], ['Kediri', 1], ['Garut', 1],
  ['Depok', 1], ['Cirebon', 1], ['Bogor', 1], ['Aceh', 1],
]);
// 13 different ages: ties are broken by the number, so 5..11 make the cut and 12, 100, 1000 do not
// (as text, "10", "100" and "1000" would have come first).
const AGES = repeated([
  ['20', 4], ['21', 3], ['22', 3],
  ['1000', 1], ['100', 1], ['12', 1], ['11', 1], ['10', 1], ['9', 1], ['8', 1], ['7', 1], ['6', 1], ['5', 1],
]);
// One amount beyond 32-bit integers: the sum must stay exact on PostgreSQL's bigint.
const MEALS = ['3000000000', ...Array<string>(RESPONSES - 1).fill('50000')];
const SATISFIED = repeated([['Tidak', 5], ['Ya', 15]]);

/** A teks or angka question's top answers, written in the order the report must give them. */
function top(...ranked: [string, number][]) {
  return { jawaban: Object.fromEntries(ranked), teratas: ranked.map(([jawaban, jumlah]) => ({ jawaban, jumlah })) };
}

const EXPECTED: AnalysisResult = {
  Pengunjung: {
    total_responden: RESPONSES,
    pertanyaan: {
      'Asal kota': {
        tipe_jawaban: 'teks',
        ...top(['Bandung', 4], ['Jakarta', 3], ['Medan', 2], ['Surabaya', 2], ['Aceh', 1], ['Bogor', 1], ['Cirebon', 1], ['Depok', 1], ['Garut', 1], ['Kediri', 1]),
        jumlah_jawaban_unik: 13,
      },
      Usia: {
        tipe_jawaban: 'angka',
        // The object's integer-like keys come out smallest first whatever the server sends; the
        // list keeps the ranking.
        ...top(['20', 4], ['21', 3], ['22', 3], ['5', 1], ['6', 1], ['7', 1], ['8', 1], ['9', 1], ['10', 1], ['11', 1]),
        jumlah_jawaban_unik: 13,
      },
      'Pengeluaran makan': { tipe_jawaban: 'nominal', sum: 3_000_950_000 },
      'Apakah Anda puas?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 15, Tidak: 5 } },
      'Apakah Anda menginap?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 20, Tidak: 0 } },
      Catatan: { tipe_jawaban: 'teks', ...top(['Bagus', 20]), jumlah_jawaban_unik: 1 },
      'Catatan (2)': { tipe_jawaban: 'teks', ...top(['Bersih', 10], ['Ramai', 10]), jumlah_jawaban_unik: 2 },
      // Added after the responses came in: nobody answered them.
      'Biaya oleh-oleh': { tipe_jawaban: 'nominal', sum: 0 },
      'Akan datang lagi?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0 } },
      Saran: { tipe_jawaban: 'teks', ...top(), jumlah_jawaban_unik: 0 },
    },
  },
  Atlet: {
    total_responden: 0,
    pertanyaan: {
      'Nomor lomba': { tipe_jawaban: 'teks', ...top(), jumlah_jawaban_unik: 0 },
      'Hadiah yang diterima': { tipe_jawaban: 'nominal', sum: 0 },
    },
  },
  Pedagang: { total_responden: 0, pertanyaan: {} },
};

async function seedAnalysisEvent(db: TestContext['db']): Promise<number> {
  const eventId = await insertEvent(db, { nama_event: 'Festival Lari Nusantara' });
  const pengunjung = await insertKuesioner(db, eventId, 'Pengunjung');
  const atlet = await insertKuesioner(db, eventId, 'Atlet');
  await insertKuesioner(db, eventId, 'Pedagang');

  // Inserted out of order: the report follows urutan, then id for equal urutan.
  const [usia, kota, makan, puas, menginap, catatan, catatanLagi] = await insertPertanyaan(db, pengunjung, [
    { teks: 'Usia', tipe: 'angka', urutan: 2 },
    { teks: 'Asal kota', tipe: 'teks', urutan: 1 },
    { teks: 'Pengeluaran makan', tipe: 'nominal', urutan: 3 },
    { teks: 'Apakah Anda puas?', tipe: 'ya_tidak', urutan: 4 },
    { teks: 'Apakah Anda menginap?', tipe: 'ya_tidak', urutan: 5 },
    { teks: 'Catatan', tipe: 'teks', urutan: 6 },
    { teks: 'Catatan', tipe: 'teks', urutan: 6 },
  ]);
  await insertResponses(
    db,
    pengunjung,
    Array.from({ length: RESPONSES }, (_, i) => ({
      surveyorId: null,
      diisiPada: seedDiisiPada(i),
      answers: new Map([
        [kota, CITIES[i]],
        [usia, AGES[i]],
        [makan, MEALS[i]],
        [puas, SATISFIED[i]],
        [menginap, 'Ya'],
        [catatan, 'Bagus'],
        [catatanLagi, i % 2 === 0 ? 'Ramai' : 'Bersih'],
      ]),
    })),
  );
  await insertPertanyaan(db, pengunjung, [
    { teks: 'Biaya oleh-oleh', tipe: 'nominal', urutan: 7 },
    { teks: 'Akan datang lagi?', tipe: 'ya_tidak', urutan: 8 },
    { teks: 'Saran', tipe: 'teks', urutan: 9 },
  ]);
  await insertPertanyaan(db, atlet, [
    { teks: 'Nomor lomba', tipe: 'teks' },
    { teks: 'Hadiah yang diterima', tipe: 'nominal' },
  ]);
  return eventId;
}

describeOnEachDatabase('GET /api/events/{id}/analisis', (ctx) => {
  let admin: SignedInUser;
  let eventId: number;

  const analisis = (id: number, user?: SignedInUser) =>
    ctx().app.inject({ method: 'GET', url: `/api/events/${id}/analisis`, headers: user?.auth });

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    eventId = await seedAnalysisEvent(ctx().db);
    // Another event's answers must not leak into this one's figures.
    await seedSurvey(ctx().db, { responses: 7, surveyorId: null, tipeResponden: 'Pengunjung' });
  });

  it('answers the exact report: types in questionnaire order, questions in urutan order', async () => {
    const response = await analisis(eventId, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AnalysisResult;
    expect(body).toEqual(EXPECTED);
    expect(Object.keys(body)).toEqual(['Pengunjung', 'Atlet', 'Pedagang']);
    expect(Object.keys(body.Pengunjung.pertanyaan)).toEqual(Object.keys(EXPECTED.Pengunjung.pertanyaan));
    // Strings keep the rank order; integer-like keys (angka) are ordered by JavaScript itself.
    expect(Object.keys(body.Pengunjung.pertanyaan['Asal kota'].jawaban ?? {})).toEqual(
      Object.keys(EXPECTED.Pengunjung.pertanyaan['Asal kota'].jawaban ?? {}),
    );
  });

  it.each(['Admin', 'Surveyor', 'Instansi'] as const)('lets a %s read it', async (peran) => {
    const user = await ctx().createUser(peran);
    const response = await analisis(eventId, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EXPECTED);
  });

  it('refuses a request without a token with 401', async () => {
    const response = await analisis(eventId);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).code).toBe('UNAUTHORIZED');
  });

  it('answers an unknown event with 404 "Event tidak ditemukan."', async () => {
    const response = await analisis(987_654, admin);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ message: 'Event tidak ditemukan.', code: 'NOT_FOUND' });
  });

  it('refuses an id that is not a number with 400', async () => {
    const response = await analisis(Number.NaN, admin);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).code).toBe('VALIDATION_ERROR');
  });

  it('answers an event without questionnaires with an empty object', async () => {
    const empty = await insertEvent(ctx().db, { nama_event: 'Event Kosong' });
    const response = await analisis(empty, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('keeps texts that look like object internals as ordinary keys', async () => {
    const id = await insertEvent(ctx().db, { nama_event: 'Event Kunci Aneh' });
    const kuesioner = await insertKuesioner(ctx().db, id, '__proto__');
    const [pertanyaan] = await insertPertanyaan(ctx().db, kuesioner, [{ teks: 'constructor', tipe: 'teks' }]);
    await insertResponses(ctx().db, kuesioner, [
      { surveyorId: null, diisiPada: seedDiisiPada(0), answers: new Map([[pertanyaan, '__proto__']]) },
    ]);
    const response = await analisis(id, admin);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual(
      JSON.parse(
        '{"__proto__":{"total_responden":1,"pertanyaan":{"constructor":{"tipe_jawaban":"teks","jawaban":{"__proto__":1},"jumlah_jawaban_unik":1,"teratas":[{"jawaban":"__proto__","jumlah":1}]}}}}',
      ),
    );
  });

  it('counts answers submitted through the answers API', async () => {
    const surveyor = await ctx().createUser('Surveyor');
    const survey = await createSurvey(ctx(), admin);
    for (const values of [{ nominal: '1500000', ya_tidak: 'Ya' }, { nominal: '250000', ya_tidak: 'Tidak', angka: '3' }]) {
      const submitted = await submit(ctx(), surveyor, answersFor(survey, values));
      expect(submitted.statusCode, submitted.body).toBe(201);
    }
    const response = await analisis(survey.event.id, admin);
    expect(response.json()).toEqual({
      [survey.kuesioner.tipe_responden]: {
        total_responden: 2,
        pertanyaan: {
          [survey.questions.teks.teks_pertanyaan]: { tipe_jawaban: 'teks', ...top(['Bandung', 2]), jumlah_jawaban_unik: 1 },
          [survey.questions.angka.teks_pertanyaan]: { tipe_jawaban: 'angka', ...top(['2', 1], ['3', 1]), jumlah_jawaban_unik: 2 },
          [survey.questions.nominal.teks_pertanyaan]: { tipe_jawaban: 'nominal', sum: 1_750_000 },
          [survey.questions.ya_tidak.teks_pertanyaan]: { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 1, Tidak: 1 } },
        },
      },
    });
  });
});
