import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { CreatePertanyaanInput, Pertanyaan, PertanyaanDefinitionInput } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, submit } from '../helpers/api-fixtures';
import { settleHandedOutVersions } from '../form-versions/settled-versions';
import { describeOnEachDatabase, errorBody, type SignedInUser } from '../helpers/test-app';

/**
 * The rules of Designer 2.0 as a submission meets them (README, "Questionnaires that change during
 * field work"): options, region codes, limits, optional questions, show-if, and the older form a
 * survey was collected on. Questions are made by an Admin and answers sent by a Surveyor through
 * the API; what was stored is read back from the jawaban table.
 */

type Answer = [Pertanyaan, string | number];
type StoredRow = [Pertanyaan, string, number | null];

const VALIDATION = 'VALIDATION_ERROR';

describeOnEachDatabase('question rules on POST /api/jawaban and /api/jawaban/batch', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  /** A new event with one questionnaire; `add` puts questions on it in order, as the designer does. */
  async function newForm() {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const add = async (fields: Omit<CreatePertanyaanInput, 'kuesioner_id'>): Promise<Pertanyaan> => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/pertanyaan',
        headers: admin.auth,
        payload: { kuesioner_id: kuesioner.id, ...fields },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    return { kuesionerId: kuesioner.id, add };
  }

  /**
   * The surveyor's phone downloads the forms, as it does before going offline: the server records
   * the version it hands out to this session, and judges a survey collected on it by its rules once
   * it stood as the form for ten minutes (settled here: tests/server/form-versions/ test that rule).
   */
  async function handOut(): Promise<void> {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: surveyor.auth });
    expect(response.statusCode, response.body).toBe(200);
    await settleHandedOutVersions(ctx().db);
  }

  async function edit(question: Pertanyaan, definition: PertanyaanDefinitionInput): Promise<void> {
    const response = await ctx().app.inject({ method: 'PUT', url: `/api/pertanyaan/${question.id}`, headers: admin.auth, payload: definition });
    expect(response.statusCode, response.body).toBe(200);
  }

  /**
   * Moments just before and just after the form's last change, as the server recorded it: a survey
   * collected a millisecond before was filled in on the older form.
   */
  async function aroundLastChange(kuesionerId: number) {
    const { diubah_pada } = await ctx().db.selectFrom('kuesioner').select('diubah_pada').where('id', '=', kuesionerId).executeTakeFirstOrThrow();
    const changed = Date.parse(diubah_pada);
    return { before: new Date(changed - 1).toISOString(), after: new Date(changed + 1).toISOString() };
  }

  const bodyOf = (kuesionerId: number, answers: Answer[], diisiPada?: string) => ({
    kuesionerId,
    jawaban: answers.map(([question, isi]) => ({ pertanyaan_id: question.id, isi_jawaban: isi })),
    ...(diisiPada ? { diisiPada } : {}),
  });

  async function storedAnswers(responsId: number) {
    return ctx()
      .db.selectFrom('jawaban')
      .select(['pertanyaan_id', 'isi_jawaban', 'nilai_angka'])
      .where('respons_id', '=', responsId)
      .orderBy('pertanyaan_id')
      .execute();
  }

  const rows = (expected: StoredRow[]) =>
    expected.map(([question, isi, angka]) => ({ pertanyaan_id: question.id, isi_jawaban: isi, nilai_angka: angka }));

  /** Sends the answers and expects them stored exactly as `expected` (questions in id order). */
  async function accepts(kuesionerId: number, answers: Answer[], expected: StoredRow[], diisiPada?: string): Promise<void> {
    const response = await submit(ctx(), surveyor, bodyOf(kuesionerId, answers, diisiPada));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedAnswers(response.json().id)).toEqual(rows(expected));
  }

  /**
   * Sends the answers and expects a 400 with this message and nothing stored anywhere. `field`: the
   * index of the answer marked with the refusal (with `fieldMessage` when it reads otherwise);
   * left out for a rule about the whole survey, which marks no answer.
   */
  async function refuses(
    kuesionerId: number,
    answers: Answer[],
    message: string,
    { field, fieldMessage = message, diisiPada }: { field?: number; fieldMessage?: string; diisiPada?: string } = {},
  ): Promise<void> {
    const before = await ctx().tableCounts();
    const response = await submit(ctx(), surveyor, bodyOf(kuesionerId, answers, diisiPada));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response)).toEqual({
      message,
      code: VALIDATION,
      ...(field === undefined ? {} : { fields: { [`jawaban.${field}`]: fieldMessage } }),
    });
    expect(await ctx().tableCounts()).toEqual(before);
  }

  it('pilihan: takes one of the options, trimmed, and refuses any other text, case or number', async () => {
    const form = await newForm();
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler', 'Festival'] });
    await accepts(form.kuesionerId, [[tribun, 'Reguler']], [[tribun, 'Reguler', null]]);
    await accepts(form.kuesionerId, [[tribun, '  Festival ']], [[tribun, 'Festival', null]]);
    const notAnOption = 'Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.';
    for (const isi of ['vip', 'Ekonomi', 'VIP, Reguler', 1, '']) {
      await refuses(form.kuesionerId, [[tribun, isi]], notAnOption, { field: 0 });
    }
  });

  it('wilayah: takes a known regency code or LN, refuses an unknown code and anything shaped otherwise', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah' });
    await accepts(form.kuesionerId, [[asal, '52.02']], [[asal, '52.02', null]]);
    await accepts(form.kuesionerId, [[asal, 'LN']], [[asal, 'LN', null]]);
    await accepts(form.kuesionerId, [[asal, ' 32.73 ']], [[asal, '32.73', null]]);
    await refuses(form.kuesionerId, [[asal, '99.99']], 'Jawaban untuk "Asal daerah" berisi kode wilayah 99.99 yang tidak dikenal.', { field: 0 });
    // 52.09 has the shape of a Nusa Tenggara Barat code but no such regency exists.
    await refuses(form.kuesionerId, [[asal, '52.09']], 'Jawaban untuk "Asal daerah" berisi kode wilayah 52.09 yang tidak dikenal.', { field: 0 });
    const malformed = 'Jawaban untuk "Asal daerah" harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.';
    for (const isi of ['5202', '52.2', '52', '52.02.01', 'ln', 'Luar Negeri', 'Kabupaten Lombok Tengah', '']) {
      await refuses(form.kuesionerId, [[asal, isi]], malformed, { field: 0 });
    }
  });

  it('limits: min only, maks only and both, inclusive at each end, nominal ones written in Rupiah', async () => {
    const form = await newForm();
    const usia = await form.add({ teks_pertanyaan: 'Usia', tipe_jawaban: 'angka', min: 17 });
    const anak = await form.add({ teks_pertanyaan: 'Jumlah anak', tipe_jawaban: 'angka', maks: 10 });
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const suhu = await form.add({ teks_pertanyaan: 'Suhu air', tipe_jawaban: 'angka', min: -10, maks: 40 });
    const langkah = await form.add({ teks_pertanyaan: 'Langkah harian', tipe_jawaban: 'angka', maks: 20_000 });
    const tiket = await form.add({ teks_pertanyaan: 'Biaya tiket', tipe_jawaban: 'nominal', min: 10_000, maks: 2_000_000 });
    const parkir = await form.add({ teks_pertanyaan: 'Biaya parkir', tipe_jawaban: 'nominal', maks: 50_000 });
    const all = [usia, anak, malam, suhu, langkah, tiket, parkir];
    const answers = (values: (string | number)[]): Answer[] => all.map((question, index) => [question, values[index]]);

    const lowest = ['17', '-3', '1', '-10', '-250', '10000', '0'];
    await accepts(form.kuesionerId, answers(lowest), all.map((q, i): StoredRow => [q, lowest[i], Number(lowest[i])]));
    const highest = ['99', '10', '30', '40', '20000', '2000000', '50000'];
    await accepts(form.kuesionerId, answers(highest), all.map((q, i): StoredRow => [q, highest[i], Number(highest[i])]));

    const outside: [number, string, string][] = [
      [0, '16', 'Jawaban untuk "Usia" paling kecil 17.'],
      [0, '-17', 'Jawaban untuk "Usia" paling kecil 17.'],
      [1, '11', 'Jawaban untuk "Jumlah anak" paling besar 10.'],
      [2, '0', 'Jawaban untuk "Malam menginap" harus antara 1 dan 30.'],
      [2, '31', 'Jawaban untuk "Malam menginap" harus antara 1 dan 30.'],
      [3, '-11', 'Jawaban untuk "Suhu air" harus antara -10 dan 40.'],
      [4, '20001', 'Jawaban untuk "Langkah harian" paling besar 20.000.'],
      [5, '9999', 'Jawaban untuk "Biaya tiket" harus antara Rp 10.000 dan Rp 2.000.000.'],
      [5, '2000001', 'Jawaban untuk "Biaya tiket" harus antara Rp 10.000 dan Rp 2.000.000.'],
      [6, '50001', 'Jawaban untuk "Biaya parkir" paling besar Rp 50.000.'],
      // The type's own rule comes first: a decimal is not a number outside the limits.
      [0, '17.5', 'Jawaban untuk "Usia" harus berupa bilangan bulat.'],
    ];
    for (const [index, value, message] of outside) {
      const values = [...lowest];
      values[index] = value;
      await refuses(form.kuesionerId, answers(values), message, { field: index });
    }
  });

  it('optional questions: left out or sent empty, the response is stored without them', async () => {
    const form = await newForm();
    const nama = await form.add({ teks_pertanyaan: 'Nama', tipe_jawaban: 'teks' });
    const catatan = await form.add({ teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks', wajib: false });
    const umur = await form.add({ teks_pertanyaan: 'Umur', tipe_jawaban: 'angka', wajib: false, min: 5 });
    const parkir = await form.add({ teks_pertanyaan: 'Biaya parkir', tipe_jawaban: 'nominal', wajib: false });
    const puas = await form.add({ teks_pertanyaan: 'Puas?', tipe_jawaban: 'ya_tidak', wajib: false });
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', wajib: false, pilihan: ['VIP', 'Reguler'] });
    const asal = await form.add({ teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah', wajib: false });
    const optional = [catatan, umur, parkir, puas, tribun, asal];

    await accepts(form.kuesionerId, [[nama, 'Rina']], [[nama, 'Rina', null]]);
    await accepts(
      form.kuesionerId,
      [[nama, 'Rina'], ...optional.map((question, index): Answer => [question, index % 2 === 0 ? '' : '   '])],
      [[nama, 'Rina', null]],
    );
    await accepts(
      form.kuesionerId,
      [[umur, 30], [nama, 'Rina'], [asal, 'LN']],
      [[nama, 'Rina', null], [umur, '30', 30], [asal, 'LN', null]],
    );
    // Optional is not "anything goes": an answer given is checked like any other.
    await refuses(form.kuesionerId, [[nama, 'Rina'], [umur, 'tiga puluh']], 'Jawaban untuk "Umur" harus berupa bilangan bulat.', { field: 1 });
    await refuses(form.kuesionerId, [[nama, 'Rina'], [umur, '4']], 'Jawaban untuk "Umur" paling kecil 5.', { field: 1 });
    await refuses(form.kuesionerId, [[nama, 'Rina'], [tribun, 'Ekonomi']], 'Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.', { field: 1 });
    // The required one stays required, left out or empty.
    await refuses(form.kuesionerId, [[catatan, 'Bagus']], 'Pertanyaan "Nama" wajib dijawab.');
    await refuses(form.kuesionerId, [[nama, '  '], [catatan, 'Bagus']], 'Jawaban untuk "Nama" wajib diisi.', { field: 0 });
  });

  it('show-if: a chain A -> B -> C hides C when B is hidden; hidden questions are not required and may not be answered', async () => {
    const form = await newForm();
    const menginap = await form.add({ teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
    const jenis = await form.add({
      teks_pertanyaan: 'Jenis penginapan',
      tipe_jawaban: 'pilihan',
      pilihan: ['Hotel', 'Homestay', 'Kerabat'],
      tampil_jika: { pertanyaan_id: menginap.id, nilai: 'Ya' },
    });
    const hotel = await form.add({
      teks_pertanyaan: 'Nama hotel',
      tipe_jawaban: 'teks',
      tampil_jika: { pertanyaan_id: jenis.id, nilai: 'Hotel' },
    });
    const kesan = await form.add({ teks_pertanyaan: 'Kesan', tipe_jawaban: 'teks' });
    const id = form.kuesionerId;

    // B and C are required but hidden: not asked, so not missing.
    await accepts(id, [[menginap, 'Tidak'], [kesan, 'Seru']], [[menginap, 'Tidak', null], [kesan, 'Seru', null]]);
    await accepts(
      id,
      [[menginap, 'Ya'], [jenis, 'Homestay'], [kesan, 'Seru']],
      [[menginap, 'Ya', null], [jenis, 'Homestay', null], [kesan, 'Seru', null]],
    );
    await accepts(
      id,
      [[menginap, 'Ya'], [jenis, 'Hotel'], [hotel, 'Hotel Tastura'], [kesan, 'Seru']],
      [[menginap, 'Ya', null], [jenis, 'Hotel', null], [hotel, 'Hotel Tastura', null], [kesan, 'Seru', null]],
    );

    await refuses(id, [[menginap, 'Ya'], [kesan, 'Seru']], 'Pertanyaan "Jenis penginapan" wajib dijawab.');
    await refuses(id, [[menginap, 'Ya'], [jenis, 'Hotel'], [kesan, 'Seru']], 'Pertanyaan "Nama hotel" wajib dijawab.');
    await refuses(id, [[menginap, 'Tidak']], 'Pertanyaan "Kesan" wajib dijawab.');
    const hidden = (teks: string) => `Pertanyaan "${teks}" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.`;
    await refuses(id, [[menginap, 'Tidak'], [jenis, 'Hotel'], [kesan, 'Seru']], hidden('Jenis penginapan'));
    await refuses(id, [[menginap, 'Tidak'], [hotel, 'Hotel Tastura'], [kesan, 'Seru']], hidden('Nama hotel'));
    await refuses(id, [[menginap, 'Ya'], [jenis, 'Kerabat'], [hotel, 'Hotel Tastura'], [kesan, 'Seru']], hidden('Nama hotel'));
    // The first hidden question in the form's order is the one named, whatever the body's order.
    await refuses(id, [[hotel, 'Hotel Tastura'], [jenis, 'Hotel'], [menginap, 'Tidak'], [kesan, 'Seru']], hidden('Jenis penginapan'));
    // Sent empty, a hidden required question is as good as left out; shown, it is refused as empty.
    await accepts(id, [[menginap, 'Tidak'], [jenis, ''], [hotel, ' '], [kesan, 'Seru']], [[menginap, 'Tidak', null], [kesan, 'Seru', null]]);
    await refuses(id, [[menginap, 'Ya'], [jenis, 'Hotel'], [hotel, ' '], [kesan, 'Seru']], 'Jawaban untuk "Nama hotel" wajib diisi.', { field: 2 });
  });

  it('a question named twice is refused whichever of the two is empty', async () => {
    const form = await newForm();
    const nama = await form.add({ teks_pertanyaan: 'Nama', tipe_jawaban: 'teks' });
    const catatan = await form.add({ teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks', wajib: false });
    const twice = 'Pertanyaan "Catatan" dijawab lebih dari sekali.';
    await refuses(form.kuesionerId, [[nama, 'Rina'], [catatan, ''], [catatan, 'Bagus']], twice, { field: 2, fieldMessage: 'Jawaban ganda.' });
    await refuses(form.kuesionerId, [[nama, 'Rina'], [catatan, 'Bagus'], [catatan, '']], twice, { field: 2, fieldMessage: 'Jawaban ganda.' });
  });

  it('older form: a limit tightened after collection keeps the answer; the same answer collected after is refused', async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    await handOut();
    await edit(malam, { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 });
    const { before, after } = await aroundLastChange(form.kuesionerId);
    await accepts(form.kuesionerId, [[malam, '14']], [[malam, '14', 14]], before);
    await refuses(form.kuesionerId, [[malam, '14']], 'Jawaban untuk "Malam menginap" harus antara 1 dan 7.', { field: 0, diisiPada: after });
    // Without diisiPada the survey was collected now, on the form as it is.
    await refuses(form.kuesionerId, [[malam, '14']], 'Jawaban untuk "Malam menginap" harus antara 1 dan 7.', { field: 0 });
  });

  it('older form: an option replaced keeps the answer collected before; the added option is taken at once', async () => {
    const form = await newForm();
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler', 'Berdiri'] });
    await handOut();
    await edit(tribun, { teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler', 'Festival'] });
    const { before, after } = await aroundLastChange(form.kuesionerId);
    await accepts(form.kuesionerId, [[tribun, 'Berdiri']], [[tribun, 'Berdiri', null]], before);
    await refuses(form.kuesionerId, [[tribun, 'Berdiri']], 'Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.', { field: 0, diisiPada: after });
    await accepts(form.kuesionerId, [[tribun, 'Festival']], [[tribun, 'Festival', null]], after);
  });

  it('older form: a question made required since is not required of a survey collected before', async () => {
    const form = await newForm();
    const nama = await form.add({ teks_pertanyaan: 'Nama', tipe_jawaban: 'teks' });
    const catatan = await form.add({ teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks', wajib: false });
    await handOut();
    await edit(catatan, { teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks', wajib: true });
    const { before, after } = await aroundLastChange(form.kuesionerId);
    await accepts(form.kuesionerId, [[nama, 'Rina']], [[nama, 'Rina', null]], before);
    await accepts(form.kuesionerId, [[nama, 'Rina'], [catatan, '']], [[nama, 'Rina', null]], before);
    await refuses(form.kuesionerId, [[nama, 'Rina']], 'Pertanyaan "Catatan" wajib dijawab.', { diisiPada: after });
    await refuses(form.kuesionerId, [[nama, 'Rina'], [catatan, '']], 'Jawaban untuk "Catatan" wajib diisi.', { field: 1, diisiPada: after });
  });

  it('older form: a show-if added since does not refuse the answer collected before', async () => {
    const form = await newForm();
    const menginap = await form.add({ teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
    const hotel = await form.add({ teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks' });
    await handOut();
    await edit(hotel, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: menginap.id, nilai: 'Ya' } });
    const { before, after } = await aroundLastChange(form.kuesionerId);
    const answers: Answer[] = [[menginap, 'Tidak'], [hotel, 'Hotel Tastura']];
    await accepts(form.kuesionerId, answers, [[menginap, 'Tidak', null], [hotel, 'Hotel Tastura', null]], before);
    await refuses(
      form.kuesionerId,
      answers,
      'Pertanyaan "Nama hotel" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.',
      { diisiPada: after },
    );
  });

  it("older form: an answer that does not fit its question's type, or names a deleted question, is still refused", async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', maks: 30 });
    const asal = await form.add({ teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah' });
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler'] });
    const keluarga = await form.add({ teks_pertanyaan: 'Datang bersama keluarga?', tipe_jawaban: 'teks' });
    const lama = await form.add({ teks_pertanyaan: 'Pertanyaan lama', tipe_jawaban: 'teks' });
    // Unanswered so far, so the Admin may still change its type and delete the other.
    await edit(keluarga, { teks_pertanyaan: 'Datang bersama keluarga?', tipe_jawaban: 'ya_tidak' });
    const deleted = await ctx().app.inject({ method: 'DELETE', url: `/api/pertanyaan/${lama.id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { before } = await aroundLastChange(form.kuesionerId);
    const valid: Answer[] = [[malam, '14'], [asal, '52.02'], [tribun, 'VIP'], [keluarga, 'Ya']];
    await accepts(
      form.kuesionerId,
      valid,
      [[malam, '14', 14], [asal, '52.02', null], [tribun, 'VIP', null], [keluarga, 'Ya', null]],
      before,
    );

    const wrong: [number, string, string][] = [
      [0, 'empat belas', 'Jawaban untuk "Malam menginap" harus berupa bilangan bulat.'],
      [1, '99.99', 'Jawaban untuk "Asal daerah" berisi kode wilayah 99.99 yang tidak dikenal.'],
      [1, 'Lombok', 'Jawaban untuk "Asal daerah" harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.'],
      [3, 'bersama istri', 'Jawaban untuk "Datang bersama keluarga?" harus "Ya" atau "Tidak".'],
    ];
    for (const [index, value, message] of wrong) {
      const answers = valid.map(([question, isi], i): Answer => [question, i === index ? value : isi]);
      await refuses(form.kuesionerId, answers, message, { field: index, diisiPada: before });
    }
    await refuses(form.kuesionerId, [...valid, [lama, 'jawaban lama']], `Pertanyaan ${lama.id} bukan bagian dari kuesioner ini.`, {
      field: 4,
      fieldMessage: 'Pertanyaan tidak dikenal.',
      diisiPada: before,
    });
  });

  it('batch: each item meets the same rules on its own, by the form it was collected on', async () => {
    const form = await newForm();
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler', 'Berdiri'] });
    const asal = await form.add({ teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah' });
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', wajib: false, min: 1, maks: 30 });
    await handOut();
    await edit(tribun, { teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler', 'Festival'] });
    const { before, after } = await aroundLastChange(form.kuesionerId);

    const cases: { answers: Answer[]; diisiPada?: string; outcome: string; stored?: StoredRow[] }[] = [
      {
        answers: [[tribun, 'VIP'], [asal, '52.02'], [malam, '3']],
        outcome: 'created',
        stored: [[tribun, 'VIP', null], [asal, '52.02', null], [malam, '3', 3]],
      },
      { answers: [[tribun, 'Ekonomi'], [asal, '52.02']], outcome: 'Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.' },
      { answers: [[tribun, 'VIP'], [asal, '99.99']], outcome: 'Jawaban untuk "Asal daerah" berisi kode wilayah 99.99 yang tidak dikenal.' },
      { answers: [[tribun, 'VIP'], [asal, 'LN'], [malam, '31']], outcome: 'Jawaban untuk "Malam menginap" harus antara 1 dan 30.' },
      { answers: [[tribun, 'Reguler'], [asal, 'LN']], outcome: 'created', stored: [[tribun, 'Reguler', null], [asal, 'LN', null]] },
      { answers: [[tribun, 'Reguler'], [asal, 'LN'], [malam, '']], outcome: 'created', stored: [[tribun, 'Reguler', null], [asal, 'LN', null]] },
      { answers: [[asal, '52.01']], outcome: 'Pertanyaan "Tribun" wajib dijawab.' },
      { answers: [[tribun, 'Berdiri'], [asal, '52.03']], diisiPada: before, outcome: 'created', stored: [[tribun, 'Berdiri', null], [asal, '52.03', null]] },
      { answers: [[tribun, 'Berdiri'], [asal, '52.03']], diisiPada: after, outcome: 'Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.' },
      { answers: [[tribun, 'Festival'], [asal, '52.03']], outcome: 'created', stored: [[tribun, 'Festival', null], [asal, '52.03', null]] },
    ];
    const items = cases.map(({ answers, diisiPada }) => ({ idempotencyKey: randomUUID(), ...bodyOf(form.kuesionerId, answers, diisiPada) }));
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as { results: { idempotencyKey: string; status: string; id?: number; message?: string }[] };
    expect(results.map((result) => (result.status === 'rejected' ? result.message : result.status))).toEqual(cases.map((c) => c.outcome));
    expect(results.map((result) => result.idempotencyKey)).toEqual(items.map((item) => item.idempotencyKey));
    for (const [index, { stored }] of cases.entries()) {
      if (stored) expect(await storedAnswers(results[index].id ?? 0), `item ${index}`).toEqual(rows(stored));
    }
    const responses = await ctx().db.selectFrom('respons').select('id').where('kuesioner_id', '=', form.kuesionerId).execute();
    expect(responses).toHaveLength(5);
  });
});
