import { beforeAll, expect, it } from 'vitest';
import { verifyChain } from '../../../src/server/audit/verify-chain';
import { quickUser } from '../auth/support';
import { answersFor, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { regionalSurvey } from './regional-survey';
import { entriesOf, ok } from './support';

// docs/activity-log.md: confirming a response, correcting an answer (the value before and after,
// with the reason), voiding and restoring a response (with the reason) are entries of the
// response, under its event; a refused review records nothing.

describeOnEachDatabase('Log Aktivitas: the review of responses', (ctx) => {
  let admin: SignedInUser;
  let survey: SurveyFixture;
  let id: number;
  let target: { target_jenis: string; target_id: number; target_nama: string; event_id: number; wilayah: string };

  const versiOf = async (responsId: number) => (await ctx().db.selectFrom('respons').select('versi').where('id', '=', responsId).executeTakeFirstOrThrow()).versi;

  beforeAll(async () => {
    admin = await quickUser(ctx(), 'Admin', { nama: 'Admin Jatim', wilayah_kerja: '35' });
    const surveyor = await quickUser(ctx(), 'Surveyor', { wilayah_kerja: '35' });
    survey = await regionalSurvey(ctx(), admin, '35.78');
    const sent = await submit(ctx(), surveyor, answersFor(survey, { nominal: '250000' }));
    expect(sent.statusCode, sent.body).toBe(201);
    id = sent.json().id;
    target = { target_jenis: 'respons', target_id: id, target_nama: `Penonton #${id}`, event_id: survey.event.id, wilayah: '35.78' };
  });

  it('records a confirmation with its note', async () => {
    const versi = await versiOf(id);
    const entries = await entriesOf(ctx(), () =>
      ok(ctx(), { method: 'POST', url: `/api/respons/${id}/konfirmasi`, headers: admin.auth, payload: { catatan: 'Sudah dicek ke responden', versi } }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ aksi: 'respons_dikonfirmasi', pelaku_id: admin.user.id, ...target, sebelum: null, sesudah: { catatan: 'Sudah dicek ke responden' } });
  });

  it('records a correction: the question, the answer before and after, and the reason', async () => {
    const question = survey.questions.nominal;
    const versi = await versiOf(id);
    const entries = await entriesOf(ctx(), () =>
      ok(ctx(), {
        method: 'PUT',
        url: `/api/respons/${id}/jawaban/${question.id}`,
        headers: admin.auth,
        payload: { nilai: '25000', alasan: 'Salah ketik satu nol', versi },
      }),
    );
    expect(entries).toHaveLength(1);
    const named = { pertanyaan_id: question.id, teks_pertanyaan: question.teks_pertanyaan };
    expect(entries[0]).toMatchObject({
      aksi: 'jawaban_dikoreksi',
      pelaku_id: admin.user.id,
      ...target,
      sebelum: { ...named, nilai: '250000' },
      sesudah: { ...named, nilai: '25000', alasan: 'Salah ketik satu nol' },
    });
  });

  it('records nothing for a refused review: a stale version, a value breaking the rules, another area', async () => {
    const elsewhere = await quickUser(ctx(), 'Admin', { wilayah_kerja: '32' });
    const entries = await entriesOf(ctx(), async () => {
      const stale = await ctx().app.inject({ method: 'POST', url: `/api/respons/${id}/konfirmasi`, headers: admin.auth, payload: { versi: 1 } });
      expect(stale.statusCode).toBe(409);
      const bad = await ctx().app.inject({
        method: 'PUT',
        url: `/api/respons/${id}/jawaban/${survey.questions.angka.id}`,
        headers: admin.auth,
        payload: { nilai: 'dua', alasan: 'Uji', versi: await versiOf(id) },
      });
      expect(bad.statusCode).toBe(400);
      const outside = await ctx().app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: elsewhere.auth, payload: { status: 'dibatalkan', alasan: 'Uji' } });
      expect(outside.statusCode).toBe(404);
    });
    expect(entries).toEqual([]);
  });

  it('records voiding and restoring with the reason, and nothing for a change already made', async () => {
    const patch = (status: string, alasan: string) => ({ method: 'PATCH' as const, url: `/api/respons/${id}`, headers: admin.auth, payload: { status, alasan } });
    const entries = await entriesOf(ctx(), async () => {
      await ok(ctx(), patch('dibatalkan', 'Responden mengisi dua kali'));
      expect((await ctx().app.inject(patch('dibatalkan', 'Lagi'))).statusCode).toBe(409);
      await ok(ctx(), patch('diterima', 'Ternyata bukan ganda'));
    });
    expect(entries.map((entry) => [entry.aksi, entry.sebelum, entry.sesudah])).toEqual([
      ['respons_dibatalkan', { status: 'diterima' }, { status: 'dibatalkan', alasan: 'Responden mengisi dua kali' }],
      ['respons_dipulihkan', { status: 'dibatalkan' }, { status: 'diterima', alasan: 'Ternyata bukan ganda' }],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ pelaku_id: admin.user.id, ...target });
  });

  it('leaves the chain intact', async () => {
    expect(await verifyChain(ctx().db)).toMatchObject({ intact: true });
  });
});

