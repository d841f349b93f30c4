import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner } from '../../../src/shared/schemas/questionnaires';
import type { Progres } from '../../../src/shared/schemas/responses';
import { createEvent, createKuesioner, createPertanyaan } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { useServerClock } from '../helpers/server-clock';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

// The forms are made the evening before (WIB) and the answers arrive at 06:00 WIB today: every
// collection time below is then one the server believes.
const clock = useServerClock();

/**
 * Field progress (issue 15): GET /api/events/{id}/progres per surveyor and per segment, and the
 * segment's target, PUT /api/kuesioner/{id}/target-sampel. "Today" is the day in WIB (UTC+7, no
 * daylight saving), worked out here by hand from the clock; the responses carry diisiPada.
 */

const WIB_MS = 7 * 60 * 60 * 1000;
const MINUTE = 60_000;
/** Nobody in this suite is on a survey team (tests/server/teams covers members and targets). */
const notOnTeam = { anggota_tim: false, target: null };

/** Today's date in WIB and the instant it began, by plain arithmetic. */
function wibToday(): { tanggal: string; start: number } {
  const tanggal = new Date(Date.now() + WIB_MS).toISOString().slice(0, 10);
  return { tanggal, start: Date.parse(`${tanggal}T00:00:00.000Z`) - WIB_MS };
}

