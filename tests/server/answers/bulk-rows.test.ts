import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type NewResponse, storeNewResponses } from '../../../src/server/answers/bulk-rows';
import { createSurvey, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/** answers/bulk-rows.ts: many responses and their answers in one statement (PostgreSQL) or transaction (SQLite). */

const RECEIVED = '2026-11-24T03:00:00.000Z';

describeOnEachDatabase('storeNewResponses', (ctx) => {
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    const admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
  });

  function response(key = randomUUID(), teks = 'Bandung'): NewResponse {
    const { questions } = survey;
    return {
      kuesioner_id: survey.kuesioner.id,
      surveyor_id: surveyor.user.id,
      idempotency_key: key,
      diisi_pada: '2026-11-24T02:00:00.000Z',
      teks_cari: `${teks.toLowerCase()}\n1500000`,
      answers: [
        { pertanyaan_id: questions.teks.id, isi_jawaban: teks, nilai_angka: null },
        { pertanyaan_id: questions.nominal.id, isi_jawaban: '1500000', nilai_angka: 1_500_000 },
      ],
    };
  }

  const store = (responses: NewResponse[]) => storeNewResponses(ctx().db, ctx().kind, responses, RECEIVED);

  it('stores every response with its answers as given, and answers the id made for each key', async () => {
    const batch = [response(undefined, 'Mataram'), response(undefined, 'Baris "satu"\r\nbaris dua'), response()];
    const ids = await store(batch);
    expect([...ids.keys()].sort()).toEqual(batch.map((r) => r.idempotency_key).sort());
    for (const r of batch) {
      const stored = await ctx()
        .db.selectFrom('respons')
        .select(['kuesioner_id', 'surveyor_id', 'diisi_pada', 'diterima_pada'])
        .where('id', '=', ids.get(r.idempotency_key) as number)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ kuesioner_id: r.kuesioner_id, surveyor_id: r.surveyor_id, diisi_pada: r.diisi_pada, diterima_pada: RECEIVED });
      const answers = await ctx()
        .db.selectFrom('jawaban')
        .select(['pertanyaan_id', 'isi_jawaban', 'nilai_angka'])
        .where('respons_id', '=', ids.get(r.idempotency_key) as number)
        .orderBy('pertanyaan_id')
        .execute();
      expect(answers.map((a) => ({ ...a, nilai_angka: a.nilai_angka === null ? null : Number(a.nilai_angka) }))).toEqual(
        [...r.answers].sort((a, b) => a.pertanyaan_id - b.pertanyaan_id),
      );
    }
  });

  it('leaves out a key stored before: nothing more is stored for it, and it has no id in the answer', async () => {
    const first = response();
    await store([first]);
    const before = await ctx().tableCounts();
    const fresh = response();
    const ids = await store([{ ...first, answers: [first.answers[0]] }, fresh]);
    expect([...ids.keys()]).toEqual([fresh.idempotency_key]);
    const after = await ctx().tableCounts();
    expect(after.respons - before.respons).toBe(1);
    expect(after.jawaban - before.jawaban).toBe(2);
  });

  it('stores nothing of the batch when one answer breaks a rule', async () => {
    const before = await ctx().tableCounts();
    const bad = response();
    bad.answers[1] = { ...bad.answers[1], pertanyaan_id: 987_654 };
    await expect(store([response(), bad, response()])).rejects.toThrow();
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('stores a response with no answers (an empty optional form) and a batch of one', async () => {
    const empty = { ...response(), answers: [] };
    const ids = await store([empty]);
    expect(ids.has(empty.idempotency_key)).toBe(true);
  });
});
