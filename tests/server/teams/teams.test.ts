import { describe, expect, it } from 'vitest';
import { quickUser, send } from '../auth/support';
import { createEvent } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/** docs/event-teams.md: an event's survey team, set by the Admins of its area. */
describeOnEachDatabase('event teams', (ctx) => {
  let admin: SignedInUser;
  let ana: SignedInUser;
  let budi: SignedInUser;
  let eventId: number;

  const call = (user: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    send(ctx(), { method, url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('starts empty and optional, then keeps the members and targets it is given, by name', async () => {
    admin = await quickUser(ctx(), 'Admin');
    ana = await quickUser(ctx(), 'Surveyor', { nama: 'Ana', wilayah_kerja: '35' });
    budi = await quickUser(ctx(), 'Surveyor', { nama: 'Budi' });
    eventId = (await createEvent(ctx(), admin, { wilayah: '35.78' })).id;
    expect((await call(admin, 'GET', `/api/events/${eventId}/tim`)).json()).toEqual({ wajib: false, anggota: [] });

    const response = await call(admin, 'PUT', `/api/events/${eventId}/tim`, { wajib: true, anggota: [{ user_id: budi.user.id }, { user_id: ana.user.id, target: 40 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      wajib: true,
      anggota: [
        { user_id: ana.user.id, nama: 'Ana', email: ana.user.email, target: 40, jumlah_respons: 0 },
        { user_id: budi.user.id, nama: 'Budi', email: budi.user.email, target: null, jumlah_respons: 0 },
      ],
    });
  });

  it('refuses, naming the person, an Instansi, a waiting account, one whose area misses the event, and an unknown id; nothing changes', async () => {
    const instansi = await quickUser(ctx(), 'Instansi', { nama: 'Citra' });
    const bandung = await quickUser(ctx(), 'Surveyor', { nama: 'Dodi', wilayah_kerja: '32' });
    const waiting = await quickUser(ctx(), 'Surveyor', { nama: 'Eka' });
    await ctx().db.updateTable('users').set({ status_akun: 'menunggu' }).where('id', '=', waiting.user.id).execute();
    const before = (await call(admin, 'GET', `/api/events/${eventId}/tim`)).json();
    for (const [userId, message] of [
      [instansi.user.id, 'Citra adalah Instansi: hanya Surveyor atau Admin yang dapat menjadi anggota tim survei.'],
      [waiting.user.id, 'Eka masih menunggu persetujuan: setujui akunnya terlebih dahulu.'],
      [bandung.user.id, 'Wilayah kerja Dodi tidak mencakup wilayah event ini.'],
      [999_999, 'Pengguna dengan ID 999999 tidak ditemukan.'],
    ] as const) {
      const response = await call(admin, 'PUT', `/api/events/${eventId}/tim`, { wajib: false, anggota: [{ user_id: userId }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fields: { anggota: message } });
    }
    const twice = await call(admin, 'PUT', `/api/events/${eventId}/tim`, { wajib: true, anggota: [{ user_id: ana.user.id }, { user_id: ana.user.id }] });
    expect(twice.statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/events/${eventId}/tim`)).json()).toEqual(before);
  });

  it('a member left out is removed but its row stays with the time; naming it again brings it back', async () => {
    await call(admin, 'PUT', `/api/events/${eventId}/tim`, { wajib: true, anggota: [{ user_id: ana.user.id, target: 40 }] });
    expect((await call(admin, 'GET', `/api/events/${eventId}/tim`)).json().anggota.map((member: { nama: string }) => member.nama)).toEqual(['Ana']);
    const row = await ctx().db.selectFrom('anggota_tim').selectAll().where('user_id', '=', budi.user.id).executeTakeFirstOrThrow();
    expect(row.dihapus_pada).not.toBeNull();
    await call(admin, 'PUT', `/api/events/${eventId}/tim`, { wajib: true, anggota: [{ user_id: ana.user.id, target: 40 }, { user_id: budi.user.id, target: 10 }] });
    const back = await ctx().db.selectFrom('anggota_tim').selectAll().where('user_id', '=', budi.user.id).executeTakeFirstOrThrow();
    expect(back).toMatchObject({ dihapus_pada: null, target: 10 });
  });

  it("field progress lists each member against its target, before its first response", async () => {
    const progress = (await call(admin, 'GET', `/api/events/${eventId}/progres`)).json();
    expect(progress.surveyor).toEqual(
      expect.arrayContaining([
        { id: ana.user.id, nama: 'Ana', hari_ini: 0, total: 0, terakhir_diterima: null, anggota_tim: true, target: 40 },
        { id: budi.user.id, nama: 'Budi', hari_ini: 0, total: 0, terakhir_diterima: null, anggota_tim: true, target: 10 },
      ]),
    );
  });

  it('each saved team is one activity-log entry with the team before and after', async () => {
    const response = await call(admin, 'GET', `/api/log-aktivitas?aksi=tim_diubah&event_id=${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data;
    // Saved three times above; the five refused saves left nothing.
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      pelaku: { id: admin.user.id },
      target: { jenis: 'tim', id: eventId },
      sebelum: { wajib: true, anggota: [{ user_id: ana.user.id, target: 40 }] },
      sesudah: { wajib: true, anggota: [{ user_id: ana.user.id, target: 40 }, { user_id: budi.user.id, target: 10 }] },
    });
  });

  it('is the business of the Admins of the event\'s area only', async () => {
    const bandungAdmin = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const surveyor = await quickUser(ctx(), 'Surveyor');
    expect((await call(bandungAdmin, 'GET', `/api/events/${eventId}/tim`)).statusCode).toBe(404);
    expect((await call(bandungAdmin, 'PUT', `/api/events/${eventId}/tim`, { wajib: false, anggota: [] })).statusCode).toBe(404);
    expect((await call(surveyor, 'GET', `/api/events/${eventId}/tim`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/events/${eventId}/tim`)).json().wajib).toBe(true);
  });

  describe('a list of surveyors from CSV', () => {
    it('creates accounts with a first password that signs in, adds those that exist, and turns away bad lines', async () => {
      const csv = ['nama;email', 'Fajar;fajar.tim@uji.id', `"Gita; Putri";${budi.user.email}`, 'Hadi;bukan-email', ''].join('\r\n');
      const response = await call(admin, 'POST', `/api/events/${eventId}/tim/impor`, { csv, cara: 'password' });
      expect(response.statusCode, response.body).toBe(200);
      const { hasil, message } = response.json();
      expect(message).toBe('2 dari 3 orang diproses.');
      expect(hasil.map((row: { baris: number; status: string }) => [row.baris, row.status])).toEqual([
        [2, 'dibuat'],
        [3, 'sudah_anggota'],
        [4, 'ditolak'],
      ]);
      expect(hasil[2].alasan).toBe('Format email tidak valid.');
      const login = await send(ctx(), { method: 'POST', url: '/api/login', payload: { email: 'fajar.tim@uji.id', password: hasil[0].password_sekali } });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user).toMatchObject({ peran: 'Surveyor', wilayah_kerja: '35.78' });
      const names = (await call(admin, 'GET', `/api/events/${eventId}/tim`)).json().anggota.map((member: { nama: string }) => member.nama);
      expect(names).toContain('Fajar');
    });

    it('gives a new person a personal single-use invite link instead, when asked', async () => {
      const response = await call(admin, 'POST', `/api/events/${eventId}/tim/impor`, { csv: 'Indah,indah.tim@uji.id', cara: 'undangan' });
      const [row] = response.json().hasil;
      expect(row.status).toBe('diundang');
      const kode = /\/gabung\/([0-9A-Z]+)$/.exec(row.tautan)?.[1];
      const invite = await ctx().db.selectFrom('undangan').selectAll().where('kode', '=', kode ?? '').executeTakeFirstOrThrow();
      expect(invite).toMatchObject({ event_id: eventId, maks_penggunaan: 1, jumlah_penggunaan: 0 });
      expect(await ctx().db.selectFrom('users').select('id').where('email', '=', 'indah.tim@uji.id').executeTakeFirst()).toBeUndefined();
    });

    it('refuses an empty list', async () => {
      const response = await call(admin, 'POST', `/api/events/${eventId}/tim/impor`, { csv: 'nama,email\n', cara: 'password' });
      expect(response.statusCode).toBe(400);
    });
  });
});
