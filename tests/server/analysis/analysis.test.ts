import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis';
import type { CreatePertanyaanInput, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { answersFor, createEvent, createKuesioner, createSurvey, submit } from '../helpers/api-fixtures';
import {
  insertEvent,
  insertQuestionnaire,
  insertQuestion,
  insertResponses,
  seedDiisiPada,
  seedSurvey,
} from '../helpers/seed-survey';
import { describeOnEachDatabase, errorBody, type SignedInUser, type TestContext } from '../helpers/test-app';
import { settleHandedOutVersions } from '../form-versions/settled-versions';

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

/** One bar of an angka question's distribution. */
const bar = (label: string, dari: number, sampai: number, jumlah: number) => ({ label, dari, sampai, jumlah });

/** The figures of a number question nobody answered: zeros, not missing fields. */
const NO_NUMBERS = { n: 0, rata_rata: 0, median: 0, min: 0, maks: 0 };

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
        // Sum 80 + 63 + 66 + 1000 + 100 + (12 + 11 + ... + 5 = 68) = 1377 over 20; the 10th and 11th
        // of the sorted ages are both 20.
        statistik: { n: 20, rata_rata: 68.85, median: 20, min: 5, maks: 1000 },
        // 13 different ages (at most 15): one bar each, in value order, not by count.
        distribusi: [
          bar('5', 5, 5, 1), bar('6', 6, 6, 1), bar('7', 7, 7, 1), bar('8', 8, 8, 1), bar('9', 9, 9, 1),
          bar('10', 10, 10, 1), bar('11', 11, 11, 1), bar('12', 12, 12, 1), bar('20', 20, 20, 4),
          bar('21', 21, 21, 3), bar('22', 22, 22, 3), bar('100', 100, 100, 1), bar('1.000', 1000, 1000, 1),
        ],
      },
      // 3,000,000,000 + 19 × 50,000 over 20 respondents; 19 of the 20 amounts are 50,000.
      'Pengeluaran makan': {
        tipe_jawaban: 'nominal',
        sum: 3_000_950_000,
        sum_teks: '3000950000',
        statistik: { n: 20, rata_rata: 150_047_500, median: 50_000, min: 50_000, maks: 3_000_000_000 },
      },
      'Apakah Anda puas?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 15, Tidak: 5 } },
      'Apakah Anda menginap?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 20, Tidak: 0 } },
      Catatan: { tipe_jawaban: 'teks', ...top(['Bagus', 20]), jumlah_jawaban_unik: 1 },
      'Catatan (2)': { tipe_jawaban: 'teks', ...top(['Bersih', 10], ['Ramai', 10]), jumlah_jawaban_unik: 2 },
      // Added after the responses came in: nobody answered them.
      'Biaya oleh-oleh': { tipe_jawaban: 'nominal', sum: 0, sum_teks: '0', statistik: NO_NUMBERS },
      'Akan datang lagi?': { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 0, Tidak: 0 } },
      Saran: { tipe_jawaban: 'teks', ...top(), jumlah_jawaban_unik: 0 },
    },
  },
  Atlet: {
    total_responden: 0,
    pertanyaan: {
      'Nomor lomba': { tipe_jawaban: 'teks', ...top(), jumlah_jawaban_unik: 0 },
      'Hadiah yang diterima': { tipe_jawaban: 'nominal', sum: 0, sum_teks: '0', statistik: NO_NUMBERS },
    },
  },
  Pedagang: { total_responden: 0, pertanyaan: {} },
};

