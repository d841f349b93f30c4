import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import { type ProgresEventAktif, progresEventAktifSchema } from '../../../src/shared/schemas/progress';
import { answersFor, createEvent, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * GET /api/progres?aktif=1: the field progress of every active event in one answer (the Admin
 * dashboard's cards), each event's part as GET /api/events/{id}/progres gives it. The counts
 * themselves are progress.test.ts's; here, which events are in it and who may read it.
 */

function get(ctx: TestContext, url: string, user: SignedInUser | null): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
}

describeOnEachDatabase('field progress of every active event at once', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let surveyor: SignedInUser;
  let collected: SurveyFixture;
  let empty: Event;
  let archived: SurveyFixture;

  async function activeProgress(user: SignedInUser = admin): Promise<ProgresEventAktif> {
    const response = await get(ctx(), '/api/progres?aktif=1', user);
    expect(response.statusCode, response.body).toBe(200);
    return progresEventAktifSchema.parse(response.json());
  }

  async function oneEventProgress(eventId: number) {
    const response = await get(ctx(), `/api/events/${eventId}/progres`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    instansi = await ctx().createUser('Instansi');
    surveyor = await ctx().createUser('Surveyor', { nama: 'Sari' });
    collected = await createSurvey(ctx(), admin);
    empty = await createEvent(ctx(), admin);
    archived = await createSurvey(ctx(), admin);
    for (const survey of [collected, collected, archived]) {
      const sent = await submit(ctx(), surveyor, answersFor(survey));
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const archiving = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${archived.event.id}/status`,
      headers: admin.auth,
      payload: { status: 'diarsipkan' },
    });
    expect(archiving.statusCode, archiving.body).toBe(200);
  });

  it("lists every active event, and only those, each with what its own progress call answers", async () => {
    const body = await activeProgress();
    expect(body.events.map((event) => event.event_id)).toEqual([collected.event.id, empty.id]);
    for (const event of body.events) {
      const { event_id, ...progress } = event;
      expect(progress).toEqual(await oneEventProgress(event_id));
    }
    const [first, second] = body.events;
    expect(first.segmen.map((segment) => segment.jumlah_respons)).toEqual([2]);
    expect(first.surveyor.map((row) => [row.nama, row.total])).toEqual([['Sari', 2]]);
    expect(second).toMatchObject({ surveyor: [], segmen: [] });
    // Instansi reads the same.
    expect(await activeProgress(instansi)).toEqual(body);
  });

  it('is for Admin and Instansi: Surveyor 403, no token 401; without aktif=1, 400', async () => {
    expectApiError(await get(ctx(), '/api/progres?aktif=1', surveyor), 403, 'FORBIDDEN');
    expectApiError(await get(ctx(), '/api/progres?aktif=1', null), 401, 'UNAUTHORIZED');
    for (const url of ['/api/progres', '/api/progres?aktif=0', '/api/progres?aktif=ya']) {
      const refused = expectApiError(await get(ctx(), url, admin), 400, 'VALIDATION_ERROR');
      expect(refused.message, url).toBe('aktif harus 1.');
    }
  });
});
