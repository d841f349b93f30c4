import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { type InsertOutcome, insertSubmissions, type NewSubmission } from '../../../src/server/answers/answers.repo';
import { createWriteCoalescer } from '../../../src/server/answers/write-coalescer';
import { answersFor, createSurvey, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * The group commit behind POST /api/jawaban and its batch: what arrives together, or while a
 * transaction is under way, is written together in one transaction, each caller answered on its own.
 */

/** The real writer, recording the size of every transaction it attempts; `during` runs as each starts. */
function recordingWriter(ctx: TestContext, during: (attempt: number) => void = () => {}) {
  const attempts: number[] = [];
  const writer = createWriteCoalescer<NewSubmission, InsertOutcome>({
    writeBatch: (items) => {
      attempts.push(items.length);
      during(attempts.length);
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

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const outcomeOf = (result: PromiseSettledResult<InsertOutcome>) => (result.status === 'fulfilled' ? result.value : 'rejected');

describeOnEachDatabase('write coalescer (group commit)', (ctx) => {
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  it('writes together what arrives together, and what arrives during a transaction in the next', async () => {
    const [storedBefore] = await insertSubmissions(ctx().db, [newSubmission(survey, surveyor)]);
    const { idempotency_key: storedKey } = await ctx()
      .db.selectFrom('respons')
      .select('idempotency_key')
      .where('id', '=', storedBefore.id)
      .executeTakeFirstOrThrow();
    const early = randomUUID();
    const twice = randomUUID();
    const later: Promise<InsertOutcome>[] = [];
    const { writer, attempts } = recordingWriter(ctx(), (attempt) => {
      if (attempt !== 1) return;
      // These arrive while the first transaction is under way.
      for (const key of [randomUUID(), early, twice, storedKey, twice]) later.push(writer.write(newSubmission(survey, surveyor, key)));
    });
    const first = await Promise.all([writer.write(newSubmission(survey, surveyor)), writer.write(newSubmission(survey, surveyor, early))]);
    const second = await Promise.all(later);

    expect(attempts).toEqual([2, 5]);
    expect(first.map((result) => result.status)).toEqual(['created', 'created']);
    expect(second.map((result) => result.status)).toEqual(['created', 'duplicate', 'created', 'duplicate', 'duplicate']);
    expect(second[1].id).toBe(first[1].id);
    expect(second[4].id).toBe(second[2].id);
    expect(second[3].id).toBe(storedBefore.id);
    for (const key of [early, twice]) {
      expect(await ctx().db.selectFrom('respons').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
    }
    expect(await responsesMissingAnswers(ctx())).toBe(0);
  });

  it('holds a transaction open for a write announced and still on its way, a few turns at most', async () => {
    const { writer, attempts } = recordingWriter(ctx());
    const onItsWay = writer.expect();
    const first = writer.write(newSubmission(survey, surveyor));
    // The announced request queues its item two turns later (its reads), as the answers route does.
    await nextTurn();
    await nextTurn();
    const second = writer.write(newSubmission(survey, surveyor));
    onItsWay();
    await Promise.all([first, second]);
    expect(attempts).toEqual([2]);

    // An announcement never released (a request that hangs) delays a transaction, never stops it.
    writer.expect();
    const alone = await writer.write(newSubmission(survey, surveyor));
    expect(alone.status).toBe('created');
    expect(attempts).toEqual([2, 1]);
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
    // All 4 together, rolled back whole, then each on its own.
    expect(attempts).toEqual([4, 1, 1, 1, 1]);
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
