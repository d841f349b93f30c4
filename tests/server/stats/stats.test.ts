import { beforeAll, expect, it } from 'vitest';
import { insertEvent, seedSurvey } from '../helpers/seed-survey';
import { describeOnEachDatabase, errorBody, type SignedInUser } from '../helpers/test-app';

describeOnEachDatabase('GET /api/me/stats', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  const stats = (user?: SignedInUser) => ctx().app.inject({ method: 'GET', url: '/api/me/stats', headers: user?.auth });

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    const colleague = await ctx().createUser('Surveyor');
    await ctx().createUser('Instansi');
    // The surveyor: 3 + 2 responses over two events; the colleague: 4 in a third; one orphan
    // response whose surveyor account is gone.
    await seedSurvey(ctx().db, { responses: 3, surveyorId: surveyor.user.id });
    await seedSurvey(ctx().db, { responses: 2, surveyorId: surveyor.user.id });
    await seedSurvey(ctx().db, { responses: 4, surveyorId: colleague.user.id });
    await seedSurvey(ctx().db, { responses: 1, surveyorId: null });
    await insertEvent(ctx().db, { status: 'diarsipkan' });
  });

  it('gives an Admin the number of users, active events and all responses', async () => {
    const response = await stats(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total_pengguna: 4, total_event_aktif: 4, total_data_survei: 10 });
  });

  it('gives a Surveyor their own responses and the distinct events they cover', async () => {
    const response = await stats(surveyor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_survei: 5, total_event: 2 });
  });

  it('gives a Surveyor with no submissions zeros', async () => {
    const response = await stats(await ctx().createUser('Surveyor'));
    expect(response.json()).toEqual({ total_survei: 0, total_event: 0 });
  });

  it('gives Instansi an empty object', async () => {
    const response = await stats(await ctx().createUser('Instansi'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('refuses a request without a token with 401', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).code).toBe('UNAUTHORIZED');
  });
});
