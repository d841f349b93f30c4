import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { call } from '../economic-impact/support';

/**
 * A question's soft limit (batas_wajar) through the real API on both databases: set and changed
 * like min and maks on POST and PUT /api/pertanyaan, carried by every question list and the
 * offline bundle, and refused in Indonesian where it cannot hold (not a whole number above 0, on a
 * question that is not angka or nominal, outside the question's own limits), nothing stored then.
 */

type Fields = Record<string, unknown>;

const MESSAGES = {
  type: 'Batas wajar hanya untuk pertanyaan angka atau nominal.',
  positive: 'Batas wajar harus lebih dari 0.',
  whole: 'Batas wajar harus bilangan bulat.',
  number: 'Batas wajar harus berupa angka.',
  aboveMaks: 'Batas wajar tidak boleh lebih besar dari batas maksimal.',
  belowMin: 'Batas wajar tidak boleh lebih kecil dari batas minimal.',
  tooLarge: 'Batas wajar terlalu besar.',
};

describeOnEachDatabase('A question’s soft limit (batas_wajar)', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let event: Event;
  let kuesioner: Kuesioner;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    event = await createEvent(ctx(), admin);
    kuesioner = await createKuesioner(ctx(), admin, event.id);
  });

  const post = (fields: Fields) => call(ctx(), 'POST', '/api/pertanyaan', admin, { kuesioner_id: kuesioner.id, ...fields });
  const put = (id: number, fields: Fields) => call(ctx(), 'PUT', `/api/pertanyaan/${id}`, admin, fields);
  const created = async (fields: Fields): Promise<Pertanyaan> => {
    const response = await post(fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const designerList = async (): Promise<PertanyaanDesigner[]> => {
    const response = await call(ctx(), 'GET', `/api/kuesioner/${kuesioner.id}/pertanyaan`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const bundled = async (): Promise<Pertanyaan[]> => {
    const response = await call(ctx(), 'GET', '/api/offline-bundle', surveyor);
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json().events as { id: number; kuesioner: { id: number; pertanyaan: Pertanyaan[] }[] }[];
    return events.find((candidate) => candidate.id === event.id)?.kuesioner.find((candidate) => candidate.id === kuesioner.id)?.pertanyaan ?? [];
  };
  const softLimitOf = (questions: readonly Pertanyaan[], id: number) => questions.find((question) => question.id === id)?.batas_wajar;

  /** A refused call: 400, the message on the field, and not a row changed anywhere. */
  async function expectRefused(send: () => Promise<LightMyRequestResponse>, message: string) {
    const before = await ctx().tableCounts();
    const body = expectApiError(await send(), 400);
    expect(body.fields?.batas_wajar ?? body.message).toBe(message);
    expect(await ctx().tableCounts(), 'a refused call stores nothing').toEqual(before);
  }

  it('travels like min and maks: POST, the designer list, the offline bundle, PUT, and null when left out', async () => {
    const nominal = await created({ teks_pertanyaan: 'Berapa belanja makan Anda?', tipe_jawaban: 'nominal', maks: 1_000_000_000, batas_wajar: 5_000_000 });
    expect(nominal).toMatchObject({ min: null, maks: 1_000_000_000, batas_wajar: 5_000_000 });
    const angka = await created({ teks_pertanyaan: 'Berapa orang rombongan Anda?', tipe_jawaban: 'angka', min: 1, maks: 100, batas_wajar: 20 });
    const plain = await created({ teks_pertanyaan: 'Apa saran Anda?', tipe_jawaban: 'teks' });
    expect(plain.batas_wajar).toBeNull();

    for (const questions of [await designerList(), await bundled()]) {
      expect(softLimitOf(questions, nominal.id)).toBe(5_000_000);
      expect(softLimitOf(questions, angka.id)).toBe(20);
      expect(softLimitOf(questions, plain.id)).toBeNull();
    }

    const changed = await put(nominal.id, { teks_pertanyaan: nominal.teks_pertanyaan, tipe_jawaban: 'nominal', maks: 1_000_000_000, batas_wajar: 7_500_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().batas_wajar).toBe(7_500_000);
    expect(softLimitOf(await bundled(), nominal.id)).toBe(7_500_000);

    // PUT takes the whole definition: a soft limit left out is none.
    const cleared = await put(angka.id, { teks_pertanyaan: angka.teks_pertanyaan, tipe_jawaban: 'angka', min: 1, maks: 100 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().batas_wajar).toBeNull();
    expect(softLimitOf(await designerList(), angka.id)).toBeNull();
  });

  it('may equal the limits, and stands without them', async () => {
    expect((await created({ teks_pertanyaan: 'Sama dengan maks?', tipe_jawaban: 'nominal', maks: 1_000, batas_wajar: 1_000 })).batas_wajar).toBe(1_000);
    expect((await created({ teks_pertanyaan: 'Sama dengan min?', tipe_jawaban: 'angka', min: 3, batas_wajar: 3 })).batas_wajar).toBe(3);
    expect((await created({ teks_pertanyaan: 'Tanpa batas lain?', tipe_jawaban: 'nominal', batas_wajar: 999_999_999_999_999 })).batas_wajar).toBe(
      999_999_999_999_999,
    );
  });

  describe('refused on POST (400, nothing stored)', () => {
    it.each([
      ['on a teks question', { tipe_jawaban: 'teks', batas_wajar: 10 }, MESSAGES.type],
      ['on a ya_tidak question', { tipe_jawaban: 'ya_tidak', batas_wajar: 10 }, MESSAGES.type],
      ['on a pilihan question', { tipe_jawaban: 'pilihan', pilihan: ['A', 'B'], batas_wajar: 10 }, MESSAGES.type],
      ['0', { tipe_jawaban: 'nominal', batas_wajar: 0 }, MESSAGES.positive],
      ['below 0', { tipe_jawaban: 'angka', batas_wajar: -5 }, MESSAGES.positive],
      ['not whole', { tipe_jawaban: 'angka', batas_wajar: 2.5 }, MESSAGES.whole],
      ['text', { tipe_jawaban: 'nominal', batas_wajar: '5000000' }, MESSAGES.number],
      ['beyond 15 digits', { tipe_jawaban: 'nominal', batas_wajar: 1_000_000_000_000_000 }, MESSAGES.tooLarge],
      ['above maks', { tipe_jawaban: 'nominal', maks: 1_000_000, batas_wajar: 1_000_001 }, MESSAGES.aboveMaks],
      ['below min', { tipe_jawaban: 'angka', min: 10, maks: 100, batas_wajar: 9 }, MESSAGES.belowMin],
    ])('%s', async (_name, fields, message) => {
      await expectRefused(() => post({ teks_pertanyaan: 'Pertanyaan uji?', ...fields }), message);
    });
  });

  it('refused on PUT the same way, the question unchanged', async () => {
    const question = await created({ teks_pertanyaan: 'Berapa belanja oleh-oleh?', tipe_jawaban: 'nominal', maks: 1_000_000, batas_wajar: 500_000 });
    const before = await designerList();
    await expectRefused(() => put(question.id, { teks_pertanyaan: question.teks_pertanyaan, tipe_jawaban: 'nominal', maks: 1_000_000, batas_wajar: 2_000_000 }), MESSAGES.aboveMaks);
    await expectRefused(() => put(question.id, { teks_pertanyaan: question.teks_pertanyaan, tipe_jawaban: 'teks', batas_wajar: 500_000 }), MESSAGES.type);
    expect(await designerList()).toEqual(before);
  });

  it('is no hard limit: an answer above it is stored like any other', async () => {
    const other = await createKuesioner(ctx(), admin, event.id, 'Pedagang');
    const question = (
      await call(ctx(), 'POST', '/api/pertanyaan', admin, { kuesioner_id: other.id, teks_pertanyaan: 'Omzet?', tipe_jawaban: 'nominal', batas_wajar: 1_000 })
    ).json() as Pertanyaan;
    const response = await call(ctx(), 'POST', '/api/jawaban', surveyor, { kuesionerId: other.id, jawaban: [{ pertanyaan_id: question.id, isi_jawaban: '5000' }] });
    expect(response.statusCode, response.body).toBe(201);
  });
});
