import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import type { ResponsItem, ResponsList } from '../../../src/shared/schemas/responses';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { useServerClock } from '../helpers/server-clock';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

// The forms are made on 1 July 2026 and the answers, collected 12-15 July, arrive on 20 July.
const clock = useServerClock();
const FORMS_MADE = '2026-07-01T00:00:00.000Z';
const ANSWERS_SENT = '2026-07-20T00:00:00.000Z';

/**
 * Data Survei's table (issue 15): GET /api/events/{id}/respons for Admin and Instansi and
 * GET /api/me/respons for the surveyor's own, through the real app on both databases. Every
 * expected list is written out by hand from the fixture below: which responses, in which order.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const Q_KOTA = 'Dari kota mana Anda datang?';
const Q_USIA = 'Berapa usia Anda?';
const Q_ASAL = 'Di kabupaten/kota mana Anda tinggal?';
const Q_CATATAN = 'Catatan';
const Q_CABANG = 'Cabang lomba';

type Name = 'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'r6' | 'r7' | 'r8';

function get(ctx: TestContext, url: string, user: SignedInUser | null): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
}

async function addQuestion(ctx: TestContext, admin: SignedInUser, kuesionerId: number, teks: string, tipe: TipeJawaban, wajib = true): Promise<Pertanyaan> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/pertanyaan',
    headers: admin.auth,
    payload: { kuesioner_id: kuesionerId, teks_pertanyaan: teks, tipe_jawaban: tipe, wajib },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** One response through POST /api/jawaban, collected at `diisiPada`; its id. */
async function collect(
  ctx: TestContext,
  surveyor: SignedInUser,
  kuesionerId: number,
  diisiPada: string,
  jawaban: { pertanyaan_id: number; isi_jawaban: string }[],
): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/jawaban',
    headers: { ...surveyor.auth, 'idempotency-key': randomUUID() },
    payload: { kuesionerId, diisiPada, jawaban },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function voidResponse(ctx: TestContext, admin: SignedInUser, id: number, alasan: string): Promise<void> {
  const response = await ctx.app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin.auth, payload: { status: 'dibatalkan', alasan } });
  expect(response.statusCode, response.body).toBe(200);
}