async function seedAnalysisEvent(db: TestContext['db']): Promise<number> {
  const eventId = await insertEvent(db, { nama_event: 'Festival Lari Nusantara' });
  const pengunjung = await insertQuestionnaire(db, eventId, 'Pengunjung');
  const atlet = await insertQuestionnaire(db, eventId, 'Atlet');
  await insertQuestionnaire(db, eventId, 'Pedagang');

  // Inserted out of order: the report follows urutan, then id for equal urutan.
  const [usia, kota, makan, puas, menginap, catatan, catatanLagi] = await insertQuestion(db, pengunjung, [
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
  await insertQuestion(db, pengunjung, [
    { teks: 'Biaya oleh-oleh', tipe: 'nominal', urutan: 7 },
    { teks: 'Akan datang lagi?', tipe: 'ya_tidak', urutan: 8 },
    { teks: 'Saran', tipe: 'teks', urutan: 9 },
  ]);
  await insertQuestion(db, atlet, [
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
    const kuesioner = await insertQuestionnaire(ctx().db, id, '__proto__');
    const [pertanyaan] = await insertQuestion(ctx().db, kuesioner, [{ teks: 'constructor', tipe: 'teks' }]);
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
          [survey.questions.angka.teks_pertanyaan]: {
            tipe_jawaban: 'angka',
            ...top(['2', 1], ['3', 1]),
            jumlah_jawaban_unik: 2,
            statistik: { n: 2, rata_rata: 2.5, median: 2.5, min: 2, maks: 3 },
            distribusi: [bar('2', 2, 2, 1), bar('3', 3, 3, 1)],
          },
          [survey.questions.nominal.teks_pertanyaan]: {
            tipe_jawaban: 'nominal',
            sum: 1_750_000,
            sum_teks: '1750000',
            statistik: { n: 2, rata_rata: 875_000, median: 875_000, min: 250_000, maks: 1_500_000 },
          },
          [survey.questions.ya_tidak.teks_pertanyaan]: { tipe_jawaban: 'ya_tidak', jawaban: { Ya: 1, Tidak: 1 } },
        },
      },
    });
  });
});

/**
 * The event of the newer answer types, collected through the API as a surveyor would: one row per
 * respondent [asal daerah, tribun, umur, biaya tiket]; null leaves the answer out, '' sends it
 * empty (both mean "not answered" for an optional question). The last three rows were collected
 * on the form before "Berdiri" and "Lesehan" were replaced by "Festival" and "Ekonomi".
 */
type Row = [string, string | null, string | null, string | null];
const CURRENT_ROWS: Row[] = [
  ['52.02', 'VIP', '17', '150000'],
  ['52.02', 'VIP', '18', '150000'],
  ['52.02', 'VIP', '19', '250000'],
  ['52.02', 'Reguler', '21', '500000'],
  ['52.02', 'Reguler', '22', '75000'],
  ['52.02', 'Reguler', '22', null],
  ['52.71', 'Reguler', '23', null],
  ['52.71', 'Reguler', '25', ''],
  ['52.71', 'Reguler', '27', null],
  ['52.71', 'Reguler', '28', null],
  ['52.01', 'Reguler', '30', null],
  ['52.01', 'Festival', '31', null],
  ['52.01', 'Festival', '33', null],
  ['52.03', 'Festival', '34', null],
  ['52.03', 'Festival', '34', null],
  ['51.71', 'Festival', '36', null],
  ['51.71', 'Festival', '38', null],
  ['LN', 'Festival', '45', null],
  ['LN', null, null, null],
  ['31.74', null, '', null],
  ['32.73', '', null, ''],
];
const OLD_FORM_ROWS: Row[] = [
  ['52.08', 'Berdiri', '52', null],
  ['51.03', 'Berdiri', '58', null],
  ['35.78', 'Lesehan', '', null],
];

const region = (kode: string, nama: string, provinsi: string, jumlah: number) => ({ kode, nama, provinsi, jumlah });
const option = (jawaban: string, jumlah: number, persen: number) => ({ jawaban, jumlah, persen });

// 24 respondents. Regions: 11 different, so the top 10 cuts the last of the single ones by name
// (Kota Surabaya); ties are ordered by name, "Luar Negeri" among them.
const REGIONS_TOP = [
  region('52.02', 'Kabupaten Lombok Tengah', 'Nusa Tenggara Barat', 6),
  region('52.71', 'Kota Mataram', 'Nusa Tenggara Barat', 4),
  region('52.01', 'Kabupaten Lombok Barat', 'Nusa Tenggara Barat', 3),
  region('52.03', 'Kabupaten Lombok Timur', 'Nusa Tenggara Barat', 2),
  region('51.71', 'Kota Denpasar', 'Bali', 2),
  region('LN', 'Luar Negeri', '', 2),
  region('51.03', 'Kabupaten Badung', 'Bali', 1),
  region('52.08', 'Kabupaten Lombok Utara', 'Nusa Tenggara Barat', 1),
  region('31.74', 'Kota Administrasi Jakarta Selatan', 'Daerah Khusus Ibukota Jakarta', 1),
  region('32.73', 'Kota Bandung', 'Jawa Barat', 1),
];

