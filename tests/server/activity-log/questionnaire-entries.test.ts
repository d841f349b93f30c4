import { beforeAll, expect, it } from 'vitest';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { quickUser } from '../auth/support';
import { answersFor, createKuesioner, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { regionalSurvey } from './regional-survey';
import { entriesOf, ok } from './support';

// docs/activity-log.md: every change to a questionnaire or its questions is an entry under the
// event (so the event filter and the area rule find it), with the fields before and after; a
// change of nothing and a refused change record nothing.

/** A question's settings as PUT /api/pertanyaan/{id} takes them. */
function definitionOf(question: Pertanyaan) {
  const { teks_pertanyaan, tipe_jawaban, wajib, min, maks, pilihan, tampil_jika, peran_ekonomi, batas_wajar } = question;
  return { teks_pertanyaan, tipe_jawaban, wajib, min, maks, pilihan, tampil_jika, peran_ekonomi, batas_wajar };
}

describeOnEachDatabase('Log Aktivitas: questionnaires and questions', (ctx) => {
  let admin: SignedInUser;
  let eventId: number;
  let kuesioner: Kuesioner;
  let umur: Pertanyaan;
  let kota: Pertanyaan;
  /** What every entry of this event carries. */
  const under = () => ({ pelaku_id: admin.user.id, pelaku_wilayah: '35', event_id: eventId, wilayah: '35.78' });

  beforeAll(async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Admin Jatim', wilayah_kerja: '35' });
    eventId = (await regionalSurvey(ctx(), admin, '35.78')).event.id;
  });

  it('records a new questionnaire', async () => {
    const entries = await entriesOf(ctx(), async () => {
      kuesioner = (await ok(ctx(), { method: 'POST', url: '/api/kuesioner', headers: admin.auth, payload: { event_id: eventId, tipe_responden: 'Pengunjung' } })).json();
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...under(),
      aksi: 'kuesioner_dibuat',
      target_jenis: 'kuesioner',
      target_id: kuesioner.id,
      target_nama: 'Pengunjung',
      sebelum: null,
      sesudah: { tipe_responden: 'Pengunjung', nama_kuesioner: kuesioner.nama_kuesioner },
    });
  });

  it('records a change of the sample target, and nothing when it stays the same', async () => {
    const put = () => ok(ctx(), { method: 'PUT', url: `/api/kuesioner/${kuesioner.id}/target-sampel`, headers: admin.auth, payload: { target_sampel: 200 } });
    const entries = await entriesOf(ctx(), async () => {
      await put();
      await put();
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ...under(), aksi: 'kuesioner_target_diubah', target_id: kuesioner.id, sebelum: { target_sampel: null }, sesudah: { target_sampel: 200 } });
  });

  it('records a new question with its questionnaire, place and settings', async () => {
    const entries = await entriesOf(ctx(), async () => {
      const add = (payload: Record<string, unknown>) => ok(ctx(), { method: 'POST', url: '/api/pertanyaan', headers: admin.auth, payload: { kuesioner_id: kuesioner.id, ...payload } });
      umur = (await add({ teks_pertanyaan: 'Umur', tipe_jawaban: 'angka', wajib: false, min: 10, maks: 99 })).json();
      kota = (await add({ teks_pertanyaan: 'Kota asal', tipe_jawaban: 'teks' })).json();
    });
    expect(entries.map((entry) => [entry.aksi, entry.target_jenis, entry.target_id, entry.target_nama])).toEqual([
      ['pertanyaan_dibuat', 'pertanyaan', umur.id, 'Umur'],
      ['pertanyaan_dibuat', 'pertanyaan', kota.id, 'Kota asal'],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ ...under(), sebelum: null });
    expect(entries[0].sesudah).toEqual({
      kuesioner_id: kuesioner.id,
      urutan: 1,
      teks_pertanyaan: 'Umur',
      tipe_jawaban: 'angka',
      wajib: false,
      min: 10,
      maks: 99,
      pilihan: null,
      tampil_jika: null,
      peran_ekonomi: null,
      batas_wajar: null,
    });
  });

  it('records a question\'s edit with only the settings that changed, and nothing for an edit of nothing', async () => {
    const put = (payload: Record<string, unknown>) => ok(ctx(), { method: 'PUT', url: `/api/pertanyaan/${umur.id}`, headers: admin.auth, payload });
    const entries = await entriesOf(ctx(), async () => {
      await put(definitionOf(umur));
      umur = (await put({ ...definitionOf(umur), teks_pertanyaan: 'Umur Anda', wajib: true, maks: 100 })).json();
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...under(),
      aksi: 'pertanyaan_diubah',
      target_id: umur.id,
      target_nama: 'Umur Anda',
      sebelum: { teks_pertanyaan: 'Umur', wajib: false, maks: 99 },
      sesudah: { teks_pertanyaan: 'Umur Anda', wajib: true, maks: 100 },
    });
    expect(Object.keys(entries[0].sebelum ?? {}).sort()).toEqual(['maks', 'teks_pertanyaan', 'wajib']);
  });

  it('records a new order of the questions, and nothing for the same order', async () => {
    const put = (ids: number[]) => ok(ctx(), { method: 'PUT', url: `/api/kuesioner/${kuesioner.id}/urutan`, headers: admin.auth, payload: { pertanyaan_ids: ids } });
    const entries = await entriesOf(ctx(), async () => {
      await put([umur.id, kota.id]);
      await put([kota.id, umur.id]);
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...under(),
      aksi: 'kuesioner_urutan_diubah',
      target_id: kuesioner.id,
      sebelum: { pertanyaan_ids: [umur.id, kota.id] },
      sesudah: { pertanyaan_ids: [kota.id, umur.id] },
    });
  });

  it('records a question\'s deletion with the question as it was', async () => {
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'DELETE', url: `/api/pertanyaan/${kota.id}`, headers: admin.auth }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...under(),
      aksi: 'pertanyaan_dihapus',
      target_id: kota.id,
      target_nama: 'Kota asal',
      sebelum: { kuesioner_id: kuesioner.id, urutan: 1, teks_pertanyaan: 'Kota asal', tipe_jawaban: 'teks' },
      sesudah: null,
    });
  });

  it('records the ready-made economic set added, and its rewording, each only when it changed something', async () => {
    const addSet = () => ctx().app.inject({ method: 'POST', url: `/api/kuesioner/${kuesioner.id}/pertanyaan-ekonomi`, headers: admin.auth });
    // No host area yet: refused (409), nothing recorded.
    const refused = await entriesOf(ctx(), async () => expect((await addSet()).statusCode).toBe(409));
    expect(refused).toEqual([]);
    await ok(ctx(), { method: 'PUT', url: `/api/events/${eventId}/parameter-ekonomi`, headers: admin.auth, payload: { wilayah_tuan_rumah: ['35.78'] } });

    let added = 0;
    const entries = await entriesOf(ctx(), async () => {
      const first = await addSet();
      expect(first.statusCode, first.body).toBe(201);
      added = first.json().ditambahkan;
      // Every role is there now: nothing added, nothing recorded.
      expect((await addSet()).statusCode).toBe(200);
    });
    expect(added).toBeGreaterThan(0);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ...under(), aksi: 'pertanyaan_ekonomi_ditambahkan', target_jenis: 'kuesioner', target_id: kuesioner.id, sebelum: null });
    expect(entries[0].sesudah?.ditambahkan).toBe(added);
    expect(entries[0].sesudah?.peran_ekonomi).toHaveLength(added);
    expect(entries[0].sesudah?.peran_ekonomi).toContain('asal');

    const questions = (await ok(ctx(), { method: 'GET', url: `/api/kuesioner/${kuesioner.id}/pertanyaan`, headers: admin.auth })).json() as Pertanyaan[];
    const asal = questions.find((question) => question.peran_ekonomi === 'asal') as Pertanyaan;
    await ok(ctx(), { method: 'PUT', url: `/api/pertanyaan/${asal.id}`, headers: admin.auth, payload: { ...definitionOf(asal), teks_pertanyaan: 'Dari mana?' } });
    const reword = () => ok(ctx(), { method: 'POST', url: `/api/kuesioner/${kuesioner.id}/pertanyaan-ekonomi/perbarui`, headers: admin.auth });
    const reworded = await entriesOf(ctx(), async () => {
      await reword();
      await reword();
    });
    expect(reworded).toHaveLength(1);
    expect(reworded[0]).toMatchObject({
      ...under(),
      aksi: 'pertanyaan_ekonomi_diperbarui',
      target_id: kuesioner.id,
      sebelum: { pertanyaan: [{ id: asal.id, teks_pertanyaan: 'Dari mana?' }] },
      sesudah: { pertanyaan: [{ id: asal.id, teks_pertanyaan: asal.teks_pertanyaan }] },
    });
  });

  it('records nothing for a refused change: answered, taken, outside the area, not an Admin', async () => {
    const answered = await regionalSurvey(ctx(), admin, '35.78');
    const surveyor = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '35' });
    expect((await submit(ctx(), surveyor, answersFor(answered))).statusCode).toBe(201);
    const elsewhere = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const inject = (user: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      ctx().app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

    const entries = await entriesOf(ctx(), async () => {
      expect((await inject(admin, 'DELETE', `/api/kuesioner/${answered.kuesioner.id}`)).statusCode).toBe(409);
      expect((await inject(admin, 'DELETE', `/api/pertanyaan/${answered.questions.teks.id}`)).statusCode).toBe(409);
      expect((await inject(admin, 'POST', '/api/kuesioner', { event_id: eventId, tipe_responden: 'Pengunjung' })).statusCode).toBe(409);
      expect((await inject(admin, 'PUT', `/api/pertanyaan/${answered.questions.angka.id}`, { ...definitionOf(answered.questions.angka), tipe_jawaban: 'teks' })).statusCode).toBe(409);
      expect((await inject(admin, 'PUT', `/api/kuesioner/${kuesioner.id}/urutan`, { pertanyaan_ids: [umur.id] })).statusCode).toBe(400);
      expect((await inject(elsewhere, 'PUT', `/api/kuesioner/${kuesioner.id}/target-sampel`, { target_sampel: 5 })).statusCode).toBe(404);
      expect((await inject(elsewhere, 'POST', '/api/pertanyaan', { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Asing', tipe_jawaban: 'teks' })).statusCode).toBe(404);
      expect((await inject(surveyor, 'DELETE', `/api/pertanyaan/${umur.id}`)).statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });

  it('records a questionnaire\'s deletion with the questionnaire as it was', async () => {
    const doomed = await createKuesioner(ctx(), admin, eventId, 'Pedagang');
    await ok(ctx(), { method: 'PUT', url: `/api/kuesioner/${doomed.id}/target-sampel`, headers: admin.auth, payload: { target_sampel: 30 } });
    const entries = await entriesOf(ctx(), () => ok(ctx(), { method: 'DELETE', url: `/api/kuesioner/${doomed.id}`, headers: admin.auth }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...under(),
      aksi: 'kuesioner_dihapus',
      target_id: doomed.id,
      target_nama: 'Pedagang',
      sebelum: { tipe_responden: 'Pedagang', nama_kuesioner: doomed.nama_kuesioner, target_sampel: 30 },
      sesudah: null,
    });
  });

  it('leaves the chain intact', async () => {
    expect(await verifyChain(ctx().db)).toMatchObject({ intact: true });
  });
});