describeOnEachDatabase('Data Survei: the list of responses', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let ani: SignedInUser;
  let budi: SignedInUser;
  let citra: SignedInUser;
  let event: Event;
  let other: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  let otherForm: Kuesioner;
  const q = {} as Record<'kota' | 'usia' | 'asal' | 'catatan' | 'cabang' | 'otherKota', Pertanyaan>;
  const id = {} as Record<Name, number>;
  /** The names of ids, to read a list as the names of its responses. */
  const nameOf = new Map<number, Name>();

  const names = (body: ResponsList) => body.data.map((item) => nameOf.get(item.id) ?? item.id);

  async function list(query: string, user: SignedInUser = admin, eventId = event.id): Promise<ResponsList> {
    const response = await get(ctx(), `/api/events/${eventId}/respons${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function mine(user: SignedInUser, query = ''): Promise<ResponsList> {
    const response = await get(ctx(), `/api/me/respons${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    clock.setTo(FORMS_MADE);
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    instansi = await ctx().createUser('Instansi');
    ani = await ctx().createUser('Surveyor', { nama: 'Ani Lestari' });
    budi = await ctx().createUser('Surveyor', { nama: 'Budi Santoso' });
    citra = await ctx().createUser('Surveyor', { nama: 'Citra Dewi' });

    event = await createEvent(ctx(), admin, { nama_event: 'Mandalika Marathon' });
    other = await createEvent(ctx(), admin, { nama_event: 'Festival Renang' });
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    otherForm = await createKuesioner(ctx(), admin, other.id, 'Penonton');
    q.kota = await addQuestion(ctx(), admin, penonton.id, Q_KOTA, 'teks');
    q.usia = await addQuestion(ctx(), admin, penonton.id, Q_USIA, 'angka');
    q.asal = await addQuestion(ctx(), admin, penonton.id, Q_ASAL, 'wilayah');
    q.catatan = await addQuestion(ctx(), admin, penonton.id, Q_CATATAN, 'teks', false);
    q.cabang = await addQuestion(ctx(), admin, atlet.id, Q_CABANG, 'teks');
    q.otherKota = await addQuestion(ctx(), admin, otherForm.id, Q_KOTA, 'teks');
    // The form's order is no longer the order the questions were made in (their ids).
    const reorder = await ctx().app.inject({
      method: 'PUT',
      url: `/api/kuesioner/${penonton.id}/urutan`,
      headers: admin.auth,
      payload: { pertanyaan_ids: [q.asal.id, q.kota.id, q.catatan.id, q.usia.id] },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);

    // Answers sent in the questions' id order, not the form's.
    const penontonAnswers = (kota: string, usia: string, asal: string, catatan?: string) => [
      { pertanyaan_id: q.kota.id, isi_jawaban: kota },
      { pertanyaan_id: q.usia.id, isi_jawaban: usia },
      { pertanyaan_id: q.asal.id, isi_jawaban: asal },
      ...(catatan === undefined ? [] : [{ pertanyaan_id: q.catatan.id, isi_jawaban: catatan }]),
    ];
    clock.setTo(ANSWERS_SENT);
    // Collection times around the WIB (UTC+7) day boundaries: 17:00Z is midnight in Jakarta.
    id.r1 = await collect(ctx(), ani, penonton.id, '2026-07-12T03:00:00.000Z', penontonAnswers('Bandung', '30', '52.02', 'Diskon 50% untuk_pelajar'));
    id.r2 = await collect(ctx(), budi, penonton.id, '2026-07-13T16:59:59.999Z', penontonAnswers('Jakarta', '25', '32.73', 'Diskon 50 persen'));
    id.r3 = await collect(ctx(), ani, atlet.id, '2026-07-13T17:00:00.000Z', [{ pertanyaan_id: q.cabang.id, isi_jawaban: 'Lari' }]);
    id.r4 = await collect(ctx(), budi, penonton.id, '2026-07-13T17:30:00.000Z', penontonAnswers('MATARAM', '41', '52.71', 'Ramai'));
    id.r5 = await collect(ctx(), ani, penonton.id, '2026-07-14T16:59:59.999Z', penontonAnswers('Surabaya', '35', 'LN'));
    id.r6 = await collect(ctx(), ani, otherForm.id, '2026-07-14T10:00:00.000Z', [{ pertanyaan_id: q.otherKota.id, isi_jawaban: 'Bandung' }]);
    id.r7 = await collect(ctx(), citra, penonton.id, '2026-07-15T02:00:00.000Z', penontonAnswers('Medan', '50', '12.71', 'Oke'));
    // Collected at the very moment r3 was: the later id comes first.
    id.r8 = await collect(ctx(), budi, atlet.id, '2026-07-13T17:00:00.000Z', [{ pertanyaan_id: q.cabang.id, isi_jawaban: 'Renang' }]);
    for (const [name, value] of Object.entries(id)) nameOf.set(value, name as Name);

    await voidResponse(ctx(), admin, id.r2, 'Data ganda');
    const deleted = await ctx().app.inject({ method: 'DELETE', url: `/api/users/${citra.user.id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('answers each response whole: its questionnaire, event, surveyor, times, status and answers in the form order', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['data', 'halaman', 'jumlah_perlu_diperiksa', 'per_halaman', 'total', 'zona_waktu']);
    expect(body).toMatchObject({ total: 7, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta', jumlah_perlu_diperiksa: 0 });
    const byName = (name: Name) => body.data.find((item) => item.id === id[name]) as ResponsItem;

    expect(byName('r1')).toEqual({
      id: id.r1,
      kuesioner_id: penonton.id,
      tipe_responden: 'Penonton',
      event_id: event.id,
      nama_event: 'Mandalika Marathon',
      surveyor: { id: ani.user.id, nama: 'Ani Lestari' },
      diisi_pada: '2026-07-12T03:00:00.000Z',
      diterima_pada: expect.stringMatching(ISO),
      status: 'diterima',
      alasan_status: null,
      status_diubah_pada: null,
      status_diubah_oleh: null,
      // The form's order (asal, kota, catatan, usia), not the order sent nor the ids' order.
      jawaban: [
        { pertanyaan_id: q.asal.id, teks_pertanyaan: Q_ASAL, tipe_jawaban: 'wilayah', isi_jawaban: '52.02', dikonfirmasi_surveyor: false, dikoreksi: false },
        { pertanyaan_id: q.kota.id, teks_pertanyaan: Q_KOTA, tipe_jawaban: 'teks', isi_jawaban: 'Bandung', dikonfirmasi_surveyor: false, dikoreksi: false },
        { pertanyaan_id: q.catatan.id, teks_pertanyaan: Q_CATATAN, tipe_jawaban: 'teks', isi_jawaban: 'Diskon 50% untuk_pelajar', dikonfirmasi_surveyor: false, dikoreksi: false },
        { pertanyaan_id: q.usia.id, teks_pertanyaan: Q_USIA, tipe_jawaban: 'angka', isi_jawaban: '30', dikonfirmasi_surveyor: false, dikoreksi: false },
      ],
      perlu_diperiksa: false,
    });
    // The optional question left empty has no entry.
    expect(byName('r5').jawaban).toEqual([
      { pertanyaan_id: q.asal.id, teks_pertanyaan: Q_ASAL, tipe_jawaban: 'wilayah', isi_jawaban: 'LN', dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: q.kota.id, teks_pertanyaan: Q_KOTA, tipe_jawaban: 'teks', isi_jawaban: 'Surabaya', dikonfirmasi_surveyor: false, dikoreksi: false },
      { pertanyaan_id: q.usia.id, teks_pertanyaan: Q_USIA, tipe_jawaban: 'angka', isi_jawaban: '35', dikonfirmasi_surveyor: false, dikoreksi: false },
    ]);
    expect(byName('r8')).toMatchObject({
      kuesioner_id: atlet.id,
      tipe_responden: 'Atlet',
      surveyor: { id: budi.user.id, nama: 'Budi Santoso' },
      jawaban: [{ pertanyaan_id: q.cabang.id, teks_pertanyaan: Q_CABANG, tipe_jawaban: 'teks', isi_jawaban: 'Renang', dikonfirmasi_surveyor: false, dikoreksi: false }],
    });
    // Voided: still listed, with the reason, who and when.
    expect(byName('r2')).toMatchObject({
      status: 'dibatalkan',
      alasan_status: 'Data ganda',
      status_diubah_oleh: 'Admin Pusat',
      status_diubah_pada: expect.stringMatching(ISO),
    });
  });

  it('keeps the responses of a deleted account, with the surveyor null', async () => {
    const body = await list('');
    const r7 = body.data.find((item) => item.id === id.r7);
    expect(r7).toMatchObject({ surveyor: null, diisi_pada: '2026-07-15T02:00:00.000Z', status: 'diterima' });
    expect(r7?.jawaban.map((answer) => answer.isi_jawaban)).toEqual(['12.71', 'Medan', 'Oke', '50']);
    // Filtering by the deleted account's id finds nothing: the responses no longer name it.
    expect(await list(`?surveyor_id=${citra.user.id}`)).toMatchObject({ total: 0, data: [] });
  });

  it('lists the newest collected first, the later id first at the same time, for Admin and Instansi alike', async () => {
    const admins = await list('');
    expect(names(admins)).toEqual(['r7', 'r5', 'r4', 'r8', 'r3', 'r2', 'r1']);
    expect(await list('', instansi)).toEqual(admins);
  });

  it('pages with halaman and per_halaman, total counting every match', async () => {
    const pages = [];
    for (const halaman of [1, 2, 3, 4]) pages.push(await list(`?per_halaman=3&halaman=${halaman}`));
    expect(pages.map(names)).toEqual([['r7', 'r5', 'r4'], ['r8', 'r3', 'r2'], ['r1'], []]);
    expect(pages.map((page) => [page.total, page.halaman, page.per_halaman])).toEqual([
      [7, 1, 3],
      [7, 2, 3],
      [7, 3, 3],
      [7, 4, 3],
    ]);
    const filtered = await list(`?per_halaman=2&halaman=2&kuesioner_id=${penonton.id}`);
    expect([names(filtered), filtered.total]).toEqual([['r4', 'r2'], 5]);
    // The largest page, and empty parameters taken as absent.
    const largest = await list('?per_halaman=200&halaman=&kuesioner_id=&q=');
    expect([names(largest).length, largest.total, largest.halaman, largest.per_halaman]).toEqual([7, 7, 1, 200]);
  });

  it('filters by questionnaire; one of another event, or none, matches nothing', async () => {
    expect(names(await list(`?kuesioner_id=${penonton.id}`))).toEqual(['r7', 'r5', 'r4', 'r2', 'r1']);
    expect(names(await list(`?kuesioner_id=${atlet.id}`))).toEqual(['r8', 'r3']);
    expect(await list(`?kuesioner_id=${otherForm.id}`)).toMatchObject({ total: 0, data: [] });
    expect(await list('?kuesioner_id=2147483647')).toMatchObject({ total: 0, data: [] });
  });

  it('filters by surveyor', async () => {
    expect(names(await list(`?surveyor_id=${ani.user.id}`))).toEqual(['r5', 'r3', 'r1']);
    expect(names(await list(`?surveyor_id=${budi.user.id}`))).toEqual(['r4', 'r8', 'r2']);
    expect((await list(`?surveyor_id=${admin.user.id}`)).total).toBe(0);
  });

  it('filters by whole days in WIB: 17:00Z is the next day, sampai is included', async () => {
    // 2026-07-13T17:00Z and 17:30Z are 14 July in Jakarta; 16:59:59.999Z is still 13 July.
    expect(names(await list('?dari=2026-07-14'))).toEqual(['r7', 'r5', 'r4', 'r8', 'r3']);
    expect(names(await list('?sampai=2026-07-13'))).toEqual(['r2', 'r1']);
    expect(names(await list('?dari=2026-07-14&sampai=2026-07-14'))).toEqual(['r5', 'r4', 'r8', 'r3']);
    expect(names(await list('?dari=2026-07-13&sampai=2026-07-13'))).toEqual(['r2']);
    expect(names(await list('?dari=2026-07-15&sampai=2026-07-15'))).toEqual(['r7']);
    expect(names(await list('?dari=2026-07-12&sampai=2026-07-12'))).toEqual(['r1']);
    expect((await list('?dari=2026-07-16')).total).toBe(0);
    expect((await list('?sampai=2026-07-11')).total).toBe(0);
  });

  it('filters by status', async () => {
    expect(names(await list('?status=dibatalkan'))).toEqual(['r2']);
    expect(names(await list('?status=diterima'))).toEqual(['r7', 'r5', 'r4', 'r8', 'r3', 'r1']);
  });

  it('searches the answers, case-insensitive, a region by its name, % and _ taken literally', async () => {
    const search = async (text: string) => names(await list(`?q=${encodeURIComponent(text)}`));
    // 52.02 is Kabupaten Lombok Tengah: only its name says "lombok".
    expect(await search('lombok')).toEqual(['r1']);
    expect(await search('LOMBOK TENGAH')).toEqual(['r1']);
    expect(await search('52.02')).toEqual(['r1']);
    // r2 answered 32.73, Kota Bandung; r1 wrote "Bandung"; r6 (another event) is not in this list.
    expect(await search('bandung')).toEqual(['r2', 'r1']);
    // Written "MATARAM" (and 52.71 is Kota Mataram).
    expect(await search('Mataram')).toEqual(['r4']);
    expect(await search('diskon')).toEqual(['r2', 'r1']);
    // Wildcards are letters: "50%" is not "50 persen", "_" is only the underscore written.
    expect(await search('50%')).toEqual(['r1']);
    expect(await search('%')).toEqual(['r1']);
    expect(await search('_')).toEqual(['r1']);
    expect(await search('untuk_pelajar')).toEqual(['r1']);
    expect(await search('untukxpelajar')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    // Trimmed; nothing matches an unknown word.
    expect(await search('  renang  ')).toEqual(['r8']);
    expect(await search('tidak ada')).toEqual([]);
  });

  it('combines the filters, each narrowing', async () => {
    expect(names(await list(`?surveyor_id=${budi.user.id}&dari=2026-07-14`))).toEqual(['r4', 'r8']);
    expect(names(await list(`?kuesioner_id=${penonton.id}&surveyor_id=${budi.user.id}&status=diterima`))).toEqual(['r4']);
    expect(names(await list(`?kuesioner_id=${penonton.id}&surveyor_id=${budi.user.id}&status=dibatalkan&q=jakarta`))).toEqual(['r2']);
    expect(names(await list('?q=diskon&status=diterima'))).toEqual(['r1']);
    expect(names(await list(`?dari=2026-07-13&sampai=2026-07-14&kuesioner_id=${atlet.id}&q=renang`))).toEqual(['r8']);
    expect(names(await list(`?surveyor_id=${ani.user.id}&dari=2026-07-13&sampai=2026-07-14&status=diterima`))).toEqual(['r5', 'r3']);
    const paged = await list(`?surveyor_id=${ani.user.id}&per_halaman=1&halaman=2`);
    expect([names(paged), paged.total]).toEqual([['r3'], 3]);
  });

  it('refuses bad parameters with the schema messages in Indonesian', async () => {
    const cases: [string, string, string][] = [
      ['?halaman=0', 'halaman', 'Halaman harus antara 1 dan 1000000.'],
      ['?halaman=1.5', 'halaman', 'Halaman harus berupa bilangan bulat.'],
      ['?per_halaman=201', 'per_halaman', 'Jumlah per halaman harus antara 1 dan 200.'],
      ['?per_halaman=0', 'per_halaman', 'Jumlah per halaman harus antara 1 dan 200.'],
      ['?dari=2026-02-30', 'dari', 'Tanggal awal bukan tanggal yang valid.'],
      ['?sampai=14-07-2026', 'sampai', 'Tanggal akhir harus berformat TTTT-BB-HH.'],
      ['?dari=2026-07-15&sampai=2026-07-14', 'sampai', 'Tanggal akhir tidak boleh sebelum tanggal awal.'],
      ['?status=x', 'status', 'Status harus "diterima" atau "dibatalkan".'],
      ['?kuesioner_id=abc', 'kuesioner_id', 'Tipe responden harus berupa bilangan bulat.'],
      ['?surveyor_id=0', 'surveyor_id', 'Surveyor harus antara 1 dan 2147483647.'],
      [`?q=${'a'.repeat(101)}`, 'q', 'Kata kunci paling banyak 100 karakter.'],
    ];
    for (const [query, field, message] of cases) {
      const body = expectApiError(await get(ctx(), `/api/events/${event.id}/respons${query}`, admin), 400, 'VALIDATION_ERROR');
      expect({ query, message: body.message, fields: body.fields }).toEqual({ query, message, fields: { [field]: message } });
    }
    const mineBad = expectApiError(await get(ctx(), '/api/me/respons?event_id=abc', ani), 400, 'VALIDATION_ERROR');
    expect(mineBad.fields).toEqual({ event_id: 'Event harus berupa bilangan bulat.' });
    const mineDates = expectApiError(await get(ctx(), '/api/me/respons?dari=2026-07-15&sampai=2026-07-14', ani), 400, 'VALIDATION_ERROR');
    expect(mineDates.message).toBe('Tanggal akhir tidak boleh sebelum tanggal awal.');
  });

  it('404 for an unknown event, an empty list for an event without questionnaires', async () => {
    const missing = expectApiError(await get(ctx(), '/api/events/2147483647/respons', admin), 404, 'NOT_FOUND');
    expect(missing.message).toBe('Event tidak ditemukan.');
    const empty = await createEvent(ctx(), admin);
    expect(await list('', admin, empty.id)).toEqual({ data: [], total: 0, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta', jumlah_perlu_diperiksa: 0 });
  });

  it('is for Admin and Instansi: a Surveyor gets 403, no token 401', async () => {
    expectApiError(await get(ctx(), `/api/events/${event.id}/respons`, ani), 403, 'FORBIDDEN');
    expectApiError(await get(ctx(), `/api/events/${event.id}/respons`, null), 401, 'UNAUTHORIZED');
    expectApiError(await get(ctx(), '/api/me/respons', instansi), 403, 'FORBIDDEN');
    expectApiError(await get(ctx(), '/api/me/respons', null), 401, 'UNAUTHORIZED');
  });

  it('/me/respons: a Surveyor sees only their own, across events, and by event', async () => {
    const own = await mine(ani);
    // r5 (14 Jul 16:59Z) before r6 (14 Jul 10:00Z, the other event) before r3 and r1.
    expect(names(own)).toEqual(['r5', 'r6', 'r3', 'r1']);
    expect(own).toMatchObject({ total: 4, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta', jumlah_perlu_diperiksa: 0 });
    const r6 = own.data.find((item) => item.id === id.r6);
    expect(r6).toMatchObject({ event_id: other.id, nama_event: 'Festival Renang', kuesioner_id: otherForm.id, surveyor: { id: ani.user.id, nama: 'Ani Lestari' } });

    expect(names(await mine(ani, `?event_id=${event.id}`))).toEqual(['r5', 'r3', 'r1']);
    expect(names(await mine(ani, `?event_id=${other.id}`))).toEqual(['r6']);
    expect(names(await mine(ani, `?kuesioner_id=${otherForm.id}`))).toEqual(['r6']);
    expect((await mine(ani, `?event_id=${other.id}&kuesioner_id=${penonton.id}`)).total).toBe(0);
    expect(names(await mine(ani, `?event_id=${event.id}&kuesioner_id=${penonton.id}`))).toEqual(['r5', 'r1']);
    expect((await mine(ani, '?event_id=2147483647')).total).toBe(0);
    expect(names(await mine(ani, '?dari=2026-07-14'))).toEqual(['r5', 'r6', 'r3']);
    expect(names(await mine(ani, '?q=bandung'))).toEqual(['r6', 'r1']);
    expect(names(await mine(ani, '?per_halaman=2&halaman=2'))).toEqual(['r3', 'r1']);

    // Budi sees his voided one too, with its status; never Ani's.
    const budis = await mine(budi);
    expect(names(budis)).toEqual(['r4', 'r8', 'r2']);
    expect(names(await mine(budi, '?status=dibatalkan'))).toEqual(['r2']);
    // An Admin who collected nothing has nothing of their own.
    expect(await mine(admin)).toEqual({ data: [], total: 0, halaman: 1, per_halaman: 50, zona_waktu: 'Asia/Jakarta', jumlah_perlu_diperiksa: 0 });
  });
});

describeOnEachDatabase(
  'Data Survei: the date filter reads the configured report time zone',
  (ctx) => {
    let admin: SignedInUser;
    let surveyor: SignedInUser;
    let event: Event;
    const id = {} as Record<'lateEvening' | 'justBefore' | 'wibEvening', number>;

    beforeAll(async () => {
      clock.setTo(FORMS_MADE);
      admin = await ctx().createUser('Admin');
      surveyor = await ctx().createUser('Surveyor');
      event = await createEvent(ctx(), admin);
      const kuesioner = await createKuesioner(ctx(), admin, event.id);
      const question = await addQuestion(ctx(), admin, kuesioner.id, Q_KOTA, 'teks');
      const answer = [{ pertanyaan_id: question.id, isi_jawaban: 'Jayapura' }];
      clock.setTo(ANSWERS_SENT);
      // Jayapura is UTC+9: 15:00Z is its midnight.
      id.justBefore = await collect(ctx(), surveyor, kuesioner.id, '2026-07-13T14:59:59.999Z', answer);
      id.lateEvening = await collect(ctx(), surveyor, kuesioner.id, '2026-07-13T15:30:00.000Z', answer);
      // 17:30Z: 14 July in Jakarta and in Jayapura alike.
      id.wibEvening = await collect(ctx(), surveyor, kuesioner.id, '2026-07-13T17:30:00.000Z', answer);
    });

    it('a response at 15:30Z is on 14 July in Jayapura (it would be 13 July in Jakarta)', async () => {
      const read = async (query: string) => {
        const response = await get(ctx(), `/api/events/${event.id}/respons${query}`, admin);
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as ResponsList;
      };
      const fourteenth = await read('?dari=2026-07-14&sampai=2026-07-14');
      expect(fourteenth.zona_waktu).toBe('Asia/Jayapura');
      expect(fourteenth.data.map((item) => item.id)).toEqual([id.wibEvening, id.lateEvening]);
      expect((await read('?sampai=2026-07-13')).data.map((item) => item.id)).toEqual([id.justBefore]);
      const own = await ctx().app.inject({ method: 'GET', url: '/api/me/respons?dari=2026-07-14', headers: surveyor.auth });
      expect(own.json().data.map((item: ResponsItem) => item.id)).toEqual([id.wibEvening, id.lateEvening]);
    });
  },
  (config) => ({ ...config, reportTimeZone: 'Asia/Jayapura' }),
);
