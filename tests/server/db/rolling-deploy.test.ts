import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../helpers/test-database';
import { answersFor, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { type SignedInUser, startTestApp, TEST_PASSWORD, type TestContext } from '../helpers/test-app';

/**
 * A rolling deploy: a newer instance migrates (adds columns) while an older one keeps serving with
 * the statements it keeps prepared on its connections (db/prepared-statements.ts). PostgreSQL
 * refuses a kept statement whose result columns changed ("cached plan must not change result
 * type"), so nothing the old instance keeps may depend on a table's full column list.
 */

const skipReason = postgresUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set, no PostgreSQL to test on)';

/** What a surveyor does all day, several requests at once so that every pooled connection serves. */
async function aRoundOfWork(ctx: TestContext, surveyor: SignedInUser, survey: SurveyFixture): Promise<number[]> {
  const requests = Array.from({ length: 12 }, () => submit(ctx, surveyor, answersFor(survey)));
  requests.push(
    ctx.app.inject({
      method: 'POST',
      url: '/api/jawaban/batch',
      headers: surveyor.auth,
      payload: { items: [{ idempotencyKey: randomUUID(), ...answersFor(survey) }, { idempotencyKey: randomUUID(), ...answersFor(survey) }] },
    }),
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: surveyor.auth }),
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: surveyor.user.email, password: TEST_PASSWORD } }),
    ctx.app.inject({ method: 'GET', url: `/api/kuesioner/${survey.kuesioner.id}/pertanyaan`, headers: surveyor.auth }),
  );
  const responses = await Promise.all(requests);
  return responses.map((response) => response.statusCode);
}

describe.skipIf(!postgresUrl)(`prepared statements through a rolling deploy${skipReason}`, () => {
  let ctx: TestContext;
  let surveyor: SignedInUser;
  let survey: SurveyFixture;

  beforeAll(async () => {
    ctx = await startTestApp('postgres');
    const admin = await ctx.createUser('Admin');
    surveyor = await ctx.createUser('Surveyor');
    survey = await createSurvey(ctx, admin);
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.database.dispose();
  });

  it('keeps serving after another instance adds columns to the tables its statements read', async () => {
    // Enough rounds that every frequent statement is kept prepared on the connections.
    for (let round = 0; round < 4; round += 1) {
      expect(new Set(await aRoundOfWork(ctx, surveyor, survey))).toEqual(new Set([200, 201]));
    }

    const newerInstance = new pg.Client({ connectionString: ctx.database.databaseUrl });
    await newerInstance.connect();
    try {
      for (const table of ['users', 'respons', 'jawaban', 'kuesioner', 'pertanyaan', 'events']) {
        await newerInstance.query(`alter table ${table} add column kolom_baru text`);
      }
    } finally {
      await newerInstance.end();
    }

    for (let round = 0; round < 3; round += 1) {
      expect(new Set(await aRoundOfWork(ctx, surveyor, survey))).toEqual(new Set([200, 201]));
    }
  });
});
