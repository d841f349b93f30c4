import { beforeAll, expect, it } from 'vitest';
import { insertEvent, insertQuestionnaire, insertQuestion, insertResponses, SEED_QUESTIONS, seedSurvey } from '../helpers/seed-survey';
import { describeOnEachDatabase, errorBody, type SignedInUser, type TestContext } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;

/** Where today begins and ends (ms since the epoch) in a zone `offsetHours` ahead of UTC, worked out on its own. */
function todayAt(offsetHours: number): { from: number; to: number } {
  const date = new Date(Date.now() + offsetHours * HOUR).toISOString().slice(0, 10);
  const from = Date.parse(`${date}T00:00:00.000Z`) - offsetHours * HOUR;
  return { from, to: from + 24 * HOUR };
}

/** An active event whose one questionnaire got a response at each of these instants; their ids in that order. */
async function responsesAt(ctx: TestContext, surveyorId: number, instants: number[]): Promise<number[]> {
  const eventId = await insertEvent(ctx.db, { nama_event: 'Event Hari Ini' });
  const kuesionerId = await insertQuestionnaire(ctx.db, eventId, 'Pengunjung');
  const [asal] = await insertQuestion(ctx.db, kuesionerId, SEED_QUESTIONS.slice(0, 1));
  return insertResponses(
    ctx.db,
    kuesionerId,
    instants.map((ms) => ({ surveyorId, diisiPada: new Date(ms).toISOString(), answers: new Map([[asal, 'Bandung']]) })),
  );
}

async function voidResponse(ctx: TestContext, admin: SignedInUser, id: number): Promise<void> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/respons/${id}`,
    headers: admin.auth,
    payload: { status: 'dibatalkan', alasan: 'Data uji coba' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describeOnEachDatabase('GET /api/me/stats', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  const stats = (user?: SignedInUser) => ctx().app.inject({ method: 'GET', url: '/api/me/stats', headers: user?.auth });

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    const colleague = await ctx().createUser('Surveyor');
    await ctx().createUser('Instansi');
    // The surveyor: 3 + 2 responses over two events (20 Nov 2026), the 2 later voided; the
    // colleague: 4 in a third; one orphan response whose surveyor account is gone.
    await seedSurvey(ctx().db, { responses: 3, surveyorId: surveyor.user.id });
    const voided = await seedSurvey(ctx().db, { responses: 2, surveyorId: surveyor.user.id });
    await seedSurvey(ctx().db, { responses: 4, surveyorId: colleague.user.id });
    await seedSurvey(ctx().db, { responses: 1, surveyorId: null });
    await insertEvent(ctx().db, { status: 'diarsipkan' });
    // A fifth event, around today in WIB (UTC+7): the last millisecond of yesterday, the first of
    // today, an hour later (voided), the last second of today, and the first instant of tomorrow.
    const today = todayAt(7);
    const around = await responsesAt(ctx(), surveyor.user.id, [today.from - 1, today.from, today.from + HOUR, today.to - 1000, today.to]);
    for (const id of [...voided.responsIds, around[2]]) await voidResponse(ctx(), admin, id);
  });

  it('gives an Admin the number of users, active events, accepted responses and those collected today', async () => {
    const response = await stats(admin);
    expect(response.statusCode, response.body).toBe(200);
    // 3 + 0 + 4 + 1 + 4 accepted; today in WIB: its first instant and its last second.
    expect(response.json()).toEqual({ total_pengguna: 4, total_event_aktif: 5, total_data_survei: 12, data_survei_hari_ini: 2 });
  });

  it('gives a Surveyor their own accepted responses and the distinct events they cover', async () => {
    const response = await stats(surveyor);
    expect(response.statusCode).toBe(200);
    // The event whose responses were all voided no longer counts.
    expect(response.json()).toEqual({ total_survei: 7, total_event: 2 });
  });

  it('counts a restored response again', async () => {
    const { db } = ctx();
    const voided = await db.selectFrom('respons').select('id').where('status', '=', 'dibatalkan').orderBy('id').execute();
    expect(voided).toHaveLength(3);
    const restore = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/respons/${voided[2].id}`,
      headers: admin.auth,
      payload: { status: 'diterima' },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await stats(admin)).json()).toEqual({ total_pengguna: 4, total_event_aktif: 5, total_data_survei: 13, data_survei_hari_ini: 3 });
    expect((await stats(surveyor)).json()).toEqual({ total_survei: 8, total_event: 2 });
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

describeOnEachDatabase(
  'GET /api/me/stats with REPORT_TIMEZONE=Asia/Jayapura',
  (ctx) => {
    it("counts today's responses by the report time zone's day (WIT, UTC+9), not WIB's", async () => {
      const admin = await ctx().createUser('Admin');
      const surveyor = await ctx().createUser('Surveyor');
      const wit = todayAt(9);
      // 23:00 WIB the day before is 01:00 WIT today; the last second before WIT's midnight is yesterday.
      await responsesAt(ctx(), surveyor.user.id, [wit.from - 1000, wit.from, wit.from + HOUR, wit.to - 1, wit.to]);
      const response = await ctx().app.inject({ method: 'GET', url: '/api/me/stats', headers: admin.auth });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ total_pengguna: 2, total_event_aktif: 1, total_data_survei: 5, data_survei_hari_ini: 3 });
    });
  },
  (config) => ({ ...config, reportTimeZone: 'Asia/Jayapura' }),
);
