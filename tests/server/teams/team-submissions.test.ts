import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, type SurveyFixture, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

const NOT_A_MEMBER = 'Anda bukan anggota tim survei event ini.';
const REMOVED =
  'Anda sudah dikeluarkan dari tim survei event ini, dan jawaban ini diisi setelahnya ' +
  '(atau waktu pengisiannya tidak dapat dipastikan, atau sudah lebih dari 7 hari), jadi tidak diterima. ' +
  'Data tetap tersimpan di perangkat.';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** docs/event-teams.md: with a required team, only its members get the forms and may submit. */
describeOnEachDatabase('submissions to an event with a required team', (ctx) => {
  let admin: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  let survey: SurveyFixture;

  const setTeam = async (wajib: boolean, anggota: SignedInUser[]) => {
    const response = await ctx().app.inject({
      method: 'PUT',
      url: `/api/events/${survey.event.id}/tim`,
      headers: admin.auth,
      payload: { wajib, anggota: anggota.map(({ user }) => ({ user_id: user.id })) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const bundleEventIds = async (user: SignedInUser) => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/offline-bundle', headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().events as { id: number }[]).map((event) => event.id);
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    member = await ctx().createUser('Surveyor');
    outsider = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
    // Made an hour ago, so a collection time within that hour is believed.
    await ctx().db.updateTable('kuesioner').set({ created_at: new Date(Date.now() - HOUR).toISOString() }).where('id', '=', survey.kuesioner.id).execute();
  });

  it('an optional team changes nothing: everyone gets the forms and may submit', async () => {
    await setTeam(false, [member]);
    expect(await bundleEventIds(outsider)).toContain(survey.event.id);
    expect((await submit(ctx(), outsider, answersFor(survey))).statusCode).toBe(201);
  });

  it('a required team: members get the forms and submit; anyone else neither, with the reason, and nothing is stored', async () => {
    await setTeam(true, [member]);
    expect(await bundleEventIds(member)).toContain(survey.event.id);
    expect(await bundleEventIds(outsider)).not.toContain(survey.event.id);
    expect((await submit(ctx(), member, answersFor(survey))).statusCode).toBe(201);
    const before = await ctx().tableCounts();
    const refused = await submit(ctx(), outsider, answersFor(survey));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_A_MEMBER, code: 'FORBIDDEN' });
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it("a removed member's offline survey collected before the removal is taken; one collected after, or of no believable time, is not", async () => {
    await setTeam(true, [member]);
    await setTeam(true, []);
    const { dihapus_pada } = await ctx().db.selectFrom('anggota_tim').select('dihapus_pada').where('user_id', '=', member.user.id).executeTakeFirstOrThrow();
    const removedAt = Date.parse(dihapus_pada ?? '');
    expect(await bundleEventIds(member)).not.toContain(survey.event.id);

    const before = { ...answersFor(survey), diisiPada: new Date(removedAt - 10 * 60_000).toISOString() };
    expect((await submit(ctx(), member, before)).statusCode).toBe(201);
    for (const late of [{ ...answersFor(survey), diisiPada: new Date(removedAt + 1).toISOString() }, answersFor(survey)]) {
      const response = await submit(ctx(), member, late);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REMOVED);
    }
  });

  it('after 7 days even a survey collected before the removal is refused; the batch refuses such items one by one', async () => {
    await setTeam(true, [member]);
    await setTeam(true, []);
    const removedAt = Date.now() - 7 * DAY - 60_000;
    await ctx().db.updateTable('anggota_tim').set({ dihapus_pada: new Date(removedAt).toISOString() }).where('user_id', '=', member.user.id).execute();
    await ctx().db.updateTable('kuesioner').set({ created_at: new Date(removedAt - DAY).toISOString() }).where('id', '=', survey.kuesioner.id).execute();
    const collected = new Date(removedAt - HOUR).toISOString();
    expect((await submit(ctx(), member, { ...answersFor(survey), diisiPada: collected })).statusCode).toBe(403);

    await setTeam(true, [outsider]);
    const items = [
      { idempotencyKey: randomUUID(), ...answersFor(survey) },
      { idempotencyKey: randomUUID(), ...answersFor(survey), diisiPada: collected },
    ];
    const asOutsider = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: outsider.auth, payload: { items } });
    expect(asOutsider.json().results.map((result: { status: string }) => result.status)).toEqual(['created', 'created']);
    const asMember = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: member.auth, payload: { items: items.map((item) => ({ ...item, idempotencyKey: randomUUID() })) } });
    expect(asMember.json().results).toEqual([
      expect.objectContaining({ status: 'rejected', message: REMOVED }),
      expect.objectContaining({ status: 'rejected', message: REMOVED }),
    ]);
  });
});
