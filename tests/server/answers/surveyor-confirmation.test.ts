import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { SubmitJawabanRequest } from '../../../src/shared/schemas/answers';
import type { Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, errorBody, type SignedInUser } from '../helpers/test-app';

/**
 * The surveyor's confirmation of an amount above a question's soft limit (batas_wajar): sent as
 * `dikonfirmasi_surveyor: true` on the answer item, single and batched, and stored on the jawaban
 * row (0/1) for the reviewer. Without it an amount above the limit is still taken.
 */

const NOT_BOOLEAN = 'dikonfirmasi_surveyor harus berupa true atau false.';

describeOnEachDatabase('surveyor confirmation on POST /api/jawaban and /api/jawaban/batch', (ctx) => {
  let surveyor: SignedInUser;
  let kuesionerId: number;
  let belanja: Pertanyaan;
  let kota: Pertanyaan;

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    const event = await createEvent(ctx(), admin);
    kuesionerId = (await createKuesioner(ctx(), admin, event.id)).id;
    const add = async (payload: object): Promise<Pertanyaan> => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/pertanyaan', headers: admin.auth, payload: { kuesioner_id: kuesionerId, ...payload } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    kota = await add({ teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks' });
    belanja = await add({ teks_pertanyaan: 'Belanja hari ini?', tipe_jawaban: 'nominal', batas_wajar: 5_000_000 });
  });

  const body = (amount: string, confirmed?: unknown): SubmitJawabanRequest => ({
    kuesionerId,
    jawaban: [
      { pertanyaan_id: kota.id, isi_jawaban: 'Bandung' },
      { pertanyaan_id: belanja.id, isi_jawaban: amount, ...(confirmed === undefined ? {} : { dikonfirmasi_surveyor: confirmed as boolean }) },
    ],
  });

  /** The stored answers of a response, by question: the value and the column as read back. */
  async function storedAnswers(responsId: number) {
    const rows = await ctx()
      .db.selectFrom('jawaban')
      .select(['pertanyaan_id', 'isi_jawaban', 'dikonfirmasi_surveyor'])
      .where('respons_id', '=', responsId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.pertanyaan_id, [row.isi_jawaban, Number(row.dikonfirmasi_surveyor)]]));
  }

  it('stores a confirmed amount above the soft limit with its confirmation, and only on that answer', async () => {
    const response = await submit(ctx(), surveyor, body('2500000000', true));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedAnswers(response.json().id)).toEqual({ [kota.id]: ['Bandung', 0], [belanja.id]: ['2500000000', 1] });
  });

  it('still takes an amount above the soft limit without a confirmation, or with false, stored as not confirmed', async () => {
    for (const confirmed of [undefined, false]) {
      const response = await submit(ctx(), surveyor, body('2500000000', confirmed));
      expect(response.statusCode, response.body).toBe(201);
      expect(await storedAnswers(response.json().id)).toEqual({ [kota.id]: ['Bandung', 0], [belanja.id]: ['2500000000', 0] });
    }
  });

  it('stores the confirmation of each batched survey as it came', async () => {
    const confirmedKey = randomUUID();
    const plainKey = randomUUID();
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban/batch',
      headers: surveyor.auth,
      payload: { items: [{ idempotencyKey: confirmedKey, ...body('7500000', true) }, { idempotencyKey: plainKey, ...body('7500000') }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [confirmed, plain] = response.json().results;
    expect([confirmed.status, plain.status]).toEqual(['created', 'created']);
    expect((await storedAnswers(confirmed.id))[belanja.id]).toEqual(['7500000', 1]);
    expect((await storedAnswers(plain.id))[belanja.id]).toEqual(['7500000', 0]);
  });

  it('refuses a confirmation that is not true or false with 400, storing nothing', async () => {
    const before = await ctx().tableCounts();
    for (const wrong of ['true', 1, 'ya', null, {}]) {
      const response = await submit(ctx(), surveyor, body('2500000000', wrong));
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(errorBody(response)).toMatchObject({ message: NOT_BOOLEAN, code: 'VALIDATION_ERROR' });
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('refuses a batched survey whose confirmation is not true or false, on its own', async () => {
    const good = randomUUID();
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban/batch',
      headers: surveyor.auth,
      payload: { items: [{ idempotencyKey: randomUUID(), ...body('2500000000', 'ya') }, { idempotencyKey: good, ...body('2500000000', true) }] },
    });
    expect(response.statusCode).toBe(200);
    const [refused, created] = response.json().results;
    expect(refused).toMatchObject({ status: 'rejected', message: NOT_BOOLEAN });
    expect(created).toMatchObject({ idempotencyKey: good, status: 'created' });
    expect((await storedAnswers(created.id))[belanja.id]).toEqual(['2500000000', 1]);
  });
});
