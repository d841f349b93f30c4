import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, submit } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { settleHandedOutVersions } from '../form-versions/settled-versions';

/**
 * The designer's rules (issue 13), through the real API on both databases: the six answer types
 * and their settings, what an edit may change once a question has answers, show-if dependents,
 * reordering, and who may call the two new routes. Every refusal is checked to store nothing.
 */

type Fields = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const UNKNOWN_ID = 2_147_483_647;
// Long ago, so a change made by the test is always later than it, whatever the clock's resolution.
const LONG_AGO = '2020-01-01T00:00:00.000Z';

const DEPENDED = 'Pertanyaan ini menjadi syarat tampil pertanyaan lain. Ubah atau hapus syarat tampil itu terlebih dahulu.';
const NOT_EACH_ONCE = 'Daftar urutan harus berisi setiap pertanyaan kuesioner ini tepat sekali.';
const answeredOption = (option: string) =>
  `Pilihan "${option}" sudah dipilih responden, jadi tidak dapat dihapus atau diganti namanya. Pilihan baru tetap bisa ditambahkan.`;
const keepShowIfValue = (dependent: string, value: string) =>
  `Pertanyaan "${dependent}" tampil jika pertanyaan ini dijawab "${value}": jawaban itu harus tetap ada. Ubah syarat tampilnya terlebih dahulu.`;

/** A question as the API answers it, from the fields sent and the defaults of its type. */
function expectedQuestion(kuesionerId: number, urutan: number, fields: Fields): Omit<Pertanyaan, 'id'> {
  return {
    kuesioner_id: kuesionerId,
    teks_pertanyaan: String(fields.teks_pertanyaan),
    tipe_jawaban: fields.tipe_jawaban as Pertanyaan['tipe_jawaban'],
    urutan,
    wajib: (fields.wajib as boolean | undefined) ?? true,
    min: (fields.min as number | undefined) ?? null,
    maks: (fields.maks as number | undefined) ?? null,
    pilihan: (fields.pilihan as string[] | undefined) ?? null,
    tampil_jika: (fields.tampil_jika as Pertanyaan['tampil_jika'] | undefined) ?? null,
    peran_ekonomi: (fields.peran_ekonomi as Pertanyaan['peran_ekonomi'] | undefined) ?? null,
    batas_wajar: (fields.batas_wajar as number | undefined) ?? null,
  };
}

const unanswered = (question: Pertanyaan): PertanyaanDesigner => ({ ...question, jumlah_jawaban: 0, pilihan_terjawab: [] });

