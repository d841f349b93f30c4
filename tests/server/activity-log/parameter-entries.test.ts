import { beforeAll, expect, it } from 'vitest';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import { quickUser } from '../auth/support';
import { PENGGANDA_V2 } from '../economic-impact/v2-support';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { regionalSurvey } from './regional-survey';
import { entriesOf, ok } from './support';

// docs/activity-log.md: a change to an event's economic-impact parameters and multipliers is an
// entry with the values that changed, before and after; a save that changes nothing, or is
// refused, records nothing.

describeOnEachDatabase('Log Aktivitas: economic-impact parameters', (ctx) => {
  let admin: SignedInUser;
  let eventId: number;
  let eventName: string;
  let kuesionerId: number;

  const url = () => `/api/events/${eventId}/parameter-ekonomi`;
  const base = () => ({
    wilayah_tuan_rumah: ['35.78'],
    segmen: [{ kuesioner_id: kuesionerId, kunjungan: 500, jenis: 'pengunjung' }],
    belanja_penyelenggara_lokal: 0,
    dana_dari_lokal: 0,
    margin_ritel: 0.25,
    dana_publik: null,
    pengganda: null,
  });

  beforeAll(async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Admin Kota', wilayah_kerja: '35.78' });
    const survey = await regionalSurvey(ctx(), admin, '35.78');
    [eventId, eventName, kuesionerId] = [survey.event.id, survey.event.nama_event, survey.kuesioner.id];
  });

  it('records the first parameters: what changed from the defaults', async () => {
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'PUT', url: url(), headers: admin.auth, payload: base() }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'parameter_ekonomi_diubah',
      pelaku_id: admin.user.id,
      target_jenis: 'parameter_ekonomi',
      target_id: eventId,
      target_nama: eventName,
      event_id: eventId,
      wilayah: '35.78',
      sebelum: { wilayah_tuan_rumah: [], segmen: [] },
      sesudah: { wilayah_tuan_rumah: ['35.78'], segmen: [{ kuesioner_id: kuesionerId, kunjungan: 500, jenis: 'pengunjung' }] },
    });
    expect(Object.keys(entries[0].sesudah ?? {}).sort()).toEqual(['segmen', 'wilayah_tuan_rumah']);
  });

  it('records the multipliers and a parameter changed, and nothing for a save that changes nothing', async () => {
    const changed = { ...base(), margin_ritel: 0.3, pengganda: PENGGANDA_V2 };
    const entries = await entriesOf(ctx(), async () => {
      await ok(ctx(), { method: 'PUT', url: url(), headers: admin.auth, payload: base() });
      await ok(ctx(), { method: 'PUT', url: url(), headers: admin.auth, payload: changed });
      await ok(ctx(), { method: 'PUT', url: url(), headers: admin.auth, payload: changed });
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'parameter_ekonomi_diubah',
      target_id: eventId,
      sebelum: { margin_ritel: 0.25, pengganda: null },
      sesudah: { margin_ritel: 0.3, pengganda: PENGGANDA_V2 },
    });
    expect(Object.keys(entries[0].sebelum ?? {}).sort()).toEqual(['margin_ritel', 'pengganda']);
  });

  it('records nothing for a refused save: an unknown region, outside the area, not an Admin', async () => {
    const elsewhere = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const instansi = await quickUser(ctx(), 'Instansi', { wilayah_kerja: '35.78' });
    const put = (user: SignedInUser, payload: unknown) => ctx().app.inject({ method: 'PUT', url: url(), headers: user.auth, payload: payload as object });
    const entries = await entriesOf(ctx(), async () => {
      expect((await put(admin, { ...base(), wilayah_tuan_rumah: ['99.99'] })).statusCode).toBe(400);
      expect((await put(admin, { ...base(), segmen: [{ kuesioner_id: 2_147_483_647, kunjungan: 5, jenis: 'pengunjung' }] })).statusCode).toBe(400);
      expect((await put(elsewhere, { ...base(), margin_ritel: 0.1 })).statusCode).toBe(404);
      expect((await put(instansi, { ...base(), margin_ritel: 0.1 })).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });

  it('leaves the chain intact', async () => {
    expect(await verifyChain(ctx().db)).toMatchObject({ intact: true });
  });
});
