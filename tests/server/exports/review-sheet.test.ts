import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { answersFor, createSurvey, submit, type SurveyFixture } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { shownRows } from '../helpers/workbook-cells';

/**
 * The download's "Riwayat Koreksi" sheet (issue 28 item 4): every correction and confirmation of
 * the event's responses, oldest first, with its time on the report time zone's clock (WIB here),
 * and the Info sheet saying where to find them. The review routes write the two logs; here they
 * are written directly, as those routes would, so the sheet is tested on its own.
 */

// An Admin's download: the acting account's email beside the name (the name is free to choose).
const HEADER = ['ID Respons', 'Tipe Responden', 'Tindakan', 'Pertanyaan', 'Nilai Lama', 'Nilai Baru', 'Oleh', 'Email Akun', 'Waktu (WIB)', 'Alasan / Catatan'];

describeOnEachDatabase('Download: the review history sheet', (ctx) => {
  let admin: SignedInUser;
  let survey: SurveyFixture;
  let responseId: number;

  const download = async (query = '') => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${survey.event.id}/hasil-survei/download${query}`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };

  beforeAll(async () => {
    admin = await ctx().createUser('Admin', { nama: 'Admin Pemeriksa' });
    const surveyor = await ctx().createUser('Surveyor');
    survey = await createSurvey(ctx(), admin);
    const sent = await submit(ctx(), surveyor, answersFor(survey, { nominal: '2500000000' }));
    expect(sent.statusCode, sent.body).toBe(201);
    responseId = sent.json().id;
  });

  it('says so when nothing was reviewed, and the Info sheet points to it', async () => {
    const workbook = await download();
    const sheet = workbook.getWorksheet('Riwayat Koreksi')!;
    expect(shownRows(sheet, HEADER.length)).toEqual([HEADER, ['Belum ada jawaban yang dikoreksi atau dikonfirmasi.', null, null, null, null, null, null, null, null, null]]);
    const info = shownRows(workbook.getWorksheet('Info')!, 2);
    expect(info).toContainEqual([
      'Jawaban yang dikoreksi',
      'Sheet data berisi jawaban terkini. Setiap koreksi (nilai lama, nilai baru, oleh siapa, kapan, alasannya) dan setiap konfirmasi pemeriksaan tercatat di sheet Riwayat Koreksi.',
    ]);
  });

  it('lists every correction and confirmation, oldest first, times in WIB', async () => {
    const { db } = ctx();
    const admin_id = admin.user.id;
    // Written out of order: the sheet sorts by time.
    await db
      .insertInto('konfirmasi_respons')
      .values({ respons_id: responseId, catatan: 'Dicek ulang dengan surveyor', oleh_id: admin_id, oleh_nama: 'Admin Pemeriksa', pada: '2026-07-21T03:00:00.000Z' })
      .execute();
    await db
      .insertInto('koreksi_jawaban')
      .values({
        respons_id: responseId,
        pertanyaan_id: survey.questions.nominal.id,
        nilai_lama: '2500000000',
        nilai_baru: '2500000',
        alasan: 'Salah ketik tiga nol',
        oleh_id: admin_id,
        oleh_nama: 'Admin Pemeriksa',
        pada: '2026-07-20T02:30:00.000Z',
      })
      .execute();
    const sheet = (await download()).getWorksheet('Riwayat Koreksi')!;
    expect(shownRows(sheet, HEADER.length)).toEqual([
      HEADER,
      [responseId, 'Penonton', 'Koreksi', 'Berapa pengeluaran Anda?', '2500000000', '2500000', 'Admin Pemeriksa', admin.user.email, '20/07/2026 09:30:00', 'Salah ketik tiga nol'],
      [responseId, 'Penonton', 'Konfirmasi', 'Semua jawaban belanja respons ini', null, null, 'Admin Pemeriksa', admin.user.email, '21/07/2026 10:00:00', 'Dicek ulang dengan surveyor'],
    ]);
  });

  it('leaves the history of a voided response out unless the download holds voided responses', async () => {
    const voided = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/respons/${responseId}`,
      headers: admin.auth,
      payload: { status: 'dibatalkan', alasan: 'Uji coba petugas' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const without = (await download()).getWorksheet('Riwayat Koreksi')!;
    expect(shownRows(without, 1)).toEqual([['ID Respons'], ['Belum ada jawaban yang dikoreksi atau dikonfirmasi.']]);
    const withVoided = (await download('?termasuk_dibatalkan=1')).getWorksheet('Riwayat Koreksi')!;
    expect(shownRows(withVoided, 3).slice(1).map((row) => row[2])).toEqual(['Koreksi', 'Konfirmasi']);
  });
});
