import { describe, expect, it } from 'vitest';
import { quickUser, send } from '../auth/support';
import { createEvent } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

const EVENT_NOT_FOUND = { message: 'Event tidak ditemukan.' };

/**
 * docs/work-areas.md: an account sees an event only when the event's place lies inside the
 * account's work area; a regional Admin manages only its own area's events and accounts.
 */
describeOnEachDatabase('work areas', (ctx) => {
  let national: SignedInUser;
  let jatim: SignedInUser;
  let surabaya: SignedInUser;
  let ids: { surabaya: number; malang: number; bandung: number; placeless: number };

  const get = (user: SignedInUser, url: string) => send(ctx(), { method: 'GET', url, headers: user.auth });
  const listedIds = async (user: SignedInUser) => ((await get(user, '/api/events')).json() as { id: number }[]).map((event) => event.id).sort((a, b) => a - b);

  it('an event keeps the place it is given; national and regional Admins read it back', async () => {
    national = await quickUser(ctx(), 'Admin');
    jatim = await quickUser(ctx(), 'Admin', { wilayah_kerja: '35' });
    surabaya = await quickUser(ctx(), 'Instansi', { wilayah_kerja: '35.78' });
    const sby = await createEvent(ctx(), national, { wilayah: '35.78' });
    expect(sby.wilayah).toBe('35.78');
    ids = {
      surabaya: sby.id,
      malang: (await createEvent(ctx(), jatim, { wilayah: '35.73' })).id,
      bandung: (await createEvent(ctx(), national, { wilayah: '32.73' })).id,
      placeless: (await createEvent(ctx(), national)).id,
    };
    expect((await get(national, `/api/events/${ids.placeless}`)).json().wilayah).toBeNull();
  });

  it('lists each account the events inside its area: national all, a province its regencies, a regency its own', async () => {
    expect(await listedIds(national)).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(await listedIds(jatim)).toEqual([ids.surabaya, ids.malang].sort((a, b) => a - b));
    expect(await listedIds(surabaya)).toEqual([ids.surabaya]);
  });

  it('answers 404, as for a missing event, for an event outside the area or without a place', async () => {
    for (const id of [ids.bandung, ids.placeless]) {
      const response = await get(jatim, `/api/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(EVENT_NOT_FOUND);
    }
    expect((await get(surabaya, `/api/events/${ids.malang}`)).statusCode).toBe(404);
    expect((await get(surabaya, `/api/events/${ids.surabaya}`)).statusCode).toBe(200);
  });

  describe('a regional Admin changes only events inside its area', () => {
    const payload = (overrides: object = {}) => ({
      nama_event: 'Porprov Uji',
      lokasi: 'Stadion',
      tanggal_mulai: '2026-07-01',
      tanggal_selesai: '2026-07-03',
      skala_event: 'Lokal',
      sponsors: [],
      ...overrides,
    });

    it('refuses a place outside its area, an unknown one, and none at all, with the field named', async () => {
      for (const [wilayah, message] of [
        ['32.73', 'Kabupaten/kota event harus di dalam wilayah kerja Anda.'],
        ['35.99', 'Kabupaten/kota event tidak dikenal.'],
        [null, 'Pilih kabupaten/kota event di dalam wilayah kerja Anda.'],
      ] as const) {
        const before = await listedIds(national);
        const response = await send(ctx(), { method: 'POST', url: '/api/events', headers: jatim.auth, payload: payload({ wilayah }) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message, fields: { wilayah: message } });
        expect(await listedIds(national)).toEqual(before);
      }
    });

    it("gives a regency Admin's new event its own regency when none is named", async () => {
      const kotaAdmin = await quickUser(ctx(), 'Admin', { wilayah_kerja: '35.73' });
      const response = await send(ctx(), { method: 'POST', url: '/api/events', headers: kotaAdmin.auth, payload: payload() });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().event.wilayah).toBe('35.73');
    });

    it('cannot edit, archive or delete an event outside its area: 404, and the event is unchanged', async () => {
      const before = (await get(national, `/api/events/${ids.bandung}`)).json();
      const calls = [
        { method: 'PUT', url: `/api/events/${ids.bandung}`, payload: payload({ wilayah: '35.78' }) },
        { method: 'PATCH', url: `/api/events/${ids.bandung}/status`, payload: { status: 'diarsipkan' } },
        { method: 'DELETE', url: `/api/events/${ids.bandung}` },
      ] as const;
      for (const call of calls) {
        const response = await send(ctx(), { ...call, headers: jatim.auth });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json()).toMatchObject(EVENT_NOT_FOUND);
      }
      expect((await get(national, `/api/events/${ids.bandung}`)).json()).toEqual(before);
    });

    it('cannot move its own event out of its area', async () => {
      const response = await send(ctx(), { method: 'PUT', url: `/api/events/${ids.malang}`, headers: jatim.auth, payload: payload({ wilayah: '32.73' }) });
      expect(response.statusCode).toBe(400);
      expect((await get(national, `/api/events/${ids.malang}`)).json().wilayah).toBe('35.73');
    });

    it('an edit that does not send a place keeps the one stored', async () => {
      const response = await send(ctx(), { method: 'PUT', url: `/api/events/${ids.malang}`, headers: jatim.auth, payload: payload() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().event.wilayah).toBe('35.73');
    });
  });

  it("a placeless event takes its economic host area's first regency when the parameters are saved", async () => {
    const event = await createEvent(ctx(), national);
    const parameters = (await get(national, `/api/events/${event.id}/parameter-ekonomi`)).json();
    const response = await send(ctx(), {
      method: 'PUT',
      url: `/api/events/${event.id}/parameter-ekonomi`,
      headers: national.auth,
      payload: { ...parameters, wilayah_tuan_rumah: ['35.15', '35.78'], segmen: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(national, `/api/events/${event.id}`)).json().wilayah).toBe('35.15');
    expect(await listedIds(jatim)).toContain(event.id);
  });
});

describeOnEachDatabase('accounts managed by a regional Admin', (ctx) => {
  let national: SignedInUser;
  let jatim: SignedInUser;
  let inSurabaya: SignedInUser;
  let inBandung: SignedInUser;
  let nationalSurveyor: SignedInUser;

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    send(ctx(), { method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const edit = (target: SignedInUser, changes: object) => ({ nama: target.user.nama, email: target.user.email, peran: target.user.peran, ...changes });

  it('lists only the accounts inside its area, itself included', async () => {
    national = await quickUser(ctx(), 'Admin');
    jatim = await quickUser(ctx(), 'Admin', { wilayah_kerja: '35' });
    inSurabaya = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '35.78' });
    inBandung = await quickUser(ctx(), 'Instansi', { wilayah_kerja: '32.73' });
    nationalSurveyor = await quickUser(ctx(), 'Surveyor');
    const listed = ((await call(jatim, 'GET', '/api/users')).json() as { id: number; wilayah_kerja: string | null }[]).map((user) => user.id).sort((a, b) => a - b);
    expect(listed).toEqual([jatim.user.id, inSurabaya.user.id].sort((a, b) => a - b));
    const all = (await call(national, 'GET', '/api/users')).json() as { id: number; wilayah_kerja: string | null }[];
    expect(all.find((user) => user.id === inBandung.user.id)?.wilayah_kerja).toBe('32.73');
  });

  it('answers 404 for an account outside its area, whatever it asks, and changes nothing', async () => {
    for (const target of [inBandung, nationalSurveyor, national]) {
      const before = await ctx().db.selectFrom('users').selectAll().where('id', '=', target.user.id).executeTakeFirstOrThrow();
      for (const [method, url, payload] of [
        ['PUT', `/api/users/${target.user.id}`, edit(target, { nama: 'Diubah' })],
        ['POST', `/api/users/${target.user.id}/setujui`, undefined],
        ['POST', `/api/users/${target.user.id}/tolak`, undefined],
        ['DELETE', `/api/users/${target.user.id}`, undefined],
      ] as const) {
        const response = await call(jatim, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Pengguna tidak ditemukan.' });
      }
      expect(await ctx().db.selectFrom('users').selectAll().where('id', '=', target.user.id).executeTakeFirstOrThrow()).toEqual(before);
    }
  });

  it("gives a new account its own area when none is named, and refuses one outside it", async () => {
    const made = await call(jatim, 'POST', '/api/users', { nama: 'Rina', email: 'rina.jatim@uji.id', peran: 'Surveyor', password: 'sandi-kebun-1' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().user.wilayah_kerja).toBe('35');
    for (const [wilayah_kerja, message] of [
      ['32', 'Wilayah kerja harus di dalam wilayah kerja Anda.'],
      [null, 'Wilayah kerja harus di dalam wilayah kerja Anda.'],
      ['35.99', 'Wilayah kerja tidak dikenal.'],
      ['3', 'Wilayah kerja harus kode provinsi (mis. 35) atau kabupaten/kota (mis. 35.78).'],
    ] as const) {
      const response = await call(jatim, 'POST', '/api/users', { nama: 'Luar', email: `luar${String(wilayah_kerja)}@uji.id`, peran: 'Admin', password: 'sandi-kebun-1', wilayah_kerja });
      expect(response.statusCode, String(wilayah_kerja)).toBe(400);
      expect(response.json().fields).toEqual({ wilayah_kerja: message });
    }
  });

  it('cannot widen its own area, but may narrow an account inside it', async () => {
    const widen = await call(jatim, 'PUT', `/api/users/${jatim.user.id}`, edit(jatim, { wilayah_kerja: null }));
    expect(widen.statusCode).toBe(400);
    const narrowed = await call(jatim, 'PUT', `/api/users/${inSurabaya.user.id}`, edit(inSurabaya, { wilayah_kerja: '35.78' }));
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const kept = await call(jatim, 'PUT', `/api/users/${inSurabaya.user.id}`, edit(inSurabaya, {}));
    expect(kept.json().user.wilayah_kerja).toBe('35.78');
  });

  it('sees and approves a waiting registration in its area; one elsewhere waits for others', async () => {
    const register = (email: string, wilayah_kerja?: string) =>
      send(ctx(), { method: 'POST', url: '/api/register', payload: { nama: 'Pendaftar', email, password: 'sandi-kebun-1', peran: 'Surveyor', wilayah_kerja } });
    expect((await register('daftar.sby@uji.id', '35.78')).statusCode).toBe(201);
    expect((await register('daftar.bdg@uji.id', '32.73')).statusCode).toBe(201);
    const unknown = await register('daftar.x@uji.id', '99');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ wilayah_kerja: 'Wilayah kerja tidak dikenal.' });
    const listed = (await call(jatim, 'GET', '/api/users')).json() as { email: string; id: number }[];
    expect(listed.map((user) => user.email)).toContain('daftar.sby@uji.id');
    expect(listed.map((user) => user.email)).not.toContain('daftar.bdg@uji.id');
  });

  it('the last national Admin cannot be given an area, demoted or deleted, even with regional Admins about', async () => {
    const narrowed = await call(national, 'PUT', `/api/users/${national.user.id}`, edit(national, { wilayah_kerja: '35' }));
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json().message).toBe('Admin nasional terakhir tidak dapat diberi wilayah kerja. Tetapkan Admin nasional lain terlebih dahulu.');
    const demoted = await call(national, 'PUT', `/api/users/${national.user.id}`, edit(national, { peran: 'Instansi' }));
    expect(demoted.statusCode).toBe(409);
    const stored = await ctx().db.selectFrom('users').select(['peran', 'wilayah_kerja']).where('id', '=', national.user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ peran: 'Admin', wilayah_kerja: null });
  });
});
