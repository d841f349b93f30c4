import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Security issue 25, item 7a: an idempotency key belongs to the surveyor who stored it. Another
 * user sending it learns nothing of that response (no "duplicate", no id): 409, nothing stored.
 */

const FOREIGN = 'Idempotency-Key ini sudah dipakai untuk data survei lain. Kirim ulang dengan kunci baru.';

describeOnEachDatabase('idempotency keys scoped by surveyor', (ctx) => {
  let admin: SignedInUser;
  let victim: SignedInUser;
  let other: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    victim = await ctx().createUser('Surveyor');
    other = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it("answers another surveyor's key with 409 and no id, valid body or not, single or batch", async () => {
    const key = randomUUID();
    const stored = await submit(ctx(), victim, answersFor(survey), key);
    expect(stored.statusCode).toBe(201);
    const before = await ctx().tableCounts();
    for (const body of [answersFor(survey), answersFor(survey, { angka: 'bukan angka' })]) {
      for (const user of [other, admin]) {
        const response = await submit(ctx(), user, body, key);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({ message: FOREIGN, code: 'CONFLICT' });
      }
      const batch = await ctx().app.inject({
        method: 'POST',
        url: '/api/jawaban/batch',
        headers: other.auth,
        payload: { items: [{ idempotencyKey: key, ...body }] },
      });
      expect(batch.json().results).toEqual([{ idempotencyKey: key, status: 'rejected', message: FOREIGN }]);
    }
    expect(await ctx().tableCounts()).toEqual(before);
    // The owner's resend is still the duplicate it always was.
    const again = await submit(ctx(), victim, answersFor(survey), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: stored.json().id, duplicate: true });
  });

  it('two surveyors racing with one key: one stores it, the other is refused without its id', async () => {
    const key = randomUUID();
    const responses = await Promise.all([submit(ctx(), victim, answersFor(survey), key), submit(ctx(), other, answersFor(survey), key)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ message: FOREIGN, code: 'CONFLICT' });
  });

  it("a deleted account's key is nobody's now", async () => {
    const gone = await ctx().createUser('Surveyor');
    const key = randomUUID();
    expect((await submit(ctx(), gone, answersFor(survey), key)).statusCode).toBe(201);
    const deleted = await ctx().app.inject({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const response = await submit(ctx(), other, answersFor(survey), key);
    expect(response.statusCode).toBe(409);
    expect(response.json().id).toBeUndefined();
  });
});