function call(ctx: TestContext, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, user: SignedInUser | null, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describeOnEachDatabase('Data Survei: field progress and targets', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let ani: SignedInUser;
  let budi: SignedInUser;
  let citra: SignedInUser;
  let dodi: SignedInUser;
  let eka: SignedInUser;
  let fajar: SignedInUser;
  let event: Event;
  let penonton: Kuesioner;
  let atlet: Kuesioner;
  let today: { tanggal: string; start: number };
  /** The response each surveyor sent last (by the order received), and Budi's last two. */
  const last = {} as Record<'ani' | 'eka' | 'budiSecond' | 'budiThird', number>;

  const at = (offsetMs: number) => new Date(today.start + offsetMs).toISOString();

  async function collect(surveyor: SignedInUser, kuesioner: Kuesioner, questionId: number, diisiPada: string): Promise<number> {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban',
      headers: { ...surveyor.auth, 'idempotency-key': randomUUID() },
      payload: { kuesionerId: kuesioner.id, diisiPada, jawaban: [{ pertanyaan_id: questionId, isi_jawaban: 'Mataram' }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function receivedAt(id: number): Promise<string> {
    const row = await ctx().db.selectFrom('respons').select('diterima_pada').where('id', '=', id).executeTakeFirstOrThrow();
    return row.diterima_pada;
  }

  async function progres(user: SignedInUser = admin, eventId = event.id): Promise<Progres> {
    const response = await call(ctx(), 'GET', `/api/events/${eventId}/progres`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    today = wibToday();
    clock.setTo(new Date(today.start - 3 * 60 * MINUTE).toISOString());
    admin = await ctx().createUser('Admin', { nama: 'Admin Pusat' });
    instansi = await ctx().createUser('Instansi', { nama: 'Dinas Pariwisata' });
    ani = await ctx().createUser('Surveyor', { nama: 'Ani' });
    budi = await ctx().createUser('Surveyor', { nama: 'Budi' });
    citra = await ctx().createUser('Surveyor', { nama: 'Citra' });
    dodi = await ctx().createUser('Surveyor', { nama: 'Dodi' });
    eka = await ctx().createUser('Surveyor', { nama: 'Eka' });
    fajar = await ctx().createUser('Surveyor', { nama: 'Fajar' });

    event = await createEvent(ctx(), admin);
    penonton = await createKuesioner(ctx(), admin, event.id, 'Penonton');
    atlet = await createKuesioner(ctx(), admin, event.id, 'Atlet');
    const otherEvent = await createEvent(ctx(), admin);
    const otherForm = await createKuesioner(ctx(), admin, otherEvent.id, 'Penonton');
    const [qPenonton, qAtlet, qOther] = await Promise.all(
      [penonton, atlet, otherForm].map((form) => createPertanyaan(ctx(), admin, form.id, 'Asal kota', 'teks')),
    );

    clock.setTo(new Date(today.start + 6 * 60 * MINUTE).toISOString());
    const yesterdayLate = at(-MINUTE); // 23:59 WIB yesterday
    // Ani: three today (one at 00:00:00.000 WIB exactly), one yesterday; one in another event.
    await collect(ani, penonton, qPenonton.id, at(0));
    await collect(ani, penonton, qPenonton.id, at(2 * MINUTE));
    await collect(ani, penonton, qPenonton.id, yesterdayLate);
    await collect(ani, otherForm, qOther.id, at(MINUTE));
    last.ani = await collect(ani, atlet, qAtlet.id, at(3 * MINUTE));
    // Budi: two yesterday, the second collected earlier but received later; one today.
    await collect(budi, penonton, qPenonton.id, yesterdayLate);
    last.budiSecond = await collect(budi, penonton, qPenonton.id, at(-2 * 60 * MINUTE));
    last.budiThird = await collect(budi, atlet, qAtlet.id, at(5 * MINUTE));
    // Dodi and Eka: their accounts are deleted below; 1 + 1 today, 2 + 1 in all.
    await collect(dodi, penonton, qPenonton.id, at(MINUTE));
    await collect(dodi, atlet, qAtlet.id, yesterdayLate);
    last.eka = await collect(eka, penonton, qPenonton.id, at(4 * MINUTE));
    // Fajar: one response here, voided.
    const fajarOnly = await collect(fajar, penonton, qPenonton.id, at(MINUTE));
    const voided = await call(ctx(), 'PATCH', `/api/respons/${fajarOnly}`, admin, { status: 'dibatalkan', alasan: 'Uji coba' });
    expect(voided.statusCode, voided.body).toBe(200);
    for (const gone of [dodi, eka]) {
      const deleted = await call(ctx(), 'DELETE', `/api/users/${gone.user.id}`, admin);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
  });

  it('lists the surveyors who collected for the event, with today (WIB), the total and the last received; deleted accounts together', async () => {
    const body = await progres();
    expect(body).toEqual({
      zona_waktu: 'Asia/Jakarta',
      tanggal: today.tanggal,
      // Most today first, then most in all, then by name.
      surveyor: [
        { id: ani.user.id, nama: 'Ani', hari_ini: 3, total: 4, terakhir_diterima: await receivedAt(last.ani), ...notOnTeam },
        { id: null, nama: 'Akun terhapus', hari_ini: 2, total: 3, terakhir_diterima: await receivedAt(last.eka), ...notOnTeam },
        { id: budi.user.id, nama: 'Budi', hari_ini: 1, total: 3, terakhir_diterima: await receivedAt(last.budiThird), ...notOnTeam },
        // Collected here, every one voided: still listed, at zero.
        { id: fajar.user.id, nama: 'Fajar', hari_ini: 0, total: 0, terakhir_diterima: null, ...notOnTeam },
      ],
      segmen: [
        { kuesioner_id: penonton.id, tipe_responden: 'Penonton', jumlah_respons: 7, target_sampel: null, perlu_diperiksa: 0 },
        { kuesioner_id: atlet.id, tipe_responden: 'Atlet', jumlah_respons: 3, target_sampel: null, perlu_diperiksa: 0 },
      ],
    });
    // Instansi reads the same.
    expect(await progres(instansi)).toEqual(body);
    // Citra collected nothing for this event: her account is not listed to whoever reads its progress.
    expect(JSON.stringify(body)).not.toContain('Citra');
    expect(body.surveyor.map((row) => row.id)).not.toContain(citra.user.id);
  });

  it('does not count a voided response, and counts it again once restored', async () => {
    const voided = await call(ctx(), 'PATCH', `/api/respons/${last.budiThird}`, admin, { status: 'dibatalkan', alasan: 'Responden di bawah umur' });
    expect(voided.statusCode, voided.body).toBe(200);
    const body = await progres();
    // Budi's last received is now the one collected two hours before midnight, received second.
    expect(body.surveyor).toEqual([
      { id: ani.user.id, nama: 'Ani', hari_ini: 3, total: 4, terakhir_diterima: await receivedAt(last.ani), ...notOnTeam },
      { id: null, nama: 'Akun terhapus', hari_ini: 2, total: 3, terakhir_diterima: await receivedAt(last.eka), ...notOnTeam },
      { id: budi.user.id, nama: 'Budi', hari_ini: 0, total: 2, terakhir_diterima: await receivedAt(last.budiSecond), ...notOnTeam },
      { id: fajar.user.id, nama: 'Fajar', hari_ini: 0, total: 0, terakhir_diterima: null, ...notOnTeam },
    ]);
    expect(body.segmen.map((segment) => segment.jumlah_respons)).toEqual([7, 2]);

    const restored = await call(ctx(), 'PATCH', `/api/respons/${last.budiThird}`, admin, { status: 'diterima' });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await progres();
    expect(back.surveyor.find((row) => row.id === budi.user.id)).toMatchObject({ hari_ini: 1, total: 3 });
    expect(back.segmen.map((segment) => segment.jumlah_respons)).toEqual([7, 3]);
  });

  it('an event without questionnaires lists no surveyor and no segment', async () => {
    const empty = await createEvent(ctx(), admin);
    expect(await progres(admin, empty.id)).toEqual({ zona_waktu: 'Asia/Jakarta', tanggal: today.tanggal, surveyor: [], segmen: [] });
  });

  it('is for Admin and Instansi: Surveyor 403, no token 401, unknown event 404', async () => {
    expectApiError(await call(ctx(), 'GET', `/api/events/${event.id}/progres`, ani), 403, 'FORBIDDEN');
    expectApiError(await call(ctx(), 'GET', `/api/events/${event.id}/progres`, null), 401, 'UNAUTHORIZED');
    const missing = expectApiError(await call(ctx(), 'GET', '/api/events/2147483647/progres', admin), 404, 'NOT_FOUND');
    expect(missing.message).toBe('Event tidak ditemukan.');
  });

  it('PUT target-sampel sets and clears a target, seen in progress and in the questionnaire list', async () => {
    const set = await call(ctx(), 'PUT', `/api/kuesioner/${penonton.id}/target-sampel`, admin, { target_sampel: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: 'Target sampel berhasil disimpan.', kuesioner: { ...penonton, target_sampel: 10 } });
    const largest = await call(ctx(), 'PUT', `/api/kuesioner/${atlet.id}/target-sampel`, admin, { target_sampel: 1_000_000 });
    expect(largest.statusCode, largest.body).toBe(200);

    const segments = (await progres()).segmen;
    expect(segments.map((segment) => [segment.tipe_responden, segment.jumlah_respons, segment.target_sampel])).toEqual([
      ['Penonton', 7, 10],
      ['Atlet', 3, 1_000_000],
    ]);
    const forms = await call(ctx(), 'GET', `/api/events/${event.id}/kuesioner`, admin);
    expect(forms.statusCode, forms.body).toBe(200);
    expect(forms.json()).toEqual([
      { ...penonton, target_sampel: 10 },
      { ...atlet, target_sampel: 1_000_000 },
    ]);

    const cleared = await call(ctx(), 'PUT', `/api/kuesioner/${atlet.id}/target-sampel`, admin, { target_sampel: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().kuesioner).toEqual({ ...atlet, target_sampel: null });
    expect((await progres()).segmen.map((segment) => segment.target_sampel)).toEqual([10, null]);
    const surveyorView = await call(ctx(), 'GET', `/api/events/${event.id}/kuesioner`, ani);
    expect(surveyorView.json().map((form: Kuesioner) => form.target_sampel)).toEqual([10, null]);
  });

  it('refuses a target that is not a whole number from 1 to 1,000,000; 404 unknown questionnaire; only Admin sets it', async () => {
    const cases: [unknown, string][] = [
      [0, 'Target sampel minimal 1.'],
      [-1, 'Target sampel minimal 1.'],
      [1.5, 'Target sampel harus bilangan bulat.'],
      ['10', 'Target sampel harus berupa angka.'],
      [1_000_001, 'Target sampel terlalu besar.'],
    ];
    for (const [target_sampel, message] of cases) {
      const error = expectApiError(await call(ctx(), 'PUT', `/api/kuesioner/${penonton.id}/target-sampel`, admin, { target_sampel }), 400, 'VALIDATION_ERROR');
      expect({ target_sampel, message: error.message, fields: error.fields }).toEqual({ target_sampel, message, fields: { target_sampel: message } });
    }
    const missing = expectApiError(await call(ctx(), 'PUT', '/api/kuesioner/2147483647/target-sampel', admin, { target_sampel: 5 }), 404, 'NOT_FOUND');
    expect(missing.message).toBe('Kuesioner tidak ditemukan.');
    expectApiError(await call(ctx(), 'PUT', `/api/kuesioner/${penonton.id}/target-sampel`, ani, { target_sampel: 5 }), 403, 'FORBIDDEN');
    expectApiError(await call(ctx(), 'PUT', `/api/kuesioner/${penonton.id}/target-sampel`, instansi, { target_sampel: 5 }), 403, 'FORBIDDEN');
    expectApiError(await call(ctx(), 'PUT', `/api/kuesioner/${penonton.id}/target-sampel`, null, { target_sampel: 5 }), 401, 'UNAUTHORIZED');
    // Nothing refused changed the target.
    expect((await progres()).segmen.map((segment) => segment.target_sampel)).toEqual([10, null]);
  });
});
