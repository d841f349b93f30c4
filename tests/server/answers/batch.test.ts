import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { answersFor, createSurvey } from '../helpers/api-fixtures';
import { describeOnEachDatabase } from '../helpers/test-app';

describeOnEachDatabase('POST /api/jawaban/batch', (ctx) => {
  it('answers each item on its own, in order: created, duplicate or rejected', async () => {
    const admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const survey = await createSurvey(ctx(), admin);
    const sentBefore = randomUUID();
    await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban',
      headers: { ...surveyor.auth, 'idempotency-key': sentBefore },
      payload: answersFor(survey),
    });
    const fresh = randomUUID();
    const items = [
      { idempotencyKey: fresh, ...answersFor(survey) },
      { idempotencyKey: sentBefore, ...answersFor(survey) },
      { idempotencyKey: randomUUID(), ...answersFor(survey, { ya_tidak: 'Mungkin' }) },
      { idempotencyKey: randomUUID(), ...answersFor(survey), kuesionerId: 999999 },
      { ...answersFor(survey) },
      'bukan objek',
      { idempotencyKey: fresh, ...answersFor(survey) },
    ];
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((result: { status: string }) => result.status)).toEqual([
      'created',
      'duplicate',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'duplicate',
    ]);
    expect(results[0].idempotencyKey).toBe(fresh);
    expect(results[6].id).toBe(results[0].id);
    expect(results[2].message).toBe('Jawaban untuk "Apakah Anda puas?" harus "Ya" atau "Tidak".');
    expect(results[3].message).toBe('Kuesioner tidak ditemukan. Mungkin sudah dihapus oleh Admin.');
    expect(results[4]).toMatchObject({ idempotencyKey: null, status: 'rejected' });
    expect(results[5].message).toBeTruthy();
    const stored = await ctx().db.selectFrom('respons').select('id').execute();
    expect(stored).toHaveLength(2);
  });

  it('takes up to 100 items and refuses more or none', async () => {
    const admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const survey = await createSurvey(ctx(), admin);
    const make = (count: number) => Array.from({ length: count }, () => ({ idempotencyKey: randomUUID(), ...answersFor(survey) }));
    const full = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items: make(100) } });
    expect(full.statusCode).toBe(200);
    expect(full.json().results.every((result: { status: string }) => result.status === 'created')).toBe(true);
    const before = await ctx().tableCounts();
    for (const items of [make(101), []]) {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/items/);
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });
});