describeOnEachDatabase('Questionnaire designer rules', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let instansi: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    instansi = await ctx().createUser('Instansi');
  });

  /** `user` null: the call without a token. */
  const call = (method: Method, url: string, user: SignedInUser | null, payload?: unknown) =>
    ctx().app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (kuesionerId: number, fields: Fields) => call('POST', '/api/pertanyaan', admin, { kuesioner_id: kuesionerId, ...fields });
  const put = (id: number, fields: Fields, user: SignedInUser | null = admin) => call('PUT', `/api/pertanyaan/${id}`, user, fields);
  const remove = (id: number) => call('DELETE', `/api/pertanyaan/${id}`, admin);
  const reorder = (kuesionerId: number, ids: unknown[], user: SignedInUser | null = admin) =>
    call('PUT', `/api/kuesioner/${kuesionerId}/urutan`, user, { pertanyaan_ids: ids });

  async function newForm(): Promise<Kuesioner> {
    const event = await createEvent(ctx(), admin);
    return createKuesioner(ctx(), admin, event.id);
  }

  async function add(kuesionerId: number, fields: Fields): Promise<Pertanyaan> {
    const response = await post(kuesionerId, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function list(kuesionerId: number): Promise<PertanyaanDesigner[]> {
    const response = await call('GET', `/api/kuesioner/${kuesionerId}/pertanyaan`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** One survey answering these questions, collected now, as a surveyor sends it. */
  async function answer(kuesionerId: number, answers: Array<[Pertanyaan, string]>): Promise<void> {
    const jawaban = answers.map(([question, isi]) => ({ pertanyaan_id: question.id, isi_jawaban: isi }));
    const response = await submit(ctx(), surveyor, { kuesionerId, jawaban });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function changedAt(kuesionerId: number): Promise<string> {
    const row = await ctx().db.selectFrom('kuesioner').select('diubah_pada').where('id', '=', kuesionerId).executeTakeFirstOrThrow();
    return row.diubah_pada;
  }

  async function setChangedLongAgo(kuesionerId: number): Promise<void> {
    await ctx().db.updateTable('kuesioner').set({ diubah_pada: LONG_AGO }).where('id', '=', kuesionerId).execute();
  }

  /** All a refused request must leave as it was: every table's rows, the form and when it last changed. */
  async function snapshot(kuesionerId: number) {
    return { counts: await ctx().tableCounts(), questions: await list(kuesionerId), changedAt: await changedAt(kuesionerId) };
  }

  /** The refusal with its status and exact message, and nothing changed by it. */
  async function expectRefused(kuesionerId: number, request: () => Promise<LightMyRequestResponse>, status: number, message: string) {
    await setChangedLongAgo(kuesionerId);
    const before = await snapshot(kuesionerId);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await snapshot(kuesionerId), 'a refused request changes nothing').toEqual(before);
  }

  /** One question of each type with its settings, and two show-ifs, in this order. */
  const FULL_FORM: Fields[] = [
    { teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks', wajib: false },
    { teks_pertanyaan: 'Lama menginap (malam)', tipe_jawaban: 'angka', min: 0, maks: 30 },
    // The largest limit allowed: PostgreSQL keeps it as bigint and must give back the same number.
    { teks_pertanyaan: 'Pengeluaran', tipe_jawaban: 'nominal', min: 10_000, maks: 999_999_999_999_999 },
    { teks_pertanyaan: 'Menginap di hotel?', tipe_jawaban: 'ya_tidak' },
    { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Pesawat'] },
    { teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah', wajib: true },
    { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: 4, nilai: 'Ya' } },
    { teks_pertanyaan: 'Maskapai', tipe_jawaban: 'teks', wajib: false, tampil_jika: { pertanyaan_id: 5, nilai: 'Pesawat' } },
  ];

  /** FULL_FORM in a new questionnaire; a show-if's pertanyaan_id there is a position (from 1). */
  async function createFullForm(): Promise<{ kuesioner: Kuesioner; created: Pertanyaan[]; sent: Fields[] }> {
    const kuesioner = await newForm();
    const created: Pertanyaan[] = [];
    const sent: Fields[] = [];
    for (const template of FULL_FORM) {
      const condition = template.tampil_jika as { pertanyaan_id: number; nilai: string } | undefined;
      const fields = condition ? { ...template, tampil_jika: { ...condition, pertanyaan_id: created[condition.pertanyaan_id - 1].id } } : template;
      sent.push(fields);
      created.push(await add(kuesioner.id, fields));
    }
    return { kuesioner, created, sent };
  }

  describe('creating questions', () => {
    it('creates each answer type with its settings and answers them as stored', async () => {
      const { kuesioner, created, sent } = await createFullForm();
      expect(created).toEqual(sent.map((fields, index) => ({ id: expect.any(Number), ...expectedQuestion(kuesioner.id, index + 1, fields) })));
    });

    it('lists them back with their settings, no answers and no answered options', async () => {
      const { kuesioner, created } = await createFullForm();
      expect(await list(kuesioner.id)).toEqual(created.map(unanswered));
    });

    it('gives a surveyor the same settings in the offline bundle', async () => {
      const { kuesioner, created } = await createFullForm();
      const response = await call('GET', '/api/offline-bundle', surveyor);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const event = response.json().events.find((candidate: { id: number }) => candidate.id === kuesioner.event_id);
      expect(event.kuesioner).toEqual([{ ...kuesioner, pertanyaan: created, versi_formulir: expect.any(String) }]);
    });

    it('stores options trimmed, in the order given', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Cabang favorit', tipe_jawaban: 'pilihan', pilihan: ['  Voli ', 'Bulu tangkis', 'Atletik'] });
      expect(question.pilihan).toEqual(['Voli', 'Bulu tangkis', 'Atletik']);
    });

    it('keeps only the settings of its type: no limits or options where they do not apply', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Puas?', tipe_jawaban: 'ya_tidak', min: null, maks: null, pilihan: null, tampil_jika: null });
      expect(question).toMatchObject({ wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null });
    });

    it('takes the answers of each type from a surveyor: an option, a region code, abroad', async () => {
      const { kuesioner, created } = await createFullForm();
      const [asal, malam, biaya, hotel, transport, daerah, namaHotel, maskapai] = created;
      await answer(kuesioner.id, [
        [asal, 'Mataram'],
        [malam, '3'],
        [biaya, '2500000'],
        [hotel, 'Ya'],
        [transport, 'Pesawat'],
        [daerah, '52.02'],
        [namaHotel, 'Hotel Senggigi'],
        [maskapai, 'Garuda'],
      ]);
      // Optional and hidden questions left out: Asal kota is optional, Nama hotel hidden by Tidak.
      await answer(kuesioner.id, [[malam, '0'], [biaya, '10000'], [hotel, 'Tidak'], [transport, 'Bus'], [daerah, 'LN']]);
      // pilihan_terjawab is a set: the API gives no order, and the databases differ in theirs.
      const counts = (await list(kuesioner.id)).map((q) => [q.teks_pertanyaan, q.jumlah_jawaban, [...q.pilihan_terjawab].sort()]);
      expect(counts).toEqual([
        ['Asal kota', 1, []],
        ['Lama menginap (malam)', 2, []],
        ['Pengeluaran', 2, []],
        ['Menginap di hotel?', 2, []],
        ['Transportasi', 2, ['Bus', 'Pesawat']],
        ['Asal daerah', 2, []],
        ['Nama hotel', 1, []],
        ['Maskapai', 1, []],
      ]);
    });
  });

  describe('bad definitions: 400 with the reason, nothing stored', () => {
    let form: Kuesioner;
    let other: Kuesioner;
    /** In form, in this order: ya_tidak, pilihan, teks, angka, and the last one the PUT cases edit. */
    let menginap: Pertanyaan;
    let transport: Pertanyaan;
    let kota: Pertanyaan;
    let malam: Pertanyaan;
    let last: Pertanyaan;
    let elsewhere: Pertanyaan;

    beforeAll(async () => {
      form = await newForm();
      other = await newForm();
      menginap = await add(form.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      transport = await add(form.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Pesawat'] });
      kota = await add(form.id, { teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks' });
      malam = await add(form.id, { teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka', min: 1, maks: 30 });
      last = await add(form.id, { teks_pertanyaan: 'Saran', tipe_jawaban: 'teks', wajib: false });
      elsewhere = await add(other.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
    });

    /** A definition that is valid except for what the case changes. */
    const base: Fields = { teks_pertanyaan: 'Pertanyaan baru', tipe_jawaban: 'teks' };
    const showIf = (target: () => Pertanyaan, nilai: string) => () => ({ ...base, tampil_jika: { pertanyaan_id: target().id, nilai } });

    const FIELD_CASES: Array<[rule: string, fields: () => Fields, message: string]> = [
      ['an unknown type', () => ({ ...base, tipe_jawaban: 'pilihan_ganda' }), 'Tipe jawaban harus teks, angka, nominal, ya_tidak, pilihan, atau wilayah.'],
      ['options on a teks question', () => ({ ...base, pilihan: ['A', 'B'] }), 'Daftar pilihan hanya untuk pertanyaan bertipe pilihan.'],
      ['options on a ya_tidak question', () => ({ ...base, tipe_jawaban: 'ya_tidak', pilihan: ['Ya', 'Tidak'] }), 'Daftar pilihan hanya untuk pertanyaan bertipe pilihan.'],
      ['a pilihan question without options', () => ({ ...base, tipe_jawaban: 'pilihan' }), 'Pertanyaan pilihan perlu 2 sampai 50 pilihan jawaban.'],
      ['a pilihan question with one option', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['Satu'] }), 'Pertanyaan pilihan perlu 2 sampai 50 pilihan jawaban.'],
      ['51 options', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: Array.from({ length: 51 }, (_, i) => `Pilihan ${i + 1}`) }), 'Paling banyak 50 pilihan.'],
      ['an empty option', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['A', '   '] }), 'Pilihan jawaban tidak boleh kosong.'],
      ['an option of 101 characters', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['A', 'x'.repeat(101)] }), 'Pilihan jawaban paling banyak 100 karakter.'],
      ['the same option twice in another case', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'BUS'] }), 'Pilihan "BUS" tercantum lebih dari sekali.'],
      ['the same option twice once trimmed', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['Bus', ' Bus '] }), 'Pilihan "Bus" tercantum lebih dari sekali.'],
      ['min above maks', () => ({ ...base, tipe_jawaban: 'angka', min: 10, maks: 5 }), 'Batas minimal tidak boleh lebih besar dari batas maksimal.'],
      ['limits on a teks question', () => ({ ...base, maks: 5 }), 'Batas minimal dan maksimal hanya untuk pertanyaan angka atau nominal.'],
      ['limits on a pilihan question', () => ({ ...base, tipe_jawaban: 'pilihan', pilihan: ['A', 'B'], min: 1 }), 'Batas minimal dan maksimal hanya untuk pertanyaan angka atau nominal.'],
      ['a limit that is not whole', () => ({ ...base, tipe_jawaban: 'angka', min: 1.5 }), 'Batas minimal harus bilangan bulat.'],
      ['a limit given as text', () => ({ ...base, tipe_jawaban: 'angka', maks: '10' }), 'Batas maksimal harus berupa angka.'],
      ['a negative nominal limit', () => ({ ...base, tipe_jawaban: 'nominal', min: -1 }), 'Batas nominal tidak boleh negatif.'],
      ['wajib that is not a boolean', () => ({ ...base, wajib: 'ya' }), 'Wajib harus berupa true atau false.'],
      ["a show-if on another questionnaire's question", showIf(() => elsewhere, 'Ya'), 'Syarat tampil harus merujuk ke pertanyaan di kuesioner yang sama.'],
      [
        'a show-if on a question that does not exist',
        () => ({ ...base, tampil_jika: { pertanyaan_id: UNKNOWN_ID, nilai: 'Ya' } }),
        'Syarat tampil harus merujuk ke pertanyaan di kuesioner yang sama.',
      ],
      ['a show-if on a teks question', showIf(() => kota, 'Mataram'), 'Syarat tampil hanya bisa memakai pertanyaan bertipe ya_tidak atau pilihan.'],
      ['a show-if on an angka question', showIf(() => malam, '2'), 'Syarat tampil hanya bisa memakai pertanyaan bertipe ya_tidak atau pilihan.'],
      ['a show-if value ya_tidak cannot have', showIf(() => menginap, 'Mungkin'), '"Mungkin" bukan jawaban yang mungkin untuk pertanyaan "Menginap?".'],
      ['a show-if value in the wrong case', showIf(() => menginap, 'ya'), '"ya" bukan jawaban yang mungkin untuk pertanyaan "Menginap?".'],
      ['a show-if value that is not an option', showIf(() => transport, 'Kapal'), '"Kapal" bukan jawaban yang mungkin untuk pertanyaan "Transportasi".'],
      ['a show-if without a value', () => ({ ...base, tampil_jika: { pertanyaan_id: menginap.id } }), 'Nilai syarat tampil harus berupa teks.'],
    ];

    for (const [rule, fields, message] of FIELD_CASES) {
      it(`POST /api/pertanyaan with ${rule}`, async () => {
        await expectRefused(form.id, () => post(form.id, fields()), 400, message);
      });
      it(`PUT /api/pertanyaan/:id with ${rule}`, async () => {
        // The last question: every other one is before it, so only the rule itself can refuse.
        await expectRefused(form.id, () => put(last.id, fields()), 400, message);
      });
    }

    it('POST /api/pertanyaan placed before the question its show-if names', async () => {
      await expectRefused(
        form.id,
        () => post(form.id, { ...base, urutan: 1, tampil_jika: { pertanyaan_id: transport.id, nilai: 'Bus' } }),
        400,
        'Syarat tampil harus merujuk ke pertanyaan sebelumnya; "Transportasi" ada sesudahnya.',
      );
    });

    it('PUT /api/pertanyaan/:id with a show-if on a later question', async () => {
      await expectRefused(
        form.id,
        () => put(menginap.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak', tampil_jika: { pertanyaan_id: transport.id, nilai: 'Bus' } }),
        400,
        'Syarat tampil harus merujuk ke pertanyaan sebelumnya; "Transportasi" ada sesudahnya.',
      );
    });

    it('PUT /api/pertanyaan/:id with a show-if on itself', async () => {
      await expectRefused(
        form.id,
        () =>
          put(transport.id, {
            teks_pertanyaan: 'Transportasi',
            tipe_jawaban: 'pilihan',
            pilihan: ['Bus', 'Kereta', 'Pesawat'],
            tampil_jika: { pertanyaan_id: transport.id, nilai: 'Bus' },
          }),
        400,
        'Pertanyaan tidak bisa menjadi syarat tampil bagi dirinya sendiri.',
      );
    });
  });

  describe('editing questions', () => {
    it('changes every setting of an unanswered question, its type included, and lists the new definition', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
      const asChoice = { teks_pertanyaan: 'Asal provinsi', tipe_jawaban: 'pilihan', wajib: false, pilihan: ['NTB', 'Bali'] };
      const first = await put(question.id, asChoice);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ id: question.id, ...expectedQuestion(kuesioner.id, 1, asChoice) });

      // Left out, the options of the earlier type are dropped and wajib is back to its default.
      const asNumber = { teks_pertanyaan: 'Jarak tempuh (km)', tipe_jawaban: 'angka', min: 0, maks: 5000 };
      const second = await put(question.id, asNumber);
      expect(second.statusCode, second.body).toBe(200);
      const expected = { id: question.id, ...expectedQuestion(kuesioner.id, 1, asNumber) };
      expect(second.json()).toEqual(expected);
      expect(await list(kuesioner.id)).toEqual([unanswered(expected)]);
    });

    it('refuses to change the type of an answered question (409), and keeps it as it was', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'angka' });
      await answer(kuesioner.id, [[question, '4']]);
      await answer(kuesioner.id, [[question, '2']]);
      await expectRefused(
        kuesioner.id,
        () => put(question.id, { teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'nominal' }),
        409,
        'Tipe jawaban tidak dapat diubah karena pertanyaan ini sudah memiliki 2 jawaban. Teks, sifat wajib, batas dan pilihan baru masih bisa diubah.',
      );
    });

    it('lets an answered question have its text, wajib and limits changed', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Jumlah rombongn', tipe_jawaban: 'angka', min: 1, maks: 10 });
      await answer(kuesioner.id, [[question, '4']]);
      // Limits the collected answer no longer fits: what was collected stays, the form changes.
      const fixed = { teks_pertanyaan: 'Jumlah rombongan', tipe_jawaban: 'angka', wajib: false, min: 5, maks: 50 };
      const response = await put(question.id, fixed);
      expect(response.statusCode, response.body).toBe(200);
      const expected = { id: question.id, ...expectedQuestion(kuesioner.id, 1, fixed) };
      expect(response.json()).toEqual(expected);
      expect(await list(kuesioner.id)).toEqual([{ ...expected, jumlah_jawaban: 1, pilihan_terjawab: [] }]);
    });

    it('refuses to remove an option that has answers (409)', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Pesawat'] });
      await answer(kuesioner.id, [[question, 'Kereta']]);
      await expectRefused(
        kuesioner.id,
        () => put(question.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Pesawat'] }),
        409,
        answeredOption('Kereta'),
      );
    });

    it('refuses to rename an option that has answers (409), even only its case', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Pesawat'] });
      await answer(kuesioner.id, [[question, 'Kereta']]);
      for (const renamed of ['Kereta Api', 'kereta']) {
        await expectRefused(
          kuesioner.id,
          () => put(question.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', renamed, 'Pesawat'] }),
          409,
          answeredOption('Kereta'),
        );
      }
    });

    it('lets options without answers be removed or renamed, and new ones be added, on an answered question', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Pesawat'] });
      await answer(kuesioner.id, [[question, 'Kereta']]);
      await answer(kuesioner.id, [[question, 'Kereta']]);
      const edited = { teks_pertanyaan: 'Moda transportasi', tipe_jawaban: 'pilihan', pilihan: ['Kereta', 'Bus umum', 'Kapal laut'] };
      const response = await put(question.id, edited);
      expect(response.statusCode, response.body).toBe(200);
      expect(await list(kuesioner.id)).toEqual([
        { id: question.id, ...expectedQuestion(kuesioner.id, 1, edited), jumlah_jawaban: 2, pilihan_terjawab: ['Kereta'] },
      ]);
    });

    it('is not locked by an answer kept from an older form that no option matches', async () => {
      const kuesioner = await newForm();
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta', 'Ojek'] });
      // A phone takes the form with Ojek; the Admin then drops the option, still unanswered.
      const bundle = await call('GET', '/api/offline-bundle', surveyor);
      // It stood as the form long enough to judge what was filled on it (form-versions/version-standing.ts).
      await settleHandedOutVersions(ctx().db);
      const handedOut = bundle.json().events.find((candidate: { id: number }) => candidate.id === kuesioner.event_id).kuesioner[0];
      const dropped = await put(question.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta'] });
      expect(dropped.statusCode, dropped.body).toBe(200);
      // Collected on the form as it was before the options changed: kept as collected.
      const old = await submit(ctx(), surveyor, {
        kuesionerId: kuesioner.id,
        versiFormulir: handedOut.versi_formulir,
        jawaban: [{ pertanyaan_id: question.id, isi_jawaban: 'Ojek' }],
      });
      expect(old.statusCode, old.body).toBe(201);
      expect((await list(kuesioner.id))[0].pilihan_terjawab).toEqual([]);

      const response = await put(question.id, { teks_pertanyaan: 'Moda transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kereta'] });
      expect(response.statusCode, response.body).toBe(200);
    });

    it("refuses to take from a question the answer another's show-if names (409)", async () => {
      const kuesioner = await newForm();
      const transport = await add(kuesioner.id, { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Pesawat'] });
      await add(kuesioner.id, { teks_pertanyaan: 'Maskapai', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: transport.id, nilai: 'Pesawat' } });
      const message = keepShowIfValue('Maskapai', 'Pesawat');
      const attempts: Fields[] = [
        { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'Kapal'] },
        { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'pilihan', pilihan: ['Bus', 'pesawat'] },
        { teks_pertanyaan: 'Naik pesawat?', tipe_jawaban: 'ya_tidak' },
        { teks_pertanyaan: 'Transportasi', tipe_jawaban: 'teks' },
      ];
      for (const attempt of attempts) await expectRefused(kuesioner.id, () => put(transport.id, attempt), 409, message);

      const kept = await put(transport.id, { teks_pertanyaan: 'Moda', tipe_jawaban: 'pilihan', pilihan: ['Pesawat', 'Kapal'] });
      expect(kept.statusCode, kept.body).toBe(200);
    });

    it('lets a ya_tidak question another depends on become a pilihan that still has the value', async () => {
      const kuesioner = await newForm();
      const hotel = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      await add(kuesioner.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: hotel.id, nilai: 'Ya' } });
      const without = { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'pilihan', pilihan: ['Hotel', 'Rumah kerabat'] };
      await expectRefused(kuesioner.id, () => put(hotel.id, without), 409, keepShowIfValue('Nama hotel', 'Ya'));
      const response = await put(hotel.id, { ...without, pilihan: ['Ya', 'Tidak', 'Belum tahu'] });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers 404 for a question that does not exist', async () => {
      const response = await put(UNKNOWN_ID, { teks_pertanyaan: 'Tidak ada', tipe_jawaban: 'teks' });
      expectApiError(response, 404, 'NOT_FOUND');
      expect(response.json().message).toBe('Pertanyaan tidak ditemukan.');
    });
  });

  describe('deleting questions', () => {
    it("refuses to delete a question another's show-if names (409), until that show-if is removed", async () => {
      const kuesioner = await newForm();
      const hotel = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      const dependent = await add(kuesioner.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: hotel.id, nilai: 'Ya' } });
      await expectRefused(kuesioner.id, () => remove(hotel.id), 409, DEPENDED);

      const unlinked = await put(dependent.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: null });
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect((await remove(hotel.id)).statusCode).toBe(200);
      expect((await list(kuesioner.id)).map((question) => question.id)).toEqual([dependent.id]);
    });

    it('deletes a question that has a show-if itself', async () => {
      const kuesioner = await newForm();
      const hotel = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      const dependent = await add(kuesioner.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: hotel.id, nilai: 'Ya' } });
      expect((await remove(dependent.id)).statusCode).toBe(200);
      expect(await list(kuesioner.id)).toEqual([unanswered(hotel)]);
    });

    it('leaves no gap: the next question, added at count + 1 as the designer does, comes last and may depend on the last', async () => {
      const kuesioner = await newForm();
      const first = await add(kuesioner.id, { teks_pertanyaan: 'A', tipe_jawaban: 'teks' });
      const second = await add(kuesioner.id, { teks_pertanyaan: 'B', tipe_jawaban: 'teks' });
      const last = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      expect((await remove(first.id)).statusCode).toBe(200);
      expect((await remove(second.id)).statusCode).toBe(200);
      expect((await list(kuesioner.id)).map((question) => [question.id, question.urutan])).toEqual([[last.id, 1]]);

      const dependent = await post(kuesioner.id, {
        teks_pertanyaan: 'Nama hotel',
        tipe_jawaban: 'teks',
        urutan: 2,
        tampil_jika: { pertanyaan_id: last.id, nilai: 'Ya' },
      });
      expect(dependent.statusCode, dependent.body).toBe(201);
      const plain = await add(kuesioner.id, { teks_pertanyaan: 'Kesan', tipe_jawaban: 'teks' });
      expect((await list(kuesioner.id)).map((question) => [question.teks_pertanyaan, question.urutan])).toEqual([
        ['Menginap?', 1],
        ['Nama hotel', 2],
        ['Kesan', 3],
      ]);
      expect(plain.urutan).toBe(3);
    });

    it('deletes a questionnaire, and an event, whose questions have show-ifs', async () => {
      for (const url of [(k: Kuesioner) => `/api/kuesioner/${k.id}`, (k: Kuesioner) => `/api/events/${k.event_id}`]) {
        const kuesioner = await newForm();
        const hotel = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
        await add(kuesioner.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: hotel.id, nilai: 'Ya' } });
        const response = await call('DELETE', url(kuesioner), admin);
        expect(response.statusCode, response.body).toBe(200);
        const left = await ctx().db.selectFrom('pertanyaan').select('id').where('kuesioner_id', '=', kuesioner.id).execute();
        expect(left).toEqual([]);
      }
    });
  });

  describe('when the form last changed', () => {
    it('adding, editing and deleting a question mark the form changed', async () => {
      const kuesioner = await newForm();
      await setChangedLongAgo(kuesioner.id);
      const question = await add(kuesioner.id, { teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
      expect(await changedAt(kuesioner.id)).not.toBe(LONG_AGO);

      await setChangedLongAgo(kuesioner.id);
      expect((await put(question.id, { teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks' })).statusCode).toBe(200);
      expect(await changedAt(kuesioner.id)).not.toBe(LONG_AGO);

      await setChangedLongAgo(kuesioner.id);
      expect((await remove(question.id)).statusCode).toBe(200);
      expect(await changedAt(kuesioner.id)).not.toBe(LONG_AGO);
    });

    it('reordering does not: it changes no rule an answer is judged by', async () => {
      const kuesioner = await newForm();
      const a = await add(kuesioner.id, { teks_pertanyaan: 'A', tipe_jawaban: 'teks' });
      const b = await add(kuesioner.id, { teks_pertanyaan: 'B', tipe_jawaban: 'teks' });
      await setChangedLongAgo(kuesioner.id);
      expect((await reorder(kuesioner.id, [b.id, a.id])).statusCode).toBe(200);
      expect(await changedAt(kuesioner.id)).toBe(LONG_AGO);
    });
  });

  describe('reordering: PUT /api/kuesioner/:id/urutan', () => {
    let kuesioner: Kuesioner;
    /** In creation order: ya_tidak, its show-if dependent, teks, angka. */
    let hotel: Pertanyaan;
    let namaHotel: Pertanyaan;
    let kota: Pertanyaan;
    let malam: Pertanyaan;
    let elsewhere: Pertanyaan;

    beforeAll(async () => {
      kuesioner = await newForm();
      hotel = await add(kuesioner.id, { teks_pertanyaan: 'Menginap?', tipe_jawaban: 'ya_tidak' });
      namaHotel = await add(kuesioner.id, { teks_pertanyaan: 'Nama hotel', tipe_jawaban: 'teks', tampil_jika: { pertanyaan_id: hotel.id, nilai: 'Ya' } });
      kota = await add(kuesioner.id, { teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks' });
      malam = await add(kuesioner.id, { teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka' });
      elsewhere = await add((await newForm()).id, { teks_pertanyaan: 'Lain', tipe_jawaban: 'teks' });
    });

    it('puts the questions in the order given, numbered from 1, and lists them so', async () => {
      const order = [kota, hotel, malam, namaHotel];
      const response = await reorder(kuesioner.id, order.map((question) => question.id));
      expect(response.statusCode, response.body).toBe(200);
      const expected = order.map((question, index) => ({ ...question, urutan: index + 1 }));
      expect(response.json()).toEqual(expected);
      expect(await list(kuesioner.id)).toEqual(expected.map(unanswered));
    });

    const BAD_LISTS: Array<[rule: string, ids: () => unknown[], message: string]> = [
      ['a question missing', () => [hotel.id, namaHotel.id, kota.id], NOT_EACH_ONCE],
      ["another questionnaire's question added", () => [hotel.id, namaHotel.id, kota.id, malam.id, elsewhere.id], NOT_EACH_ONCE],
      ["another questionnaire's question instead of one", () => [hotel.id, namaHotel.id, kota.id, elsewhere.id], NOT_EACH_ONCE],
      ['a question that does not exist', () => [hotel.id, namaHotel.id, kota.id, UNKNOWN_ID], NOT_EACH_ONCE],
      ['a question twice', () => [hotel.id, namaHotel.id, kota.id, malam.id, kota.id], 'Setiap pertanyaan hanya boleh disebut sekali.'],
      ['a question twice instead of one', () => [hotel.id, namaHotel.id, kota.id, kota.id], 'Setiap pertanyaan hanya boleh disebut sekali.'],
      ['an empty list', () => [], 'pertanyaan_ids tidak boleh kosong.'],
      ['ids that are not ids', () => ['satu', 2], 'ID harus berupa angka.'],
      [
        'a show-if question before the question it depends on',
        () => [namaHotel.id, hotel.id, kota.id, malam.id],
        'Pertanyaan "Nama hotel" tampil berdasarkan jawaban "Menginap?", jadi harus berada setelahnya.',
      ],
    ];

    for (const [rule, ids, message] of BAD_LISTS) {
      it(`refuses ${rule} (400) and keeps the order`, async () => {
        await expectRefused(kuesioner.id, () => reorder(kuesioner.id, ids()), 400, message);
      });
    }

    it('moves a show-if question anywhere after the question it depends on', async () => {
      const order = [hotel, kota, malam, namaHotel];
      const response = await reorder(kuesioner.id, order.map((question) => question.id));
      expect(response.statusCode, response.body).toBe(200);
      expect((await list(kuesioner.id)).map((question) => question.id)).toEqual(order.map((question) => question.id));
    });

    it('answers 404 for a questionnaire that does not exist', async () => {
      const response = await reorder(UNKNOWN_ID, [hotel.id]);
      expectApiError(response, 404, 'NOT_FOUND');
      expect(response.json().message).toBe('Kuesioner tidak ditemukan.');
    });
  });

  describe('who may edit and reorder: Admin only', () => {
    let kuesioner: Kuesioner;
    let question: Pertanyaan;

    beforeAll(async () => {
      kuesioner = await newForm();
      question = await add(kuesioner.id, { teks_pertanyaan: 'Asal kota', tipe_jawaban: 'teks' });
      await add(kuesioner.id, { teks_pertanyaan: 'Berapa malam?', tipe_jawaban: 'angka' });
    });

    const callers: Array<[label: string, who: () => SignedInUser | null, status: number, code: string]> = [
      ['no token', () => null, 401, 'UNAUTHORIZED'],
      ['a Surveyor', () => surveyor, 403, 'FORBIDDEN'],
      ['an Instansi user', () => instansi, 403, 'FORBIDDEN'],
    ];

    for (const [label, who, status, code] of callers) {
      it(`PUT /api/pertanyaan/:id by ${label} -> ${status}, nothing changed`, async () => {
        await setChangedLongAgo(kuesioner.id);
        const before = await snapshot(kuesioner.id);
        expectApiError(await put(question.id, { teks_pertanyaan: 'Diubah', tipe_jawaban: 'angka' }, who()), status, code);
        expect(await snapshot(kuesioner.id)).toEqual(before);
      });

      it(`PUT /api/kuesioner/:id/urutan by ${label} -> ${status}, nothing changed`, async () => {
        const before = await snapshot(kuesioner.id);
        const ids = before.questions.map((q) => q.id).reverse();
        expectApiError(await reorder(kuesioner.id, ids, who()), status, code);
        expect(await snapshot(kuesioner.id)).toEqual(before);
      });
    }

    it('an Admin may do both', async () => {
      expect((await put(question.id, { teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks' })).statusCode).toBe(200);
      const ids = (await list(kuesioner.id)).map((q) => q.id).reverse();
      expect((await reorder(kuesioner.id, ids)).statusCode).toBe(200);
    });

    it('an unknown id answers 404 to an Admin on both', async () => {
      expectApiError(await put(UNKNOWN_ID, { teks_pertanyaan: 'Diubah', tipe_jawaban: 'teks' }), 404, 'NOT_FOUND');
      expectApiError(await reorder(UNKNOWN_ID, [question.id]), 404, 'NOT_FOUND');
    });
  });
});
