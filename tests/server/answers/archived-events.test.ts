import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Security issue 25, item 3: an archived event takes only the answers collected before it was
 * archived, arriving within 7 days of it (a phone that was offline); later ones get 409 with the
 * reason, and nothing is stored.
 */

const DAY = 24 * 60 * 60 * 1000;
const AFTER = 'Event ini sudah diarsipkan, dan jawaban ini diisi setelahnya (atau waktu pengisiannya tidak dapat dipastikan), jadi tidak diterima. Data tetap tersimpan di perangkat.';
const LATE = 'Event ini sudah diarsipkan lebih dari 7 hari yang lalu, jadi jawaban tidak diterima lagi. Data tetap tersimpan di perangkat: ekspor dan serahkan ke Admin.';

describeOnEachDatabase('answers for an archived event', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  async function setStatus(survey: SurveyFixture, status: 'aktif' | 'diarsipkan'): Promise<void> {
    const response = await ctx().app.inject({ method: 'PATCH', url: `/api/events/${survey.event.id}/status`, headers: admin.auth, payload: { status } });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function archivedAt(survey: SurveyFixture): Promise<string | null> {
    return (await ctx().db.selectFrom('events').select('diarsipkan_pada').where('id', '=', survey.event.id).executeTakeFirstOrThrow()).diarsipkan_pada;
  }

  /** A survey collected a moment ago, then the event archived. */
  async function archivedSurvey(): Promise<{ survey: SurveyFixture; collectedBefore: string }> {
    const survey = await createSurvey(ctx(), admin);
    const collectedBefore = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await setStatus(survey, 'diarsipkan');
    return { survey, collectedBefore };
  }

  it('takes answers collected before the archiving; refuses, with the reason, those collected after or with no believable time', async () => {
    const { survey, collectedBefore } = await archivedSurvey();
    expect(await archivedAt(survey)).not.toBeNull();
    expect((await submit(ctx(), surveyor, { ...answersFor(survey), diisiPada: collectedBefore })).statusCode).toBe(201);
    const before = await ctx().tableCounts();
    for (const extra of [{}, { diisiPada: new Date().toISOString() }, { diisiPada: '2000-01-01T00:00:00Z' }]) {
      const response = await submit(ctx(), surveyor, { ...answersFor(survey), ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(409);
      expect(response.json()).toEqual({ message: AFTER, code: 'CONFLICT' });
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('refuses answers arriving more than 7 days after the archiving, even collected before it', async () => {
    const { survey, collectedBefore } = await archivedSurvey();
    await ctx().db.updateTable('events').set({ diarsipkan_pada: new Date(Date.now() - 7 * DAY - 60_000).toISOString() }).where('id', '=', survey.event.id).execute();
    const before = await ctx().tableCounts();
    const response = await submit(ctx(), surveyor, { ...answersFor(survey), diisiPada: new Date(Date.now() - 8 * DAY).toISOString() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: LATE, code: 'CONFLICT' });
    expect((await submit(ctx(), surveyor, { ...answersFor(survey), diisiPada: collectedBefore })).json().message).toBe(LATE);
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('the batch refuses such an item on its own, with the reason', async () => {
    const { survey, collectedBefore } = await archivedSurvey();
    const items = [
      { idempotencyKey: randomUUID(), ...answersFor(survey), diisiPada: collectedBefore },
      { idempotencyKey: randomUUID(), ...answersFor(survey) },
    ];
    const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { status: string; message?: string; id?: number }[];
    expect(results[0].status).toBe('created');
    expect(results[1]).toEqual({ idempotencyKey: items[1].idempotencyKey, status: 'rejected', message: AFTER });
  });

  it('an event made active again takes answers again, and archiving it again starts a new grace period', async () => {
    const { survey } = await archivedSurvey();
    await setStatus(survey, 'aktif');
    expect(await archivedAt(survey)).toBeNull();
    expect((await submit(ctx(), surveyor, answersFor(survey))).statusCode).toBe(201);
    await setStatus(survey, 'diarsipkan');
    const first = await archivedAt(survey);
    expect(first).not.toBeNull();
    // Archived again while archived: the time it was first archived stays.
    await setStatus(survey, 'diarsipkan');
    expect(await archivedAt(survey)).toBe(first);
  });
});
