import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { shownCell, shownRows } from '../helpers/workbook-cells';

/**
 * A security test's finding (issue 38, item 8): a Surveyor got 404 on another surveyor's response
 * but downloaded it, with its correction history, from the event's spreadsheet. The download now
 * follows the rule of GET /api/respons/{id}: a Surveyor's file holds only the surveyor's own
 * responses and their history, and none of the sheets with a row for every response.
 */

const NO_SURVEY_DATA = 'Tidak ada data survei yang ditemukan untuk event ini.';

describeOnEachDatabase("Download: a Surveyor's file holds only the surveyor's own responses", (ctx) => {
  let admin: SignedInUser;
  let own: SignedInUser;
  let other: SignedInUser;
  let survey: SurveyFixture;
  let ownId: number;
  let otherId: number;

  const download = (user: SignedInUser) =>
    ctx().app.inject({ method: 'GET', url: `/api/events/${survey.event.id}/hasil-survei/download?termasuk_dibatalkan=1`, headers: user.auth });

  async function workbookOf(user: SignedInUser): Promise<ExcelJS.Workbook> {
    const response = await download(user);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  /** Every cell of every sheet, as shown. */
  const everyText = (workbook: ExcelJS.Workbook) =>
    workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((value) => String(shownCell(value ?? null))) : [])));

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    own = await ctx().createUser('Surveyor', { nama: 'Surveyor Sendiri' });
    other = await ctx().createUser('Surveyor', { nama: 'Surveyor Lain' });
    survey = await createSurvey(ctx(), admin);
    const mine = await submit(ctx(), own, answersFor(survey, { teks: 'Jawaban milik sendiri' }));
    const theirs = await submit(ctx(), other, answersFor(survey, { teks: 'Jawaban milik orang lain' }));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    [ownId, otherId] = [mine.json().id, theirs.json().id];

    const corrected = await ctx().app.inject({
      method: 'PUT',
      url: `/api/respons/${otherId}/jawaban/${survey.questions.teks.id}`,
      headers: admin.auth,
      payload: { nilai: 'Koreksi milik orang lain', alasan: 'Alasan koreksi orang lain', versi: 1 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const confirmed = await ctx().app.inject({
      method: 'POST',
      url: `/api/respons/${ownId}/konfirmasi`,
      headers: admin.auth,
      payload: { catatan: 'Catatan untuk sendiri', versi: 1 },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The premise: the detail already refuses another's response.
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/respons/${otherId}`, headers: own.auth });
    expect(detail.statusCode).toBe(404);
  });

  it("leaves out another surveyor's response, its answers and its correction history", async () => {
    const workbook = await workbookOf(own);
    const data = workbook.getWorksheet('Penonton')!;
    expect(shownRows(data, 4).slice(1)).toEqual([[1, ownId, expect.any(String), 'Surveyor Sendiri']]);
    const review = workbook.getWorksheet('Riwayat Koreksi')!;
    expect(shownRows(review, 3).slice(1)).toEqual([[ownId, 'Penonton', 'Konfirmasi']]);
    const texts = everyText(workbook);
    for (const secret of ['Jawaban milik orang lain', 'Koreksi milik orang lain', 'Alasan koreksi orang lain', 'Surveyor Lain']) {
      expect(texts).not.toContain(secret);
    }
    expect(texts).toContain('Catatan untuk sendiri');
  });

  it('leaves out the per-response impact sheets and counts only its own responses in Info', async () => {
    const workbook = await workbookOf(own);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).not.toContain('Penanda Dampak');
    expect(names).not.toContain('Hitung Ulang');
    expect(names).toEqual(expect.arrayContaining(['Penonton', 'Dampak Ekonomi', 'Riwayat Koreksi', 'Info']));
    const info = shownRows(workbook.getWorksheet('Info')!, 2);
    expect(info).toContainEqual(['Data survei diterima', 1]);
    expect(info.find((row) => row[0] === 'Cakupan data')?.[1]).toMatch(/^Hanya data survei yang Anda kumpulkan/);
  });

  it('answers a Surveyor who collected nothing for the event as an event without data', async () => {
    const idle = await ctx().createUser('Surveyor');
    const response = await download(idle);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: NO_SURVEY_DATA });
  });

  it("keeps every response and the whole history in an Admin's and an Instansi's file", async () => {
    const instansi = await ctx().createUser('Instansi');
    for (const user of [admin, instansi]) {
      const workbook = await workbookOf(user);
      expect(shownRows(workbook.getWorksheet('Penonton')!, 2).slice(1).map((row) => row[1])).toEqual([ownId, otherId]);
      expect(everyText(workbook)).toContain('Alasan koreksi orang lain');
      expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Penanda Dampak');
      expect(shownRows(workbook.getWorksheet('Info')!, 2).map((row) => row[0])).not.toContain('Cakupan data');
    }
  });
});
