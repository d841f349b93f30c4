import { expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_QUESTIONNAIRES, DEMO_RESPONSES_PER_QUESTIONNAIRE, DEMO_USERS } from '../../../src/server/seed/demo-data';
import { seedDemo } from '../../../src/server/seed/seed-demo';
import { describeOnEachDatabase } from '../helpers/test-app';

describeOnEachDatabase('npm run seed:demo', (ctx) => {
  it('loads users of every role, events, all four answer types and responses, and is idempotent', async () => {
    const expectedResponses = DEMO_EVENTS.length * Object.keys(DEMO_QUESTIONNAIRES).length * DEMO_RESPONSES_PER_QUESTIONNAIRE;
    expect(await seedDemo(ctx().db, ctx().kind)).toBe(expectedResponses);
    const first = await ctx().tableCounts();
    expect(first).toMatchObject({ users: DEMO_USERS.length, events: DEMO_EVENTS.length, respons: expectedResponses });
    const types = await ctx().db.selectFrom('pertanyaan').select('tipe_jawaban').distinct().execute();
    expect(types.map((row) => row.tipe_jawaban).sort()).toEqual(['angka', 'nominal', 'teks', 'ya_tidak']);

    expect(await seedDemo(ctx().db, ctx().kind)).toBe(0);
    expect(await ctx().tableCounts()).toEqual(first);

    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS[0].email, password: DEMO_USERS[0].password },
    });
    expect(login.statusCode).toBe(200);
  });
});
