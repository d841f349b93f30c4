import { beforeAll, expect, it } from 'vitest';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import { quickUser } from '../auth/support';
import { answersFor, createEvent, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { regionalSurvey } from './regional-survey';
import { entriesOf, ok } from './support';

// docs/activity-log.md: every download of response data is an entry: who downloaded which event,
// with which options, recorded once the file starts; a refused download records nothing.

describeOnEachDatabase('Log Aktivitas: downloads of survey results', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let survey: SurveyFixture;
  let lastId: number;

  const url = (eventId: number, query = '') => `/api/events/${eventId}/hasil-survei/download${query}`;

  beforeAll(async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Admin Kota', wilayah_kerja: '35.78' });
    surveyor = await quickUser(ctx(), 'Surveyor', { nama: 'Surveyor Kota', wilayah_kerja: '35.78' });
    survey = await regionalSurvey(ctx(), admin, '35.78');
    for (const teks of ['Malang', 'Kediri']) {
      const sent = await submit(ctx(), surveyor, answersFor(survey, { teks }));
      expect(sent.statusCode, sent.body).toBe(201);
      lastId = sent.json().id;
    }
  });

  it('records an Admin\'s download with its options, once', async () => {
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'GET', url: url(survey.event.id, '?termasuk_dibatalkan=1'), headers: admin.auth }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'hasil_survei_diunduh',
      pelaku_id: admin.user.id,
      pelaku_nama: 'Admin Kota',
      pelaku_peran: 'Admin',
      target_jenis: 'event',
      target_id: survey.event.id,
      target_nama: survey.event.nama_event,
      event_id: survey.event.id,
      wilayah: '35.78',
      sebelum: null,
      sesudah: { termasuk_dibatalkan: true, sampai_respons_id: lastId },
    });
  });

  it('records a Surveyor\'s download as the Surveyor\'s', async () => {
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'GET', url: url(survey.event.id), headers: surveyor.auth }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ aksi: 'hasil_survei_diunduh', pelaku_id: surveyor.user.id, pelaku_peran: 'Surveyor', event_id: survey.event.id, sesudah: { termasuk_dibatalkan: false } });
  });

  it('records nothing for a refused download: no data, outside the area, no sign-in', async () => {
    const empty = await createEvent(ctx(), admin, { wilayah: '35.78' });
    const elsewhere = await quickUser(ctx(), 'Instansi', { wilayah_kerja: '32' });
    const entries = await entriesOf(ctx(), async () => {
      expect((await ctx().app.inject({ method: 'GET', url: url(empty.id), headers: admin.auth })).statusCode).toBe(404);
      expect((await ctx().app.inject({ method: 'GET', url: url(survey.event.id), headers: elsewhere.auth })).statusCode).toBe(404);
      expect((await ctx().app.inject({ method: 'GET', url: url(survey.event.id) })).statusCode).toBe(401);
      expect((await ctx().app.inject({ method: 'GET', url: url(survey.event.id, '?termasuk_dibatalkan=kadang'), headers: admin.auth })).statusCode).toBe(400);
    });
    expect(entries).toEqual([]);
  });

  it('leaves the chain intact', async () => {
    expect(await verifyChain(ctx().db)).toMatchObject({ intact: true });
  });
});
