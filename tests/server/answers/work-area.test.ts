import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createEvent, createKuesioner, createPertanyaan, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, errorBody, type SignedInUser } from '../helpers/test-app';

/**
 * Issue 38, item 3: a submission to a questionnaire whose event lies outside the caller's work area
 * is refused with 403 and an Indonesian message, on POST /api/jawaban and item by item on the
 * batch, and stores nothing (docs/work-areas.md).
 */

const OUTSIDE = 'Event ini berada di luar wilayah kerja Anda, jadi jawaban tidak diterima. Data tetap tersimpan di perangkat.';

describeOnEachDatabase('answers and work areas', (ctx) => {
  let admin: SignedInUser;
  let surabaya: SurveyFixture;
  let bandung: SurveyFixture;
  let placeless: SurveyFixture;

  /** An event placed in `wilayah` (or nowhere) with the four-question survey of the fixtures. */
  async function surveyIn(wilayah: string | null): Promise<SurveyFixture> {
    const event = await createEvent(ctx(), admin, { wilayah });
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const [teks, angka, nominal, yaTidak] = [
      await createPertanyaan(ctx(), admin, kuesioner.id, 'Kota asal?', 'teks'),
      await createPertanyaan(ctx(), admin, kuesioner.id, 'Berapa malam?', 'angka'),
      await createPertanyaan(ctx(), admin, kuesioner.id, 'Belanja?', 'nominal'),
      await createPertanyaan(ctx(), admin, kuesioner.id, 'Puas?', 'ya_tidak'),
    ];
    return { event, kuesioner, questions: { teks, angka, nominal, ya_tidak: yaTidak } };
  }

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surabaya = await surveyIn('35.78');
    bandung = await surveyIn('32.73');
    placeless = await surveyIn(null);
  });

  it('refuses a single submission outside the area with 403 and stores nothing', async () => {
    const jatim = await ctx().createUser('Surveyor', { wilayah_kerja: '35' });
    const kotaSurabaya = await ctx().createUser('Surveyor', { wilayah_kerja: '35.78' });
    const before = await ctx().tableCounts();
    for (const [caller, survey] of [
      [jatim, bandung],
      [kotaSurabaya, bandung],
      // A regional account never reaches an event without a place.
      [jatim, placeless],
    ] as const) {
      const response = await submit(ctx(), caller, answersFor(survey));
      expect(response.statusCode, response.body).toBe(403);
      expect(errorBody(response)).toMatchObject({ message: OUTSIDE, code: 'FORBIDDEN' });
    }
    expect(await ctx().tableCounts()).toEqual(before);

    for (const caller of [jatim, kotaSurabaya]) {
      expect((await submit(ctx(), caller, answersFor(surabaya))).statusCode).toBe(201);
    }
  });

  it('takes a national account everywhere, an event without a place included', async () => {
    const national = await ctx().createUser('Surveyor');
    for (const survey of [surabaya, bandung, placeless]) {
      expect((await submit(ctx(), national, answersFor(survey))).statusCode).toBe(201);
    }
  });

  it('refuses the batch item outside the area alone, with the same message', async () => {
    const jatim = await ctx().createUser('Surveyor', { wilayah_kerja: '35' });
    const items = [surabaya, bandung, placeless, surabaya].map((survey) => ({ idempotencyKey: randomUUID(), ...answersFor(survey) }));
    const before = await ctx().tableCounts();
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: jatim.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { status: string; message?: string }[];
    expect(results.map((result) => result.message ?? result.status)).toEqual(['created', OUTSIDE, OUTSIDE, 'created']);
    const after = await ctx().tableCounts();
    expect(after.respons - before.respons).toBe(2);
    expect(after.jawaban - before.jawaban).toBe(8);
  });

  it('refuses an Admin outside its area the same way (Admins may test a form)', async () => {
    const regional = await ctx().createUser('Admin', { wilayah_kerja: '35' });
    const response = await submit(ctx(), regional, answersFor(bandung));
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).message).toBe(OUTSIDE);
  });
});