const EXPECTED_NEW_TYPES: AnalysisResult = {
  Penonton: {
    total_responden: 24,
    pertanyaan: {
      'Asal daerah': {
        tipe_jawaban: 'wilayah',
        jawaban: Object.fromEntries(REGIONS_TOP.map((row) => [row.nama, row.jumlah])),
        teratas: REGIONS_TOP.map((row) => ({ jawaban: row.nama, jumlah: row.jumlah })),
        jumlah_jawaban_unik: 11,
        wilayah: {
          teratas: REGIONS_TOP,
          // Every region counts here, the cut Kota Surabaya too: NTB 6 + 4 + 3 + 2 + 1, Bali 2 + 1.
          per_provinsi: [
            { provinsi: 'Nusa Tenggara Barat', jumlah: 16 },
            { provinsi: 'Bali', jumlah: 3 },
            { provinsi: 'Luar Negeri', jumlah: 2 },
            { provinsi: 'Daerah Khusus Ibukota Jakarta', jumlah: 1 },
            { provinsi: 'Jawa Barat', jumlah: 1 },
            { provinsi: 'Jawa Timur', jumlah: 1 },
          ],
        },
      },
      // 21 of 24 chose: shares of 21, one decimal (3/21 = 14.29 %, 8/21 = 38.10 %...). Ekonomi, never
      // chosen, keeps its place; the options of the older form follow, by their text.
      Tribun: {
        tipe_jawaban: 'pilihan',
        jawaban: { VIP: 3, Reguler: 8, Festival: 7, Ekonomi: 0, Berdiri: 2, Lesehan: 1 },
        pilihan: [
          option('VIP', 3, 14.3),
          option('Reguler', 8, 38.1),
          option('Festival', 7, 33.3),
          option('Ekonomi', 0, 0),
          option('Berdiri', 2, 9.5),
          option('Lesehan', 1, 4.8),
        ],
      },
      Umur: {
        tipe_jawaban: 'angka',
        ...top(['22', 2], ['34', 2], ['17', 1], ['18', 1], ['19', 1], ['21', 1], ['23', 1], ['25', 1], ['27', 1], ['28', 1]),
        jumlah_jawaban_unik: 18,
        // 20 of 24 answered: sum 613; the 10th and 11th sorted ages are 28 and 30.
        statistik: { n: 20, rata_rata: 30.65, median: 29, min: 17, maks: 58 },
        // 18 different ages: ranges. Span 17..58 is 42 wide, a tenth of it 4.2, so width 5 from 15;
        // the empty 40–44 stays.
        distribusi: [
          bar('15–19', 15, 19, 3),
          bar('20–24', 20, 24, 4),
          bar('25–29', 25, 29, 3),
          bar('30–34', 30, 34, 5),
          bar('35–39', 35, 39, 2),
          bar('40–44', 40, 44, 0),
          bar('45–49', 45, 49, 1),
          bar('50–54', 50, 54, 1),
          bar('55–59', 55, 59, 1),
        ],
      },
      // 5 of 24 answered: 75,000, 150,000, 150,000, 250,000, 500,000.
      'Biaya tiket': {
        tipe_jawaban: 'nominal',
        sum: 1_125_000,
        sum_teks: '1125000',
        statistik: { n: 5, rata_rata: 225_000, median: 150_000, min: 75_000, maks: 500_000 },
      },
    },
  },
  Atlet: {
    total_responden: 0,
    pertanyaan: {
      'Provinsi asal': {
        tipe_jawaban: 'wilayah',
        jawaban: {},
        teratas: [],
        jumlah_jawaban_unik: 0,
        wilayah: { teratas: [], per_provinsi: [] },
      },
      Kelas: {
        tipe_jawaban: 'pilihan',
        jawaban: { '5K': 0, '10K': 0 },
        pilihan: [option('5K', 0, 0), option('10K', 0, 0)],
      },
      'Waktu tempuh (menit)': {
        tipe_jawaban: 'angka',
        ...top(),
        jumlah_jawaban_unik: 0,
        statistik: NO_NUMBERS,
        distribusi: [],
      },
    },
  },
};

