import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { type InsertOutcome, insertResponses } from '../../../src/server/answers/answers.repo';
import type { NewResponse } from '../../../src/server/answers/bulk-rows';
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
  const writer = createWriteCoalescer<NewResponse, InsertOutcome>({
    writeBatch: (items) => {
      attempts.push(items.length);
      during(attempts.length);
      return insertResponses(ctx.db, ctx.kind, items);
    },
    weightOf: (item) => item.answers.length,
    maxBatchWeight: 10_000,
  });
  return { writer, attempts };
}

function newSubmission(survey: SurveyFixture, surveyor: SignedInUser, key: string = randomUUID()): NewResponse {
  const { questions } = survey;
  return {
    kuesioner_id: survey.kuesioner.id,
    surveyor_id: surveyor.user.id,
    idempotency_key: key,
    diisi_pada: '2026-11-20T08:00:00.000Z',
    teks_cari: 'bandung\n2\n50000',
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

  it('writes together what arrives together, and what arrives during a transaction in the next', async () => {
    const [storedBefore] = await insertResponses(ctx().db, ctx().kind, [newSubmission(survey, surveyor)]);
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

  it('fails every item of a batch at once when the database is out, without trying each again', async () => {
    const outage = Object.assign(new Error('connection terminated'), { code: '57P01' });
    let attempts = 0;
    const writer = createWriteCoalescer<NewResponse, InsertOutcome>({
      writeBatch: async () => {
        attempts += 1;
        throw outage;
      },
      weightOf: (item) => item.answers.length,
      maxBatchWeight: 10_000,
    });
    const results = await Promise.allSettled([1, 2, 3].map(() => writer.write(newSubmission(survey, surveyor))));
    expect(results.map((result) => (result.status === 'rejected' ? result.reason : result.value))).toEqual([outage, outage, outage]);
    expect(attempts).toBe(1);
  });

  it('settles every caller whatever throws inside the writer, and writes again afterwards', async () => {
    const poison = newSubmission(survey, surveyor);
    const writer = createWriteCoalescer<NewResponse, InsertOutcome>({
      writeBatch: (items) => insertResponses(ctx().db, ctx().kind, items),
      weightOf: (item) => {
        if (item === poison) throw new Error('weight unknown');
        return item.answers.length;
      },
      maxBatchWeight: 10_000,
    });
    const results = await Promise.allSettled([poison, newSubmission(survey, surveyor)].map((item) => writer.write(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    const shortAnswer = createWriteCoalescer<NewResponse, InsertOutcome>({
      writeBatch: async () => [],
      weightOf: () => 1,
      maxBatchWeight: 10,
    });
    const short = await Promise.allSettled([shortAnswer.write(newSubmission(survey, surveyor)), shortAnswer.write(newSubmission(survey, surveyor))]);
    expect(short.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    expect((await writer.write(newSubmission(survey, surveyor))).status).toBe('created');
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
    expect(await ctx().db.selectFrom('respons').select('id').where('idempotency_key', '=', bad.idempotency_key).execute()).toEqual([]);
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
