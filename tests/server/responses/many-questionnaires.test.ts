import { beforeAll, expect, it } from 'vitest';
import { insertEvent, insertQuestion, insertResponses } from '../helpers/seed-survey';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Security issue 25, item 7b: Data Survei reads an event of any number of respondent types. Past
 * 500 questionnaires SQLite refused the page's compound select ("too many terms in compound
 * SELECT") and the call answered 500.
 */

const QUESTIONNAIRES = 600;

describeOnEachDatabase('Data Survei with 600 questionnaires in one event', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let eventId: number;
  let newest: number[];

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    eventId = await insertEvent(ctx().db, { nama_event: 'Pekan Olahraga Nasional' });
    const now = new Date().toISOString();
    const forms = await ctx()
      .db.insertInto('kuesioner')
      .values(Array.from({ length: QUESTIONNAIRES }, (_, index) => ({ event_id: eventId, tipe_responden: `Segmen ${index + 1}`, nama_kuesioner: `Kuesioner ${index + 1}`, created_at: now })))
      .returning('id')
      .execute();
    // Responses in the first, a middle and the last questionnaire.
    newest = [];
    for (const [offset, form] of [forms[0], forms[299], forms[QUESTIONNAIRES - 1]].entries()) {
      const [question] = await insertQuestion(ctx().db, form.id, [{ teks: 'Asal kota', tipe: 'teks' }]);
      const diisiPada = new Date(Date.UTC(2026, 10, 20, 8, offset)).toISOString();
      newest.unshift(...(await insertResponses(ctx().db, form.id, [{ surveyorId: surveyor.user.id, diisiPada, answers: new Map([[question, 'Palu']]) }])));
    }
  });

  it('GET /api/events/{id}/respons lists them, newest first, with their total', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/respons`, headers: admin.auth });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().total).toBe(3);
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual(newest);
    const paged = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/respons?per_halaman=1&halaman=2&dari=2026-11-20`, headers: admin.auth });
    expect(paged.statusCode, paged.body.slice(0, 300)).toBe(200);
    expect(paged.json().data.map((item: { id: number }) => item.id)).toEqual([newest[1]]);
  });

  it('GET /api/me/respons of that event lists the surveyor\'s own', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/me/respons?event_id=${eventId}`, headers: surveyor.auth });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data.map((item: { id: number }) => item.id)).toEqual(newest);
  });
});
