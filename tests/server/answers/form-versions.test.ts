import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { CreatePertanyaanInput, Pertanyaan, PertanyaanDefinitionInput } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, submit } from '../helpers/api-fixtures';
import { settleHandedOutVersions } from '../form-versions/settled-versions';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Security issue 25, item 1: a device's collection time no longer switches the answer rules off.
 * Answers are judged by the form version the device names (the offline bundle's versi_formulir),
 * a time the server cannot believe is replaced by the receipt time and marked, and rules that
 * never changed always apply. Everything goes through the real API.
 */

const DAY = 24 * 60 * 60 * 1000;

describeOnEachDatabase('answers judged by the form the device filled', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  async function newForm(eventOverrides: Parameters<typeof createEvent>[2] = {}) {
    const event = await createEvent(ctx(), admin, eventOverrides);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const add = async (fields: Omit<CreatePertanyaanInput, 'kuesioner_id'>): Promise<Pertanyaan> => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/pertanyaan', headers: admin.auth, payload: { kuesioner_id: kuesioner.id, ...fields } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    return { event, kuesionerId: kuesioner.id, add };
  }

  async function edit(question: Pertanyaan, definition: PertanyaanDefinitionInput): Promise<void> {
    const response = await ctx().app.inject({ method: 'PUT', url: `/api/pertanyaan/${question.id}`, headers: admin.auth, payload: definition });
    expect(response.statusCode, response.body).toBe(200);
  }

  /**
   * The phone downloads its forms: the version it is given for this questionnaire, settled as one
   * that stood as the form for ten minutes (tests/server/form-versions/ test that rule).
   */
  async function handOut(kuesionerId: number): Promise<string> {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: surveyor.auth });
    expect(response.statusCode, response.body).toBe(200);
    await settleHandedOutVersions(ctx().db);
    const forms = (response.json().events as { kuesioner: { id: number; versi_formulir: string }[] }[]).flatMap((event) => event.kuesioner);
    const form = forms.find((candidate) => candidate.id === kuesionerId);
    if (!form) throw new Error(`questionnaire ${kuesionerId} not in the bundle`);
    return form.versi_formulir;
  }

  async function stored(id: number) {
    return ctx().db.selectFrom('respons').select(['diisi_pada', 'diterima_pada', 'waktu_perangkat_diragukan']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  const body = (kuesionerId: number, answers: [Pertanyaan, string][], extra: { diisiPada?: string; versiFormulir?: string } = {}) => ({
    kuesionerId,
    jawaban: answers.map(([question, isi]) => ({ pertanyaan_id: question.id, isi_jawaban: isi })),
    ...extra,
  });

  it('a backdated diisiPada relaxes nothing: required questions missing and a number far out of range are refused', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const hari = await form.add({ teks_pertanyaan: 'Hari hadir', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const ditanggung = await form.add({ teks_pertanyaan: 'Jumlah ditanggung', tipe_jawaban: 'angka', min: 1, maks: 50 });
    // The form changes after the claimed time, as any form edited in the last 26 years did.
    await form.add({ teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks', wajib: false });
    const before = await ctx().tableCounts();
    for (const diisiPada of ['2000-01-01T00:00:00Z', '0000-01-01T00:00:00Z']) {
      const missing = await submit(ctx(), surveyor, body(form.kuesionerId, [[hari, '999999']], { diisiPada }));
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().message).toBe('Jawaban untuk "Hari hadir" harus antara 1 dan 30.');
      const zero = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Mataram'], [hari, '2'], [ditanggung, '0']], { diisiPada }));
      expect(zero.statusCode, zero.body).toBe(400);
      const blank = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Mataram'], [hari, '2']], { diisiPada }));
      expect(blank.statusCode, blank.body).toBe(400);
      expect(blank.json().message).toBe('Pertanyaan "Jumlah ditanggung" wajib dijawab.');
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('an unbelievable time is stored as the receipt time, the claim kept and shown in Data Survei and the spreadsheet', async () => {
    const form = await newForm();
    const asal = await form.add({ teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' });
    const now = Date.now();
    const cases = [
      '0000-01-01T00:00:00Z', // before anything existed
      new Date(now - 31 * DAY).toISOString(), // older than the 30-day offline window
      new Date(now - 10 * 60 * 1000).toISOString(), // before the questionnaire was made
      new Date(now + 10 * 60 * 1000).toISOString(), // 10 minutes ahead: beyond the clock skew
    ];
    const ids: number[] = [];
    for (const diisiPada of cases) {
      const sentAt = Date.now();
      const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Mataram']], { diisiPada }));
      expect(response.statusCode, response.body).toBe(201);
      const row = await stored(response.json().id);
      expect(row.waktu_perangkat_diragukan, diisiPada).toBe(diisiPada);
      expect(Date.parse(row.diisi_pada)).toBeGreaterThanOrEqual(sentAt);
      expect(Date.parse(row.diisi_pada)).toBeLessThanOrEqual(Date.parse(row.diterima_pada));
      ids.push(response.json().id);
    }
    // Believed: a minute ago, and two minutes ahead (within the skew).
    for (const offset of [-60_000, 2 * 60_000]) {
      const diisiPada = new Date(Date.now() + offset).toISOString();
      const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[asal, 'Mataram']], { diisiPada }));
      expect(response.statusCode, response.body).toBe(201);
      expect(await stored(response.json().id)).toMatchObject({ diisi_pada: diisiPada, waktu_perangkat_diragukan: null });
    }

    const list = await ctx().app.inject({ method: 'GET', url: `/api/events/${form.event.id}/respons?per_halaman=200`, headers: admin.auth });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as { id: number; waktu_perangkat_diragukan?: string }[];
    expect(items.filter((item) => item.waktu_perangkat_diragukan !== undefined).map((item) => [item.id, item.waktu_perangkat_diragukan]).sort())
      .toEqual(ids.map((id, index) => [id, cases[index]]).sort());

    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${form.event.id}/hasil-survei/download`, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Jam Perangkat Diragukan') + 1;
    expect(column).toBeGreaterThan(0);
    const idColumn = header.indexOf('ID Respons') + 1;
    const claimed = new Map<number, unknown>();
    sheet.eachRow((row, number) => {
      if (number > 1) claimed.set(Number(row.getCell(idColumn).value), row.getCell(column).value);
    });
    ids.forEach((id, index) => expect(claimed.get(id)).toBe(cases[index]));
    expect([...claimed.values()].filter((value) => value === null || value === undefined)).toHaveLength(2);
  });

  it('the version the device names decides the rules: what changed since is judged as it was, the rest as it is', async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const tribun = await form.add({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Berdiri'] });
    const v1 = await handOut(form.kuesionerId);
    await edit(malam, { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 });
    const catatan = await form.add({ teks_pertanyaan: 'Catatan', tipe_jawaban: 'teks' });
    const v2 = await handOut(form.kuesionerId);
    expect(v2).not.toBe(v1);

    // Filled on v1: 14 nights fit its limit, and the question added since was not asked.
    const onV1 = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14'], [tribun, 'VIP']], { versiFormulir: v1 }));
    expect(onV1.statusCode, onV1.body).toBe(201);
    // A rule v1 shares with today's form still applies: the options of Tribun.
    const badOption = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '3'], [tribun, 'Ekonomi']], { versiFormulir: v1 }));
    expect(badOption.statusCode, badOption.body).toBe(400);
    // v1's own limit applies too: 31 is past it.
    expect((await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '31'], [tribun, 'VIP']], { versiFormulir: v1 }))).statusCode).toBe(400);
    // Named v2, or no version and no time, or a version the server never handed out: today's rules.
    for (const extra of [{ versiFormulir: v2 }, {}, { versiFormulir: 'bukan-versi-asli' }, { versiFormulir: v1.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }]) {
      const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14'], [tribun, 'VIP'], [catatan, 'ok']], extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().message).toBe('Jawaban untuk "Malam menginap" harus antara 1 dan 7.');
    }
    // A version from another questionnaire is no version of this one.
    const other = await newForm();
    await other.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const foreign = await handOut(other.kuesionerId);
    const borrowed = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14'], [tribun, 'VIP'], [catatan, 'ok']], { versiFormulir: foreign }));
    expect(borrowed.statusCode).toBe(400);
  });

  it('a version replaced more than the offline window ago is not honoured', async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const v1 = await handOut(form.kuesionerId);
    await edit(malam, { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 });
    // The change happened 31 days ago as far as the records go.
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString();
    await ctx().db.updateTable('kuesioner').set({ diubah_pada: longAgo }).where('id', '=', form.kuesionerId).execute();
    await ctx().db.updateTable('kuesioner_versi').set({ berlaku_sejak: new Date(Date.now() - 40 * DAY).toISOString() }).where('versi', '=', v1).execute();
    const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14']], { versiFormulir: v1 }));
    expect(response.statusCode, response.body).toBe(400);
  });

  it('an older app (no version) is judged by the version handed out by a believable collection time, else by today', async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    await handOut(form.kuesionerId);
    const collected = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await edit(malam, { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 });
    expect((await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14']], { diisiPada: collected }))).statusCode).toBe(201);
    // A time the server cannot believe says nothing about the form: today's rules.
    const response = await submit(ctx(), surveyor, body(form.kuesionerId, [[malam, '14']], { diisiPada: '2000-01-01T00:00:00Z' }));
    expect(response.statusCode).toBe(400);
  });

  it('the batch carries the version and the marks, item by item', async () => {
    const form = await newForm();
    const malam = await form.add({ teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 30 });
    const v1 = await handOut(form.kuesionerId);
    await edit(malam, { teks_pertanyaan: 'Malam menginap', tipe_jawaban: 'angka', min: 1, maks: 7 });
    const items = [
      { idempotencyKey: randomUUID(), ...body(form.kuesionerId, [[malam, '14']], { versiFormulir: v1 }) },
      { idempotencyKey: randomUUID(), ...body(form.kuesionerId, [[malam, '14']], { diisiPada: '2000-01-01T00:00:00Z' }) },
      { idempotencyKey: randomUUID(), ...body(form.kuesionerId, [[malam, '5']], { diisiPada: '2000-01-01T00:00:00Z', versiFormulir: v1 }) },
    ];
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { status: string; id?: number; message?: string }[];
    expect(results.map((result) => result.message ?? result.status)).toEqual([
      'created',
      'Jawaban untuk "Malam menginap" harus antara 1 dan 7.',
      'created',
    ]);
    expect((await stored(results[2].id ?? 0)).waktu_perangkat_diragukan).toBe('2000-01-01T00:00:00Z');
    const refused = await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban/batch',
      headers: surveyor.auth,
      payload: { items: [{ ...items[0], idempotencyKey: randomUUID(), versiFormulir: 'versi tidak sah!' }] },
    });
    expect(refused.json().results[0]).toMatchObject({ status: 'rejected', message: 'versiFormulir tidak valid.' });
  });
});
