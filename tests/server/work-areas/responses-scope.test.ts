import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createEvent, createKuesioner, createPertanyaan, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * docs/work-areas.md on Data Survei, one response, its review and the download: a response whose
 * event lies outside the caller's work area answers exactly as a missing one, on every route, and
 * a change to it changes nothing.
 */

const MISSING = 99_999_999;

interface Placed {
  eventId: number;
  teksId: number;
  responseId: number;
}

async function placedSurvey(ctx: TestContext, admin: SignedInUser, surveyor: SignedInUser, wilayah: string): Promise<Placed> {
  const event = await createEvent(ctx, admin, { wilayah });
  const kuesioner = await createKuesioner(ctx, admin, event.id);
  const teks = await createPertanyaan(ctx, admin, kuesioner.id, 'Dari kota mana Anda datang?', 'teks');
  const sent = await submit(ctx, surveyor, { kuesionerId: kuesioner.id, jawaban: [{ pertanyaan_id: teks.id, isi_jawaban: 'Bandung' }] });
  expect(sent.statusCode, sent.body).toBe(201);
  return { eventId: event.id, teksId: teks.id, responseId: sent.json().id };
}

/** What the caller is told: status and body. */
const told = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });

describeOnEachDatabase('work areas: responses, their review and the download', (ctx) => {
  let national: SignedInUser;
  let jatimAdmin: SignedInUser;
  let jatimInstansi: SignedInUser;
  let surveyor: SignedInUser;
  let surabaya: Placed;
  let bandung: Placed;

  const call = (user: SignedInUser, method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    national = await ctx().createUser('Admin');
    jatimAdmin = await ctx().createUser('Admin', { wilayah_kerja: '35' });
    jatimInstansi = await ctx().createUser('Instansi', { wilayah_kerja: '35' });
    surveyor = await ctx().createUser('Surveyor');
    surabaya = await placedSurvey(ctx(), national, surveyor, '35.78');
    bandung = await placedSurvey(ctx(), national, surveyor, '32.73');
  });

  it("answers Data Survei of an event outside the area as a missing event's, though the event has questionnaires", async () => {
    for (const user of [jatimAdmin, jatimInstansi]) {
      const outside = await call(user, 'GET', `/api/events/${bandung.eventId}/respons`);
      expect(told(outside)).toEqual(told(await call(user, 'GET', `/api/events/${MISSING}/respons`)));
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ message: 'Event tidak ditemukan.' });
      const inside = await call(user, 'GET', `/api/events/${surabaya.eventId}/respons`);
      expect(inside.statusCode, inside.body).toBe(200);
      expect(inside.json().data.map((item: { id: number }) => item.id)).toEqual([surabaya.responseId]);
    }
  });

  it("lists on /me/respons only the caller's responses to events inside its area", async () => {
    const before = await call(surveyor, 'GET', '/api/me/respons');
    expect(before.json().data.map((item: { id: number }) => item.id).sort()).toEqual([surabaya.responseId, bandung.responseId].sort());
    // The surveyor's area is narrowed to Jawa Timur after collecting in Bandung.
    await ctx().db.updateTable('users').set({ wilayah_kerja: '35' }).where('id', '=', surveyor.user.id).execute();
    try {
      const all = await call(surveyor, 'GET', '/api/me/respons');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toMatchObject({ total: 1, data: [{ id: surabaya.responseId }] });
      const outside = await call(surveyor, 'GET', `/api/me/respons?event_id=${bandung.eventId}`);
      expect(told(outside)).toEqual(told(await call(surveyor, 'GET', `/api/me/respons?event_id=${MISSING}`)));
      expect(outside.json()).toMatchObject({ total: 0, data: [] });
      const own = await call(surveyor, 'GET', `/api/respons/${bandung.responseId}`);
      expect(told(own)).toEqual(told(await call(surveyor, 'GET', `/api/respons/${MISSING}`)));
    } finally {
      await ctx().db.updateTable('users').set({ wilayah_kerja: null }).where('id', '=', surveyor.user.id).execute();
    }
  });

  it('answers every route of a response outside the area as for a missing response, and changes nothing', async () => {
    const routes = (id: number, pertanyaanId: number) =>
      [
        [jatimAdmin, 'GET', `/api/respons/${id}`],
        [jatimInstansi, 'GET', `/api/respons/${id}`],
        [jatimAdmin, 'GET', `/api/respons/${id}/riwayat`],
        [jatimInstansi, 'GET', `/api/respons/${id}/riwayat`],
        [jatimAdmin, 'PATCH', `/api/respons/${id}`, { status: 'dibatalkan', alasan: 'Bukan wilayah saya' }],
        [jatimAdmin, 'POST', `/api/respons/${id}/konfirmasi`, { catatan: 'Dicek', versi: 1 }],
        [jatimAdmin, 'PUT', `/api/respons/${id}/jawaban/${pertanyaanId}`, { nilai: 'Surabaya', alasan: 'Salah ketik', versi: 1 }],
      ] as const;
    const counts = await ctx().tableCounts();
    const missing = routes(MISSING, bandung.teksId);
    for (const [index, [user, method, url, payload]] of routes(bandung.responseId, bandung.teksId).entries()) {
      const outside = await call(user, method, url, payload);
      expect(outside.statusCode, `${method} ${url}`).toBe(404);
      expect(outside.json()).toMatchObject({ message: 'Data survei tidak ditemukan.' });
      const [, , missingUrl, missingPayload] = missing[index];
      expect(told(outside), `${method} ${url}`).toEqual(told(await call(user, method, missingUrl, missingPayload)));
    }
    expect(await ctx().tableCounts()).toEqual(counts);
    const detail = (await call(national, 'GET', `/api/respons/${bandung.responseId}`)).json();
    expect(detail).toMatchObject({ status: 'diterima', versi: 1, koreksi: [], konfirmasi: [], jawaban: [{ isi_jawaban: 'Bandung' }] });
  });

  it('lets the regional Admin review a response inside its area', async () => {
    const read = await call(jatimAdmin, 'GET', `/api/respons/${surabaya.responseId}`);
    expect(read.statusCode, read.body).toBe(200);
    const corrected = await call(jatimAdmin, 'PUT', `/api/respons/${surabaya.responseId}/jawaban/${surabaya.teksId}`, {
      nilai: 'Surabaya',
      alasan: 'Salah ketik',
      versi: read.json().versi,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const voided = await call(jatimAdmin, 'PATCH', `/api/respons/${surabaya.responseId}`, { status: 'dibatalkan', alasan: 'Uji coba' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await call(jatimInstansi, 'GET', `/api/respons/${surabaya.responseId}/riwayat`)).json().data).toHaveLength(1);
  });

  it("answers the download of an event outside the area as a missing event's", async () => {
    for (const user of [jatimAdmin, jatimInstansi]) {
      const outside = await call(user, 'GET', `/api/events/${bandung.eventId}/hasil-survei/download`);
      expect(told(outside)).toEqual(told(await call(user, 'GET', `/api/events/${MISSING}/hasil-survei/download`)));
      expect(outside.json()).toMatchObject({ message: 'Event tidak ditemukan.' });
      expect((await call(user, 'GET', `/api/events/${surabaya.eventId}/hasil-survei/download`)).statusCode).toBe(200);
    }
  });
});
