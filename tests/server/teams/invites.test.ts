import { expect, it } from 'vitest';
import { todayInZone } from '../../../src/shared/report-time-zone';
import { quickUser, send } from '../auth/support';
import { createEvent } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

const today = () => todayInZone('Asia/Jakarta').tanggal;
const inDays = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface InviteAnswer {
  kode: string;
  tautan: string;
  qr_svg: string;
  status: string;
  jumlah_penggunaan: number;
}

/** docs/event-teams.md: invite codes enrol a day's surveyors on an event's team from their phones. */
describeOnEachDatabase('invite codes', (ctx) => {
  let admin: SignedInUser;
  let eventId: number;

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    send(ctx(), { method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function newInvite(maks_penggunaan = 5, berlaku_sampai = inDays(3)): Promise<InviteAnswer> {
    const response = await call(admin, 'POST', `/api/events/${eventId}/undangan`, { berlaku_sampai, maks_penggunaan });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('gives a long code, a link to /gabung on this origin, and a QR image', async () => {
    admin = await quickUser(ctx(), 'Admin');
    eventId = (await createEvent(ctx(), admin, { nama_event: 'Surabaya Marathon', wilayah: '35.78' })).id;
    const invite = await newInvite();
    expect(invite.kode).toMatch(/^[2-9A-HJKMNP-TV-Z]{16}$/);
    expect(invite.tautan).toMatch(new RegExp(`^http://localhost(:80)?/gabung/${invite.kode}$`));
    expect(invite.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(invite).toMatchObject({ status: 'aktif', jumlah_penggunaan: 0, maks_penggunaan: 5, berlaku_sampai: inDays(3) });
  });

  it('refuses a day already past, a year and more ahead, and no uses', async () => {
    for (const body of [
      { berlaku_sampai: inDays(-1), maks_penggunaan: 5 },
      { berlaku_sampai: inDays(400), maks_penggunaan: 5 },
      { berlaku_sampai: inDays(1), maks_penggunaan: 0 },
    ]) {
      expect((await call(admin, 'POST', `/api/events/${eventId}/undangan`, body)).statusCode).toBe(400);
    }
  });

  it('tells anyone with the code which event it enrols on, typed in any case with dashes', async () => {
    const { kode } = await newInvite();
    const typed = kode.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const response = await call(null, 'GET', `/api/undangan/${typed}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kode,
      event: { id: eventId, nama_event: 'Surabaya Marathon', lokasi: 'Jakarta', tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' },
      berlaku_sampai: inDays(3),
    });
    expect((await call(null, 'GET', '/api/undangan/ABCDABCDABCDABCD')).json()).toMatchObject({ message: 'Kode undangan tidak ditemukan. Periksa kembali kodenya.' });
  });

  it('a signed-in Surveyor joins: on the team at once, moved to the event\'s regency when its area missed it; a second join spends nothing', async () => {
    const invite = await newInvite();
    const surveyor = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '32' });
    const joined = await call(surveyor, 'POST', `/api/undangan/${invite.kode}/gabung`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().event_id).toBe(eventId);
    const team = (await call(admin, 'GET', `/api/events/${eventId}/tim`)).json();
    expect(team.anggota.map((member: { user_id: number }) => member.user_id)).toContain(surveyor.user.id);
    expect((await call(surveyor, 'GET', '/api/me')).json().wilayah_kerja).toBe('35.78');
    expect((await call(surveyor, 'GET', `/api/events/${eventId}`)).statusCode).toBe(200);

    const again = await call(surveyor, 'POST', `/api/undangan/${invite.kode}/gabung`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Anda sudah menjadi anggota tim survei event ini.');
    const listed = (await call(admin, 'GET', `/api/events/${eventId}/undangan`)).json() as InviteAnswer[];
    expect(listed.find((row) => row.kode === invite.kode)?.jumlah_penggunaan).toBe(1);
  });

  it('a new person registers with the code: an active Surveyor in the event\'s regency, on the team, whatever role was asked', async () => {
    const invite = await newInvite(1);
    const register = (email: string, kode = invite.kode) =>
      call(null, 'POST', '/api/register', { nama: 'Rina Lapangan', email, password: 'sandi-lapang-9', peran: 'Admin', wilayah_kerja: '11', kode_undangan: kode });
    const registered = await register('rina.lapangan@uji.id', invite.kode.toLowerCase());
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({ message: 'Pendaftaran berhasil. Silakan login.', menunggu_persetujuan: false });
    const login = await call(null, 'POST', '/api/login', { email: 'rina.lapangan@uji.id', password: 'sandi-lapang-9' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ peran: 'Surveyor', wilayah_kerja: '35.78' });
    const members = (await call(admin, 'GET', `/api/events/${eventId}/tim`)).json().anggota.map((member: { email: string }) => member.email);
    expect(members).toContain('rina.lapangan@uji.id');

    const users = await ctx().tableCounts();
    const spent = await register('rudi.lapangan@uji.id');
    expect(spent.statusCode).toBe(410);
    expect((await register('rudi.lapangan@uji.id', 'ABCDABCDABCDABCD')).statusCode).toBe(404);
    expect(await ctx().tableCounts()).toEqual(users);
  });

  it('a taken email registering with a code gets the usual answer and spends no use', async () => {
    const invite = await newInvite(1);
    const response = await call(null, 'POST', '/api/register', { nama: 'Lagi', email: admin.user.email, password: 'sandi-lapang-9', peran: 'Surveyor', kode_undangan: invite.kode });
    expect(response.statusCode).toBe(201);
    const row = await ctx().db.selectFrom('undangan').select('jumlah_penggunaan').where('kode', '=', invite.kode).executeTakeFirstOrThrow();
    expect(row.jumlah_penggunaan).toBe(0);
  });

  it('an event without a place gets no code; an Admin joins only inside its own area', async () => {
    const placeless = await createEvent(ctx(), admin);
    const refused = await call(admin, 'POST', `/api/events/${placeless.id}/undangan`, { berlaku_sampai: inDays(1), maks_penggunaan: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Event ini belum memiliki kabupaten\/kota/);
    const { kode } = await newInvite();
    const elsewhere = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const response = await call(elsewhere, 'POST', `/api/undangan/${kode}/gabung`);
    expect(response.statusCode).toBe(409);
    expect((await call(elsewhere, 'GET', '/api/me')).json().wilayah_kerja).toBe('32');
    const inArea = await quickUser(ctx(), 'Admin', { wilayah_kerja: '35' });
    expect((await call(inArea, 'POST', `/api/undangan/${kode}/gabung`)).statusCode).toBe(200);
    expect((await call(inArea, 'GET', '/api/me')).json().wilayah_kerja).toBe('35');
  });

  it('an Instansi cannot join a survey team', async () => {
    const { kode } = await newInvite();
    const instansi = await quickUser(ctx(), 'Instansi');
    const response = await call(instansi, 'POST', `/api/undangan/${kode}/gabung`);
    expect(response.statusCode).toBe(409);
  });

  it('a used-up, an expired and a revoked code each say why, with 410, and enrol nobody', async () => {
    const usedUp = await newInvite(1);
    expect((await call(await quickUser(ctx(), 'Surveyor'), 'POST', `/api/undangan/${usedUp.kode}/gabung`)).statusCode).toBe(200);
    const expired = await newInvite();
    await ctx().db.updateTable('undangan').set({ kedaluwarsa_pada: new Date(Date.now() - 1000).toISOString() }).where('kode', '=', expired.kode).execute();
    const revoked = await newInvite();
    const revoke = await call(admin, 'DELETE', `/api/undangan/${revoked.kode}`);
    expect(revoke.statusCode, revoke.body).toBe(200);

    const late = await quickUser(ctx(), 'Surveyor');
    for (const [kode, message] of [
      [usedUp.kode, 'Kode undangan sudah mencapai batas penggunaan. Minta kode baru kepada Admin event.'],
      [expired.kode, 'Kode undangan sudah kedaluwarsa. Minta kode baru kepada Admin event.'],
      [revoked.kode, 'Kode undangan sudah dicabut oleh Admin event.'],
    ]) {
      for (const response of [await call(null, 'GET', `/api/undangan/${kode}`), await call(late, 'POST', `/api/undangan/${kode}/gabung`)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ code: 'GONE', message });
      }
    }
    const statuses = ((await call(admin, 'GET', `/api/events/${eventId}/undangan`)).json() as (InviteAnswer & { kode: string })[]).filter((row) =>
      [usedUp.kode, expired.kode, revoked.kode].includes(row.kode),
    );
    expect(statuses.map((row) => row.status).sort()).toEqual(['dicabut', 'habis', 'kedaluwarsa']);
    const members = (await call(admin, 'GET', `/api/events/${eventId}/tim`)).json().anggota.map((member: { user_id: number }) => member.user_id);
    expect(members).not.toContain(late.user.id);
  });

  it('the last use goes to one of two people joining at the same moment', async () => {
    const { kode } = await newInvite(1);
    const [first, second] = [await quickUser(ctx(), 'Surveyor'), await quickUser(ctx(), 'Surveyor')];
    // Straight to the app: the two answers land together, so neither can check that nothing changed.
    const answers = await Promise.all([first, second].map((user) => ctx().app.inject({ method: 'POST', url: `/api/undangan/${kode}/gabung`, headers: user.auth })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 410]);
    const row = await ctx().db.selectFrom('undangan').select('jumlah_penggunaan').where('kode', '=', kode).executeTakeFirstOrThrow();
    expect(row.jumlah_penggunaan).toBe(1);
  });

  it("an Admin of another area neither lists, makes nor revokes the event's codes", async () => {
    const { kode } = await newInvite();
    const other = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    expect((await call(other, 'GET', `/api/events/${eventId}/undangan`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/events/${eventId}/undangan`, { berlaku_sampai: inDays(1), maks_penggunaan: 1 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/undangan/${kode}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/undangan/${kode}`)).statusCode).toBe(200);
  });
});

describeOnEachDatabase('guessing invite codes', (ctx) => {
  it('turns an address away after 30 wrong codes, while right codes cost nothing', async () => {
    const admin = await quickUser(ctx(), 'Admin');
    const eventId = (await createEvent(ctx(), admin, { wilayah: '35.78' })).id;
    const invite = await send(ctx(), { method: 'POST', url: `/api/events/${eventId}/undangan`, headers: admin.auth, payload: { berlaku_sampai: inDays(1), maks_penggunaan: 1 } });
    const { kode } = invite.json();
    for (let i = 0; i < 40; i += 1) expect((await send(ctx(), { method: 'GET', url: `/api/undangan/${kode}` })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(ctx(), { method: 'GET', url: `/api/undangan/WRONGCODE${String(i).padStart(7, '2')}` })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await send(ctx(), { method: 'GET', url: `/api/undangan/${kode}` })).statusCode).toBe(429);
  });
});
