import { expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_QUESTIONNAIRES, DEMO_RESPONSES_PER_QUESTIONNAIRE, DEMO_USERS } from '../../../src/server/seed/demo-data';
import { seedDemo } from '../../../src/server/seed/seed-demo';
import { DEMO_ECONOMIC_STORIES } from '../../../src/server/seed/demo-economic-stories';
import { DEMO_IMPACT_REGISTER_EVENTS, DEMO_IMPACT_REGISTER_STORIES } from '../../../src/server/seed/demo-impact-register';
import { describeOnEachDatabase } from '../helpers/test-app';

describeOnEachDatabase('npm run seed:demo', (ctx) => {
  it('loads users of every role, events, all six answer types, a show-if and responses, and is idempotent', async () => {
    const storyResponses = [...DEMO_ECONOMIC_STORIES, ...DEMO_IMPACT_REGISTER_STORIES].flatMap((story) => story.segments).reduce(
      (sum, segment) => sum + Object.values(segment.origins).reduce((count, origin) => count + origin, 0),
      0,
    );
    const expectedResponses = DEMO_EVENTS.length * Object.keys(DEMO_QUESTIONNAIRES).length * DEMO_RESPONSES_PER_QUESTIONNAIRE + storyResponses;
    expect(await seedDemo(ctx().db, ctx().kind)).toBe(expectedResponses);
    const first = await ctx().tableCounts();
    expect(first).toMatchObject({ users: DEMO_USERS.length, events: DEMO_EVENTS.length + DEMO_IMPACT_REGISTER_EVENTS.length, respons: expectedResponses });
    const types = await ctx().db.selectFrom('pertanyaan').select('tipe_jawaban').distinct().execute();
    expect(types.map((row) => row.tipe_jawaban).sort()).toEqual(['angka', 'nominal', 'pilihan', 'teks', 'wilayah', 'ya_tidak']);
    // The hotel cost is asked only of those who stayed in a hotel: its answers follow the show-if.
    const hotel = await ctx()
      .db.selectFrom('jawaban as cost')
      .innerJoin('pertanyaan as p', 'p.id', 'cost.pertanyaan_id')
      .innerJoin('pertanyaan as asked', 'asked.id', 'p.tampil_jika_id')
      .leftJoin('jawaban as stay', (join) => join.onRef('stay.respons_id', '=', 'cost.respons_id').onRef('stay.pertanyaan_id', '=', 'asked.id'))
      .select(['stay.isi_jawaban'])
      .execute();
    expect(hotel.length).toBeGreaterThan(0);
    expect(hotel.every((row) => row.isi_jawaban === 'Ya')).toBe(true);

    expect(await seedDemo(ctx().db, ctx().kind)).toBe(0);
    expect(await ctx().tableCounts()).toEqual(first);

    // The first event's economic-impact report is complete: visitors asked every role, parameters set.
    const admin = await ctx().createUser('Admin');
    const [demoEvent] = await ctx().db.selectFrom('events').select('id').where('nama_event', '=', DEMO_EVENTS[0].nama_event).execute();
    const report = await ctx().app.inject({ method: 'GET', url: `/api/events/${demoEvent.id}/dampak-ekonomi`, headers: admin.auth });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ lengkap: true, kekurangan: [] });
    expect(report.json().total.dampak_langsung).toBeGreaterThan(0);

    // Data Survei has a supervisor's work to show: a target per respondent type, a trial voided in each demo form.
    const progres = await ctx().app.inject({ method: 'GET', url: `/api/events/${demoEvent.id}/progres`, headers: admin.auth });
    expect(progres.statusCode, progres.body).toBe(200);
    for (const segmen of progres.json().segmen) expect(segmen.target_sampel).toBe(80);
    const voided = await ctx().app.inject({ method: 'GET', url: `/api/events/${demoEvent.id}/respons?status=dibatalkan`, headers: admin.auth });
    expect(voided.json().total).toBe(Object.keys(DEMO_QUESTIONNAIRES).length);
    expect(voided.json().data[0].alasan_status).toBe('Uji coba surveyor sebelum acara dimulai, bukan responden sungguhan.');

    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS[0].email, password: DEMO_USERS[0].password },
    });
    expect(login.statusCode).toBe(200);
  });
});
