import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis';
import { type DampakEkonomi, dampakEkonomiSchema } from '../../../src/shared/schemas/economic-impact';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import type { Progres, ResponsItem, ResponsList, RiwayatStatus } from '../../../src/shared/schemas/responses';
import { answersFor, createEvent, createKuesioner, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { addReadyMadeSet, answersOf, type Respondent, type RoleQuestions, roleQuestions } from '../economic-impact/support';

/**
 * Data Survei's review (issue 15): PATCH /api/respons/{id} voids or restores a response, and
 * GET /api/respons/{id}/riwayat lists the changes. A voided response leaves every figure of the
 * app at once and comes back whole when restored. Figures are literals worked out by hand.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOT_FOUND = 'Data survei tidak ditemukan.';

type Method = 'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST';

function call(ctx: TestContext, method: Method, url: string, user: SignedInUser | null, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(status);
  return answer.json() as T;
}

describeOnEachDatabase('Data Survei: voiding and restoring a response', (ctx) => {
  let admin: SignedInUser;
  let secondAdmin: SignedInUser;
  let instansi: SignedInUser;
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  const patch = (id: number, body: unknown, user: SignedInUser | null = admin) => call(ctx(), 'PATCH', `/api/respons/${id}`, user, body);
  const riwayat = (id: number, user: SignedInUser = admin) => ok<RiwayatStatus>(call(ctx(), 'GET', `/api/respons/${id}/riwayat`, user));
  const collect = async (values: Parameters<typeof answersFor>[1] = {}, key = randomUUID()) => {
    const response = await submit(ctx(), surveyor, answersFor(survey, values), key);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const item = async (id: number, eventId = survey.event.id) => {
    const page = await ok<ResponsList>(call(ctx(), 'GET', `/api/events/${eventId}/respons?per_halaman=200`, admin));
    return page.data.find((row) => row.id === id) as ResponsItem;
  };
  const responsesOfForm = async (kuesionerId: number) => {
    const row = await ctx().db.selectFrom('ringkasan_kuesioner').select('jumlah_respons').where('kuesioner_id', '=', kuesionerId).executeTakeFirst();
    return row === undefined ? undefined : Number(row.jumlah_respons);
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    secondAdmin = await ctx().createUser('Admin', { nama: 'Admin Kedua' });
    instansi = await ctx().createUser('Instansi');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it('a void needs its reason: 400 "Alasan pembatalan wajib diisi." and nothing changes', async () => {
    const id = await collect();
    for (const body of [{ status: 'dibatalkan' }, { status: 'dibatalkan', alasan: '' }, { status: 'dibatalkan', alasan: '   ' }, { status: 'dibatalkan', alasan: null }]) {
      const error = expectApiError(await patch(id, body), 400, 'VALIDATION_ERROR');
      expect(error).toEqual({ message: 'Alasan pembatalan wajib diisi.', code: 'VALIDATION_ERROR', fields: { alasan: 'Alasan pembatalan wajib diisi.' } });
    }
    const badStatus = expectApiError(await patch(id, { status: 'dihapus', alasan: 'x' }), 400, 'VALIDATION_ERROR');
    expect(badStatus.fields).toEqual({ status: 'Status harus "diterima" atau "dibatalkan".' });
    const tooLong = expectApiError(await patch(id, { status: 'dibatalkan', alasan: 'a'.repeat(501) }), 400, 'VALIDATION_ERROR');
    expect(tooLong.fields).toEqual({ alasan: 'Alasan paling banyak 500 karakter.' });
    expect(await item(id)).toMatchObject({ status: 'diterima', alasan_status: null, status_diubah_pada: null, status_diubah_oleh: null });
    expect(await riwayat(id)).toEqual({ data: [] });
  });

  it('voids and restores; 409 on a repeat; the item shows who changed it last, when and why', async () => {
    const id = await collect();
    const voided = await ok<{ message: string; respons: ResponsItem }>(patch(id, { status: 'dibatalkan', alasan: '  Responden menolak  ' }));
    expect(voided.message).toBe('Data survei berhasil dibatalkan.');
    expect(voided.respons).toMatchObject({
      id,
      status: 'dibatalkan',
      alasan_status: 'Responden menolak',
      status_diubah_oleh: 'Admin Pusat',
      status_diubah_pada: expect.stringMatching(ISO),
      surveyor: { id: surveyor.user.id, nama: surveyor.user.nama },
    });
    expect(voided.respons.jawaban.map((answer) => answer.isi_jawaban)).toEqual(['Bandung', '2', '1500000', 'Ya']);

    const again = expectApiError(await patch(id, { status: 'dibatalkan', alasan: 'Lagi' }), 409, 'CONFLICT');
    expect(again.message).toBe('Data survei ini sudah dibatalkan.');

    // Restoring needs no reason.
    const restored = await ok<{ message: string; respons: ResponsItem }>(patch(id, { status: 'diterima' }, secondAdmin));
    expect(restored.message).toBe('Data survei berhasil dipulihkan.');
    expect(restored.respons).toMatchObject({ id, status: 'diterima', alasan_status: null, status_diubah_oleh: 'Admin Kedua' });
    const restoredAgain = expectApiError(await patch(id, { status: 'diterima', alasan: null }), 409, 'CONFLICT');
    expect(restoredAgain.message).toBe('Data survei ini sudah diterima.');

    await ok(patch(id, { status: 'dibatalkan', alasan: 'Salah input' }, secondAdmin));
    await ok(patch(id, { status: 'diterima', alasan: 'Sudah dicek ulang' }));

    // Every change, oldest first, with the name and the reason; the 409s left no trace.
    const history = await riwayat(id);
    expect(history.data.map(({ status, alasan, oleh }) => ({ status, alasan, oleh }))).toEqual([
      { status: 'dibatalkan', alasan: 'Responden menolak', oleh: 'Admin Pusat' },
      { status: 'diterima', alasan: null, oleh: 'Admin Kedua' },
      { status: 'dibatalkan', alasan: 'Salah input', oleh: 'Admin Kedua' },
      { status: 'diterima', alasan: 'Sudah dicek ulang', oleh: 'Admin Pusat' },
    ]);
    const times = history.data.map((change) => change.pada);
    for (const pada of times) expect(pada).toMatch(ISO);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe(voided.respons.status_diubah_pada);

    // The list shows the last change.
    expect(await item(id)).toMatchObject({
      status: 'diterima',
      alasan_status: 'Sudah dicek ulang',
      status_diubah_oleh: 'Admin Pusat',
      status_diubah_pada: times[3],
    });
    // An Admin also reads each account, since a display name is free to choose (SECURITY.md).
    expect(history.data.map((change) => [change.oleh_id, change.oleh_email])).toEqual(
      [admin, secondAdmin, secondAdmin, admin].map((who) => [who.user.id, who.user.email]),
    );
    // Instansi reads the history as well, by name alone; the name stays when the account is gone.
    const byName = history.data.map(({ status, alasan, oleh, pada }) => ({ status, alasan, oleh, pada }));
    expect((await riwayat(id, instansi)).data).toEqual(byName);
    await ok(call(ctx(), 'DELETE', `/api/users/${secondAdmin.user.id}`, admin));
    const after = await riwayat(id);
    expect(after.data.map(({ status, alasan, oleh, pada }) => ({ status, alasan, oleh, pada }))).toEqual(byName);
    expect(after.data.map((change) => change.oleh_email)).toEqual([admin.user.email, null, null, admin.user.email]);
  });

  it('404 for an unknown response; only Admin changes, Admin and Instansi read the history', async () => {
    const missing = expectApiError(await patch(2_147_483_647, { status: 'dibatalkan', alasan: 'x' }), 404, 'NOT_FOUND');
    expect(missing.message).toBe(NOT_FOUND);
    expect(expectApiError(await patch(2_147_483_647, { status: 'diterima' }), 404, 'NOT_FOUND').message).toBe(NOT_FOUND);
    const history = expectApiError(await call(ctx(), 'GET', '/api/respons/2147483647/riwayat', admin), 404, 'NOT_FOUND');
    expect(history.message).toBe(NOT_FOUND);

    const id = await collect();
    expectApiError(await patch(id, { status: 'dibatalkan', alasan: 'x' }, instansi), 403, 'FORBIDDEN');
    expectApiError(await patch(id, { status: 'dibatalkan', alasan: 'x' }, surveyor), 403, 'FORBIDDEN');
    expectApiError(await patch(id, { status: 'dibatalkan', alasan: 'x' }, null), 401, 'UNAUTHORIZED');
    expectApiError(await call(ctx(), 'GET', `/api/respons/${id}/riwayat`, surveyor), 403, 'FORBIDDEN');
    expectApiError(await patch(0, { status: 'dibatalkan', alasan: 'x' }), 400, 'VALIDATION_ERROR');
    expect(await item(id)).toMatchObject({ status: 'diterima' });
  });

  it("a resend of a voided response's idempotency key stays a duplicate and does not restore it", async () => {
    const key = randomUUID();
    const id = await collect({ teks: 'Kupang' }, key);
    const before = await responsesOfForm(survey.kuesioner.id);
    await ok(patch(id, { status: 'dibatalkan', alasan: 'Responden fiktif' }));
    expect(await responsesOfForm(survey.kuesioner.id)).toBe(Number(before) - 1);

    const resent = await submit(ctx(), surveyor, answersFor(survey, { teks: 'Kupang' }), key);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'Jawaban ini sudah tersimpan sebelumnya.', id, duplicate: true });
    const batch = await ok<{ results: unknown[] }>(
      call(ctx(), 'POST', '/api/jawaban/batch', surveyor, { items: [{ idempotencyKey: key, ...answersFor(survey, { teks: 'Kupang' }) }] }),
    );
    expect(batch.results).toEqual([{ idempotencyKey: key, status: 'duplicate', id }]);

    expect(await item(id)).toMatchObject({ status: 'dibatalkan', alasan_status: 'Responden fiktif' });
    expect(await responsesOfForm(survey.kuesioner.id)).toBe(Number(before) - 1);
    const kupang = await ctx().db
      .selectFrom('ringkasan_jawaban')
      .select('jumlah')
      .where('pertanyaan_id', '=', survey.questions.teks.id)
      .where('isi_jawaban', '=', 'Kupang')
      .execute();
    expect(kupang).toEqual([]);
    expect((await riwayat(id)).data).toHaveLength(1);
  });

  it('deleting the event still removes its voided responses, their answers and their history', async () => {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const question = await ok<{ id: number }>(
      call(ctx(), 'POST', '/api/pertanyaan', admin, { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks' }),
      201,
    );
    const ids: number[] = [];
    for (const kota of ['Ambon', 'Ternate', 'Tual']) {
      const response = await submit(ctx(), surveyor, { kuesionerId: kuesioner.id, jawaban: [{ pertanyaan_id: question.id, isi_jawaban: kota }] });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    await ok(patch(ids[0], { status: 'dibatalkan', alasan: 'Ganda' }));
    await ok(patch(ids[1], { status: 'dibatalkan', alasan: 'Ganda' }));
    await ok(patch(ids[1], { status: 'diterima' }));
    await ok(patch(ids[1], { status: 'dibatalkan', alasan: 'Tetap ganda' }));
    const listed = await ok<Event>(call(ctx(), 'GET', `/api/events/${event.id}`, admin));
    expect([listed.jumlah_respons, listed.jumlah_dibatalkan]).toEqual([1, 2]);

    const deleted = await ok<{ message: string; jumlah_respons_terhapus: number }>(call(ctx(), 'DELETE', `/api/events/${event.id}`, admin));
    expect(deleted).toEqual({ message: 'Event berhasil dihapus beserta 3 data survei.', jumlah_respons_terhapus: 3 });
    const { db } = ctx();
    expect(await db.selectFrom('respons').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await db.selectFrom('jawaban').select('id').where('respons_id', 'in', ids).execute()).toEqual([]);
    expect(await db.selectFrom('riwayat_status_respons').select('id').where('respons_id', 'in', ids).execute()).toEqual([]);
    expect(await db.selectFrom('ringkasan_jawaban').select('pertanyaan_id').where('pertanyaan_id', '=', question.id).execute()).toEqual([]);
    expect(await responsesOfForm(kuesioner.id)).toBeUndefined();
    expectApiError(await call(ctx(), 'GET', `/api/respons/${ids[0]}/riwayat`, admin), 404, 'NOT_FOUND');
  });
});

// ---------------------------------------------------------------------------------------------
// Every figure of the app, at once
// ---------------------------------------------------------------------------------------------

const HOST = '52.71'; // Kota Mataram
const KUNJUNGAN = 3_100;

const visitor = (asal: string, makan: number): Respondent => ({
  asal,
  rutin: 'Tidak',
  alasan_utama: 'Ya',
  tetap_datang: 'Tidak',
  hari_hadir: 1,
  malam_menginap: 0,
  jenis_akomodasi: 0,
  jumlah_ditanggung: 1,
  belanja: [0, makan, 0, 0, 0, 0],
});
/** 30 visitors from Semarang spending 100,000 on food each, and one from Denpasar spending 400,000. */
const ORDINARY = visitor('33.74', 100_000);
const BIG_SPENDER = visitor('51.71', 400_000);

const NO_CATEGORY = { akomodasi: 0, makan_minum: 0, transportasi: 0, oleh_oleh: 0, hiburan: 0, lainnya: 0 };

describeOnEachDatabase('Data Survei: a voided response leaves every figure at once and comes back whole', (ctx) => {
  let admin: SignedInUser;
  let first: SignedInUser;
  let second: SignedInUser;
  let event: Event;
  let kuesioner: Kuesioner;
  let texts: Map<string, string>;
  let bigSpender: number;

  async function send(surveyor: SignedInUser, questions: RoleQuestions, respondents: Respondent[]): Promise<number[]> {
    const items = respondents.map((respondent) => ({ idempotencyKey: randomUUID(), kuesionerId: kuesioner.id, jawaban: answersOf(questions, respondent) }));
    const body = await ok<{ results: { status: string; id: number }[] }>(call(ctx(), 'POST', '/api/jawaban/batch', surveyor, { items }));
    expect(body.results.map((result) => result.status)).toEqual(items.map(() => 'created'));
    return body.results.map((result) => result.id);
  }

  interface Figures {
    analysis: AnalysisResult;
    event: Event;
    adminStats: Record<string, number>;
    firstStats: Record<string, number>;
    secondStats: Record<string, number>;
    progres: Progres;
    dampak: DampakEkonomi;
  }

  async function figures(): Promise<Figures> {
    const events = await ok<Event[]>(call(ctx(), 'GET', '/api/events', admin));
    return {
      analysis: await ok(call(ctx(), 'GET', `/api/events/${event.id}/analisis`, admin)),
      event: events.find((row) => row.id === event.id) as Event,
      adminStats: await ok(call(ctx(), 'GET', '/api/me/stats', admin)),
      firstStats: await ok(call(ctx(), 'GET', '/api/me/stats', first)),
      secondStats: await ok(call(ctx(), 'GET', '/api/me/stats', second)),
      progres: await ok(call(ctx(), 'GET', `/api/events/${event.id}/progres`, admin)),
      dampak: dampakEkonomiSchema.parse(await ok(call(ctx(), 'GET', `/api/events/${event.id}/dampak-ekonomi`, admin))),
    };
  }

  /** The figures that depend on the respondents, as worked out by hand. */
  function expectFigures(
    actual: Figures,
    expected: {
      n: number;
      makan: { sum: number; maks: number };
      asal: [string, number][];
      /** Each surveyor's accepted responses, as progress lists them: most first. */
      surveyors: [SignedInUser, number][];
      dampak: Record<string, unknown>;
    },
  ) {
    const group = actual.analysis.Penonton;
    expect(group.total_responden).toBe(expected.n);
    const question = (role: string) => group.pertanyaan[texts.get(role) as string];
    expect(question('alasan_utama').jawaban).toEqual({ Ya: expected.n, Tidak: 0 });
    expect(question('rutin').jawaban).toEqual({ Ya: 0, Tidak: expected.n });
    expect(question('belanja_makan_minum').sum).toBe(expected.makan.sum);
    expect(question('belanja_makan_minum').statistik).toMatchObject({ n: expected.n, min: 100_000, median: 100_000, maks: expected.makan.maks });
    expect(question('belanja_akomodasi')).toMatchObject({ sum: 0, statistik: { n: expected.n, rata_rata: 0, median: 0, min: 0, maks: 0 } });
    expect(question('hari_hadir').statistik).toEqual({ n: expected.n, rata_rata: 1, median: 1, min: 1, maks: 1 });
    expect(question('asal').wilayah?.teratas.map((row) => [row.kode, row.jumlah])).toEqual(expected.asal);

    expect([actual.event.jumlah_respons, actual.event.jumlah_dibatalkan]).toEqual([expected.n, 31 - expected.n]);
    expect(actual.adminStats).toMatchObject({ total_data_survei: expected.n, data_survei_hari_ini: expected.n });
    const ownCount = (user: SignedInUser) => expected.surveyors.find(([who]) => who === user)?.[1];
    expect(actual.firstStats).toEqual({ total_survei: ownCount(first), total_event: 1 });
    expect(actual.secondStats).toEqual({ total_survei: ownCount(second), total_event: 1 });
    expect(actual.progres.surveyor).toEqual(
      expected.surveyors.map(([user, count]) => ({
        id: user.user.id,
        nama: user.user.nama,
        hari_ini: count,
        total: count,
        terakhir_diterima: expect.stringMatching(ISO),
        anggota_tim: false,
        target: null,
      })),
    );
    expect(actual.progres.segmen).toEqual([{ kuesioner_id: kuesioner.id, tipe_responden: 'Penonton', jumlah_respons: expected.n, target_sampel: null, perlu_diperiksa: 0 }]);

    expect(actual.dampak.lengkap).toBe(true);
    expect(actual.dampak.segmen).toHaveLength(1);
    expect(actual.dampak.segmen[0]).toMatchObject(expected.dampak);
  }

  let before: Figures;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    first = await ctx().createUser('Surveyor', { nama: 'Surveyor Satu' });
    second = await ctx().createUser('Surveyor', { nama: 'Surveyor Dua' });
    event = await createEvent(ctx(), admin, { lokasi: 'Kota Mataram' });
    kuesioner = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    // The ready-made questions name the host area, so it is set first.
    await ok(call(ctx(), 'PUT', `/api/events/${event.id}/parameter-ekonomi`, admin, { wilayah_tuan_rumah: [HOST] }));
    await addReadyMadeSet(ctx(), admin, kuesioner.id);
    const questions = await roleQuestions(ctx(), admin, kuesioner.id);
    const designer = await ok<PertanyaanDesigner[]>(call(ctx(), 'GET', `/api/kuesioner/${kuesioner.id}/pertanyaan`, admin));
    texts = new Map(designer.map((question) => [question.peran_ekonomi as string, question.teks_pertanyaan]));

    // No diisiPada: collected now, today in WIB.
    const firstIds = await send(first, questions, [...Array<Respondent>(14).fill(ORDINARY), BIG_SPENDER]);
    bigSpender = firstIds[14];
    await send(second, questions, Array<Respondent>(16).fill(ORDINARY));
    const parameters = { wilayah_tuan_rumah: [HOST], segmen: [{ kuesioner_id: kuesioner.id, kunjungan: KUNJUNGAN }] };
    await ok(call(ctx(), 'PUT', `/api/events/${event.id}/parameter-ekonomi`, admin, parameters));
    before = await figures();
  });

  it('counts all 31 before', () => {
    // 31 respondents of one day each: U = 3,100, each stands for 100. Below 100 responses there is
    // no cap, and the fence is 10 x the median (100,000): the big spender (400,000) is within it.
    // Gross = 30 x 100,000 + 400,000 = 3,400,000, a mean of 109,677.42; everyone is additional:
    // x 100 = 340,000,000.
    expectFigures(before, {
      n: 31,
      makan: { sum: 3_400_000, maks: 400_000 },
      asal: [
        ['33.74', 30],
        ['51.71', 1],
      ],
      surveyors: [
        [second, 16],
        [first, 15],
      ],
      dampak: {
        n: 31,
        kunjungan: KUNJUNGAN,
        pengunjung_unik: 3_100,
        porsi_lokal: 0,
        porsi_tambahan: 1,
        belanja_per_orang: 109_677,
        batas_pencilan: null,
        batas_wajar_segmen: 1_000_000,
        perlu_diperiksa: 0,
        jumlah_dipangkas: 0,
        dampak_langsung: 340_000_000,
        perputaran_kotor: 340_000_000,
        per_kategori: { ...NO_CATEGORY, makan_minum: 340_000_000 },
      },
    });
  });

  it('a void takes the response out of the analysis, event counts, dashboards, progress and economic impact at once', async () => {
    await ok(call(ctx(), 'PATCH', `/api/respons/${bigSpender}`, admin, { status: 'dibatalkan', alasan: 'Pengeluaran tidak masuk akal' }));
    // 30 equal respondents: U = 3,100 still, each now stands for 103.33; gross
    // 3,000,000 x 3,100 / 30 = 310,000,000.
    expectFigures(await figures(), {
      n: 30,
      makan: { sum: 3_000_000, maks: 100_000 },
      asal: [['33.74', 30]],
      surveyors: [
        [second, 16],
        [first, 14],
      ],
      dampak: {
        n: 30,
        kunjungan: KUNJUNGAN,
        pengunjung_unik: 3_100,
        porsi_lokal: 0,
        porsi_tambahan: 1,
        belanja_per_orang: 100_000,
        batas_pencilan: null,
        jumlah_dipangkas: 0,
        dampak_langsung: 310_000_000,
        perputaran_kotor: 310_000_000,
        per_kategori: { ...NO_CATEGORY, makan_minum: 310_000_000 },
      },
    });
    // Its summary rows are gone, not left at zero, and its economic profile is gone.
    const denpasar = await ctx()
      .db.selectFrom('ringkasan_jawaban')
      .selectAll()
      .where('isi_jawaban', 'in', ['51.71', '400000'])
      .execute();
    expect(denpasar).toEqual([]);
    expect(await ctx().db.selectFrom('profil_ekonomi').select('respons_id').where('respons_id', '=', bigSpender).execute()).toEqual([]);
  });

  it('a restore brings every figure back whole: the analysis and the report equal to before', async () => {
    await ok(call(ctx(), 'PATCH', `/api/respons/${bigSpender}`, admin, { status: 'diterima' }));
    const after = await figures();
    expect(after.analysis).toEqual(before.analysis);
    expect({ ...after.dampak, dihitung_pada: null }).toEqual({ ...before.dampak, dihitung_pada: null });
    expect(after.event).toEqual(before.event);
    expect(after.adminStats).toEqual(before.adminStats);
    expect(after.firstStats).toEqual(before.firstStats);
    expect(after.secondStats).toEqual(before.secondStats);
    expect(after.progres).toEqual(before.progres);
    const profile = await sql<{ asal: string; belanja_makan_minum: number | string }>`
      select asal, belanja_makan_minum from profil_ekonomi where respons_id = ${bigSpender}`.execute(ctx().db);
    expect(profile.rows.map((row) => [row.asal, Number(row.belanja_makan_minum)])).toEqual([['51.71', 400_000]]);
  });
});
