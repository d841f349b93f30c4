import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { type InsertOutcome, insertSubmissions, type NewSubmission } from '../../../src/server/answers/answers.repo';
import { createWriteCoalescer } from '../../../src/server/answers/write-coalescer';
import { answersFor, createSurvey, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * The group commit behind POST /api/jawaban and its batch: what arrives while a transaction is
 * under way is written together in the next one, each caller answered on its own.
 */

/** The real writer, recording the size of every transaction it attempts. */
function recordingWriter(ctx: TestContext) {
  const attempts: number[] = [];
  const writer = createWriteCoalescer<NewSubmission, InsertOutcome>({
    writeBatch: (items) => {
      attempts.push(items.length);
      return insertSubmissions(ctx.db, items);
    },
    weightOf: (item) => item.answers.length,
    maxBatchWeight: 10_000,
  });
  return { writer, attempts };
}

function newSubmission(survey: SurveyFixture, surveyor: SignedInUser, key: string = randomUUID()): NewSubmission {
  const { questions } = survey;
  return {
    kuesionerId: survey.kuesioner.id,
    surveyorId: surveyor.user.id,
    idempotencyKey: key,
    diisiPada: '2026-11-20T08:00:00.000Z',
    answers: [
      { pertanyaan_id: questions.teks.id, isi_jawaban: 'Bandung', nilai_angka: null },
      { pertanyaan_id: questions.angka.id, isi_jawaban: '2', nilai_angka: 2 },
      { pertanyaan_id: questions.nominal.id, isi_jawaban: '50000', nilai_angka: 50_000 },
      { pertanyaan_id: questions.ya_tidak.id, isi_jawaban: 'Ya', nilai_angka: null },
    ],
  };
}

/** Responses stored without all their answers: a half-written submission would show here. */
async function responsesMissingAnswers(ctx: TestContext): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from respons r
    where (select count(*) from jawaban j where j.respons_id = r.id) <> 4`.execute(ctx.db);
  return Number(rows[0].n);
}

const outcomeOf = (result: PromiseSettledResult<InsertOutcome>) => (result.status === 'fulfilled' ? result.value : 'rejected');

describeOnEachDatabase('write coalescer (group commit)', (ctx) => {
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it('writes what arrives during a transaction in the next one, a repeated key stored once', async () => {
    const { writer, attempts } = recordingWriter(ctx());
    const [storedBefore] = await insertSubmissions(ctx().db, [newSubmission(survey, surveyor)]);
    const { idempotency_key: storedKey } = await ctx()
      .db.selectFrom('respons')
      .select('idempotency_key')
      .where('id', '=', storedBefore.id)
      .executeTakeFirstOrThrow();
    const repeated = randomUUID();
    const items = [
      newSubmission(survey, surveyor),
      newSubmission(survey, surveyor, repeated),
      newSubmission(survey, surveyor),
      newSubmission(survey, surveyor, repeated),
      newSubmission(survey, surveyor, storedKey),
      newSubmission(survey, surveyor, repeated),
    ];
    const results = await Promise.all(items.map((item) => writer.write(item)));

    // The first item starts a transaction alone; the five that queued meanwhile share the next.
    expect(attempts).toEqual([1, 5]);
    expect(results.map((result) => result.status)).toEqual(['created', 'created', 'created', 'duplicate', 'duplicate', 'duplicate']);
    expect(results[3].id).toBe(results[1].id);
    expect(results[5].id).toBe(results[1].id);
    expect(results[4].id).toBe(storedBefore.id);
    const copies = await ctx().db.selectFrom('respons').select('id').where('idempotency_key', '=', repeated).execute();
    expect(copies).toEqual([{ id: results[1].id }]);
    expect(await responsesMissingAnswers(ctx())).toBe(0);
  });

  it('fails a bad item alone and leaves nothing of it half-written', async () => {
    const { writer, attempts } = recordingWriter(ctx());
    const before = await ctx().tableCounts();
    const bad = newSubmission(survey, surveyor);
    // A question that does not exist: the answers' insert fails after the response row is in.
    bad.answers[3] = { pertanyaan_id: 987_654, isi_jawaban: 'Ya', nilai_angka: null };
    const items = [newSubmission(survey, surveyor), newSubmission(survey, surveyor), bad, newSubmission(survey, surveyor)];
    const results = await Promise.allSettled(items.map((item) => writer.write(item)));

    expect(results.map(outcomeOf).map((result) => (result === 'rejected' ? result : result.status))).toEqual([
      'created',
      'created',
      'rejected',
      'created',
    ]);
    // 1 alone, then 3 together, rolled back whole, then each of those 3 on its own.
    expect(attempts).toEqual([1, 3, 1, 1, 1]);
    const after = await ctx().tableCounts();
    expect(after.respons - before.respons).toBe(3);
    expect(after.jawaban - before.jawaban).toBe(12);
    expect(await ctx().db.selectFrom('respons').select('id').where('idempotency_key', '=', bad.idempotencyKey).execute()).toEqual([]);
    expect(await responsesMissingAnswers(ctx())).toBe(0);
  });

  it('lets concurrent HTTP submissions with repeated keys store exactly one response per key', async () => {
    const keys = Array.from({ length: 8 }, () => randomUUID());
    const requests = Array.from({ length: 40 }, (_, n) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/jawaban',
        headers: { ...surveyor.auth, 'idempotency-key': keys[n % keys.length] },
        payload: answersFor(survey, { angka: String(n % keys.length) }),
      }),
    );
    const responses = await Promise.all(requests);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(keys.length);
    expect(responses.every((response) => [200, 201].includes(response.statusCode))).toBe(true);
    for (const key of keys) {
      const ids = responses.filter((_, n) => keys[n % keys.length] === key).map((response) => response.json().id);
      expect(new Set(ids).size).toBe(1);
    }
    const stored = await ctx().db.selectFrom('respons').select('idempotency_key').where('idempotency_key', 'in', keys).execute();
    expect(stored).toHaveLength(keys.length);
    expect(await responsesMissingAnswers(ctx())).toBe(0);
  });
});
