import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { shownRows } from '../helpers/workbook-cells';

/**
 * A security test's finding (issue 38, item 8): the review history named the reviewer by display
 * name alone, which anyone may set to anyone's. Admins now also get the account that acted (its id
 * and email, both null once the account is deleted) beside the name, in the response's detail,
 * its status history and the download's "Riwayat Koreksi"; the name itself stays as it was.
 */

const NAME = 'Ani Admin';

describeOnEachDatabase('Review history: the account beside the display name, to Admins', (ctx) => {
  let real: SignedInUser;
  let impostor: SignedInUser;
  let instansi: SignedInUser;
  let survey: SurveyFixture;
  let responseId: number;

  const get = (user: SignedInUser, url: string) => ctx().app.inject({ method: 'GET', url, headers: user.auth });

  beforeAll(async () => {
    real = await ctx().createUser('Admin', { nama: NAME });
    impostor = await ctx().createUser('Admin', { nama: NAME });
    instansi = await ctx().createUser('Instansi');
    const surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), real);
    const sent = await submit(ctx(), surveyor, answersFor(survey));
    expect(sent.statusCode, sent.body).toBe(201);
    responseId = sent.json().id;

    const corrected = await ctx().app.inject({
      method: 'PUT',
      url: `/api/respons/${responseId}/jawaban/${survey.questions.teks.id}`,
      headers: impostor.auth,
      payload: { nilai: 'Surabaya', alasan: 'Salah ketik', versi: 1 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const confirmed = await ctx().app.inject({ method: 'POST', url: `/api/respons/${responseId}/konfirmasi`, headers: real.auth, payload: { versi: 2 } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const status of ['dibatalkan', 'diterima']) {
      const changed = await ctx().app.inject({ method: 'PATCH', url: `/api/respons/${responseId}`, headers: impostor.auth, payload: { status, alasan: 'Uji' } });
      expect(changed.statusCode, changed.body).toBe(200);
    }
  });

  it('tells the two same-named Admins apart by their accounts in the detail and the status history', async () => {
    const detail = (await get(real, `/api/respons/${responseId}`)).json();
    expect(detail.koreksi).toEqual([expect.objectContaining({ oleh: NAME, oleh_id: impostor.user.id, oleh_email: impostor.user.email })]);
    const confirmation = { oleh: NAME, oleh_id: real.user.id, oleh_email: real.user.email };
    expect(detail.konfirmasi).toEqual([expect.objectContaining(confirmation)]);
    expect(detail.pemeriksaan.dikonfirmasi).toEqual(expect.objectContaining(confirmation));
    const history = (await get(real, `/api/respons/${responseId}/riwayat`)).json();
    expect(history.data).toEqual([
      expect.objectContaining({ status: 'dibatalkan', oleh: NAME, oleh_id: impostor.user.id, oleh_email: impostor.user.email }),
      expect.objectContaining({ status: 'diterima', oleh: NAME, oleh_id: impostor.user.id, oleh_email: impostor.user.email }),
    ]);
    // The answer of a review change is the detail too, as the Admin reads it.
    const again = await ctx().app.inject({ method: 'POST', url: `/api/respons/${responseId}/konfirmasi`, headers: real.auth, payload: { versi: detail.versi } });
    expect(again.json().respons.konfirmasi.at(-1)).toEqual(expect.objectContaining(confirmation));
  });

  it('gives the accounts to no other role: the name alone, as before', async () => {
    const detail = (await get(instansi, `/api/respons/${responseId}`)).json();
    for (const entry of [...detail.koreksi, ...detail.konfirmasi, detail.pemeriksaan.dikonfirmasi, ...(await get(instansi, `/api/respons/${responseId}/riwayat`)).json().data]) {
      expect(entry.oleh).toBe(NAME);
      expect(entry).not.toHaveProperty('oleh_email');
      expect(entry).not.toHaveProperty('oleh_id');
    }
    const download = await get(instansi, `/api/events/${survey.event.id}/hasil-survei/download`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(shownRows(workbook.getWorksheet('Riwayat Koreksi')!, 9)[0]).not.toContain('Email Akun');
  });

  it("puts the account's email beside the name in an Admin's download, and says when the account is gone", async () => {
    const reviewers = async () => {
      const download = await get(real, `/api/events/${survey.event.id}/hasil-survei/download`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const rows = shownRows(workbook.getWorksheet('Riwayat Koreksi')!, 8);
      expect(rows[0].slice(6)).toEqual(['Oleh', 'Email Akun']);
      return rows.slice(1).map((row) => [row[2], row[6], row[7]]);
    };
    expect(await reviewers()).toEqual([
      ['Koreksi', NAME, impostor.user.email],
      ['Konfirmasi', NAME, real.user.email],
      ['Konfirmasi', NAME, real.user.email],
    ]);

    const deleted = await ctx().app.inject({ method: 'DELETE', url: `/api/users/${impostor.user.id}`, headers: real.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await reviewers())[0]).toEqual(['Koreksi', NAME, '(akun sudah dihapus)']);
    const detail = (await get(real, `/api/respons/${responseId}`)).json();
    expect(detail.koreksi[0]).toEqual(expect.objectContaining({ oleh: NAME, oleh_id: null, oleh_email: null }));
    expect((await get(real, `/api/respons/${responseId}/riwayat`)).json().data[0]).toEqual(
      expect.objectContaining({ oleh: NAME, oleh_id: null, oleh_email: null }),
    );
  });
});
