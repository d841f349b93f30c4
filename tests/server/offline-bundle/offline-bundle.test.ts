import { expect, it } from 'vitest';
import { createEvent, createKuesioner, createPertanyaan, createSurvey } from '../helpers/api-fixtures';
import { describeOnEachDatabase } from '../helpers/test-app';

describeOnEachDatabase('GET /api/offline-bundle', (ctx) => {
  it('holds the active events with their questionnaires and questions in order', async () => {
    const admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const survey = await createSurvey(ctx(), admin);
    const archived = await createEvent(ctx(), admin, { status: 'diarsipkan' });
    await createKuesioner(ctx(), admin, archived.id);

    const response = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: surveyor.auth });
    expect(response.statusCode).toBe(200);
    const bundle = response.json();
    expect(bundle.version).toMatch(/^[\w-]{22}$/);
    expect(bundle.events.map((event: { id: number }) => event.id)).toEqual([survey.event.id]);
    const [kuesioner] = bundle.events[0].kuesioner;
    expect(kuesioner).toMatchObject({ id: survey.kuesioner.id, tipe_responden: 'Penonton' });
    expect(kuesioner.pertanyaan.map((q: { tipe_jawaban: string }) => q.tipe_jawaban)).toEqual(['teks', 'angka', 'nominal', 'ya_tidak']);
  });

  it('changes its version exactly when the content changes, and answers 304 to a current version', async () => {
    const admin = await ctx().createUser('Admin');
    const get = (headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: { ...admin.auth, ...headers } });
    const first = await get();
    const again = await get();
    expect(again.json().version).toBe(first.json().version);
    const notModified = await get({ 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const survey = await createSurvey(ctx(), admin);
    const afterEvent = await get();
    expect(afterEvent.json().version).not.toBe(first.json().version);
    await createPertanyaan(ctx(), admin, survey.kuesioner.id, 'Satu lagi?', 'teks');
    const afterQuestion = await get();
    expect(afterQuestion.json().version).not.toBe(afterEvent.json().version);
    expect((await get({ 'if-none-match': afterEvent.headers.etag as string })).statusCode).toBe(200);
  });
});