describeOnEachDatabase('GET /api/events/{id}/analisis: pilihan, wilayah, ranges and optional questions', (ctx) => {
  let admin: SignedInUser;
  let eventId: number;
  let tribunId: number;

  const addQuestion = async (body: CreatePertanyaanInput): Promise<Pertanyaan> => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/pertanyaan', headers: admin.auth, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const event = await createEvent(ctx(), admin, { nama_event: 'Mandalika Fun Run' });
    eventId = event.id;
    const penonton = await createKuesioner(ctx(), admin, eventId, 'Penonton');
    const atlet = await createKuesioner(ctx(), admin, eventId, 'Atlet');
    const base = { kuesioner_id: penonton.id };
    const asal = await addQuestion({ ...base, teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah' });
    const tribun = await addQuestion({
      ...base,
      teks_pertanyaan: 'Tribun',
      tipe_jawaban: 'pilihan',
      wajib: false,
      pilihan: ['VIP', 'Reguler', 'Berdiri', 'Lesehan'],
    });
    tribunId = tribun.id;
    const umur = await addQuestion({ ...base, teks_pertanyaan: 'Umur', tipe_jawaban: 'angka', wajib: false });
    const biaya = await addQuestion({ ...base, teks_pertanyaan: 'Biaya tiket', tipe_jawaban: 'nominal', wajib: false });
    await addQuestion({ kuesioner_id: atlet.id, teks_pertanyaan: 'Provinsi asal', tipe_jawaban: 'wilayah' });
    await addQuestion({ kuesioner_id: atlet.id, teks_pertanyaan: 'Kelas', tipe_jawaban: 'pilihan', pilihan: ['5K', '10K'] });
    await addQuestion({ kuesioner_id: atlet.id, teks_pertanyaan: 'Waktu tempuh (menit)', tipe_jawaban: 'angka' });

    // A phone takes the form as it is now; the old-form rows below are collected on it.
    const bundle = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: surveyor.auth });
    expect(bundle.statusCode, bundle.body).toBe(200);
    // It stood as the form long enough to judge what was filled on it (form-versions/version-standing.ts).
    await settleHandedOutVersions(ctx().db);
    const oldForm: string = (bundle.json().events as { kuesioner: { id: number; versi_formulir: string }[] }[])
      .flatMap((event) => event.kuesioner)
      .find((form) => form.id === penonton.id)?.versi_formulir ?? '';
    // Nobody chose the two options yet, so the Admin may replace them.
    const edited = await ctx().app.inject({
      method: 'PUT',
      url: `/api/pertanyaan/${tribun.id}`,
      headers: admin.auth,
      payload: { teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', wajib: false, pilihan: ['VIP', 'Reguler', 'Festival', 'Ekonomi'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const item = ([asalDaerah, ...rest]: Row, versiFormulir?: string) => ({
      idempotencyKey: randomUUID(),
      kuesionerId: penonton.id,
      ...(versiFormulir ? { versiFormulir } : {}),
      jawaban: [
        { pertanyaan_id: asal.id, isi_jawaban: asalDaerah },
        ...[tribun, umur, biaya].flatMap((question, index) =>
          rest[index] === null ? [] : [{ pertanyaan_id: question.id, isi_jawaban: rest[index] }],
        ),
      ],
    });
    const items = [...CURRENT_ROWS.map((row) => item(row)), ...OLD_FORM_ROWS.map((row) => item(row, oldForm))];
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((result: { status: string; message?: string }) => result.message ?? result.status)).toEqual(
      Array(24).fill('created'),
    );
  });

  it('names regions, counts provinces, lists every option with its share, and ranges many ages', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/analisis`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AnalysisResult;
    expect(body).toEqual(EXPECTED_NEW_TYPES);
    // Order is part of the report: questions by urutan, options as the form lists them.
    expect(Object.keys(body.Penonton.pertanyaan)).toEqual(['Asal daerah', 'Tribun', 'Umur', 'Biaya tiket']);
    expect(Object.keys(body.Penonton.pertanyaan.Tribun.jawaban ?? {})).toEqual(['VIP', 'Reguler', 'Festival', 'Ekonomi', 'Berdiri', 'Lesehan']);
  });

  it("stored the older form's option as collected, and no row for an answer left empty", async () => {
    const tribun = await ctx()
      .db.selectFrom('jawaban')
      .select((eb) => ['isi_jawaban', eb.fn.countAll<number>().as('jumlah')])
      .where('pertanyaan_id', '=', tribunId)
      .groupBy('isi_jawaban')
      .orderBy('isi_jawaban')
      .execute();
    expect(tribun.map((row) => [row.isi_jawaban, Number(row.jumlah)])).toEqual([
      ['Berdiri', 2],
      ['Festival', 7],
      ['Lesehan', 1],
      ['Reguler', 8],
      ['VIP', 3],
    ]);
    const empty = await ctx().db.selectFrom('jawaban').select('id').where('isi_jawaban', '=', '').execute();
    expect(empty).toEqual([]);
  });
});
