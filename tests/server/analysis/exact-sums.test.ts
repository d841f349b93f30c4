import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * A nominal sum past 2^53 (9,007,199,254,740,992), the last whole number a JSON number keeps:
 * `sum` is rounded as any JSON number must be, and `sum_teks` gives it exactly, the same on both
 * databases. Twelve answers of the largest amount allowed (15 digits) already pass it.
 */
describeOnEachDatabase('an exact nominal sum beyond 2^53', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  it('is given to the last digit in sum_teks', async () => {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const added = await ctx().app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Nilai kontrak sponsor', tipe_jawaban: 'nominal' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const amounts = [...Array.from({ length: 12 }, () => '999999999999999'), '1', '7'];
    for (const amount of amounts) {
      const sent = await ctx().app.inject({
        method: 'POST',
        url: '/api/jawaban',
        headers: { ...surveyor.auth, 'idempotency-key': randomUUID() },
        payload: { kuesionerId: kuesioner.id, jawaban: [{ pertanyaan_id: added.json().id, isi_jawaban: amount }] },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const analysis = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/analisis`, headers: admin.auth });
    expect(analysis.statusCode, analysis.body).toBe(200);
    const nominal = analysis.json().Penonton.pertanyaan['Nilai kontrak sponsor'];
    // 12 x 999,999,999,999,999 + 1 + 7 = 11,999,999,999,999,996: a double holds only ...999,999,996
    // rounded to a multiple of 2, which this one happens to be; the text is exact either way.
    expect(nominal.sum_teks).toBe('11999999999999996');
    expect(nominal.sum).toBe(11_999_999_999_999_996);
    expect(nominal.statistik).toMatchObject({ n: 14, min: 1, maks: 999_999_999_999_999 });
  });

  it('keeps an odd sum exact in the text while the number rounds', async () => {
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const added = await ctx().app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal' },
    });
    for (const amount of ['999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '999999999999999', '3']) {
      const sent = await ctx().app.inject({
        method: 'POST',
        url: '/api/jawaban',
        headers: { ...surveyor.auth, 'idempotency-key': randomUUID() },
        payload: { kuesionerId: kuesioner.id, jawaban: [{ pertanyaan_id: added.json().id, isi_jawaban: amount }] },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const analysis = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/analisis`, headers: admin.auth });
    const nominal = analysis.json().Penonton.pertanyaan.Belanja;
    // 10 x 999,999,999,999,999 + 3 = 9,999,999,999,999,993: odd, so no double is equal to it.
    expect(nominal.sum_teks).toBe('9999999999999993');
    expect(Number.isSafeInteger(nominal.sum)).toBe(false);
    expect(BigInt(nominal.sum_teks) - BigInt(nominal.sum)).not.toBe(0n);
  });
});
