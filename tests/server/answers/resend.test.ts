import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * A device resends what the server already took (its answer was lost on the way). The key
 * decides, not the body: even a body the server would refuse now answers with the original id.
 */
describeOnEachDatabase('resending a stored idempotency key', (ctx) => {
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it('answers 200 with the original id even when the body is refused now, and stores nothing', async () => {
    const key = randomUUID();
    const first = await submit(ctx(), surveyor, answersFor(survey), key);
    expect(first.statusCode).toBe(201);
    const before = await ctx().tableCounts();
    const again = await submit(ctx(), surveyor, answersFor(survey, { ya_tidak: 'Mungkin' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, duplicate: true });
    const elsewhere = await submit(ctx(), surveyor, { ...answersFor(survey), kuesionerId: 987_654 }, key);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().id).toBe(first.json().id);
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('does the same item by item in a batch, and still refuses a new key with that body', async () => {
    const key = randomUUID();
    expect((await submit(ctx(), surveyor, answersFor(survey), key)).statusCode).toBe(201);
    const items = [
      { idempotencyKey: key, ...answersFor(survey, { angka: 'dua' }) },
      { idempotencyKey: randomUUID(), ...answersFor(survey, { angka: 'dua' }) },
    ];
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    const { results } = response.json();
    expect(results.map((result: { status: string }) => result.status)).toEqual(['duplicate', 'rejected']);
    expect(results[1].message).toBe('Jawaban untuk "Berapa malam Anda menginap?" harus berupa bilangan bulat.');
  });
});
