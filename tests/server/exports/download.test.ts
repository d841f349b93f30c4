import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  insertEvent,
  insertQuestionnaire,
  insertQuestion,
  insertResponses,
  SEED_QUESTIONS,
  seedAnswers,
  seedDiisiPada,
} from '../helpers/seed-survey';
import { describeOnEachDatabase, errorBody, type SignedInUser, type TestContext } from '../helpers/test-app';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NO_DATA = 'Tidak ada data survei yang ditemukan untuk event ini.';
// More than two pages of 1000, so keyset pagination crosses page boundaries.
const VISITORS = 2500;
const FORMULA_LOOKALIKES = ['=HYPERLINK("http://contoh.id","klik")', '+62 812 3456', '-5 menit', '@SUM(A1)'];

interface Seeded {
  eventId: number;
  surveyor: SignedInUser;
  /** The visitors' response ids, visitor 0 first (collection time order, which is also id order). */
  visitorIds: number[];
  /** The athletes' response ids, in FORMULA_LOOKALIKES order. */
  athleteIds: number[];
}

/** Visitor `index`'s collection time (seedDiisiPada: 20 Nov 2026 08:00 UTC plus a minute each) in WIB, UTC+7. */
const wibOf = (index: number) => new Date(Date.UTC(2026, 10, 20, 15, 0) + index * 60_000);

/**
 * "Pengunjung" answers SEED_QUESTIONS 2500 times; the athletes' questionnaire gets its responses
 * in the middle of those, so a page of visitor ids spans athlete ids too; two questionnaires with
 * long names and no responses follow.
 */
async function seedExportEvent(ctx: TestContext): Promise<Seeded> {
  const { db } = ctx;
  const surveyor = await ctx.createUser('Surveyor', { nama: 'Siti Surveyor', email: 'siti.surveyor@uji.id' });
  const gone = await ctx.createUser('Surveyor', { nama: 'Akun Terhapus' });
  const eventId = await insertEvent(db, { nama_event: 'Festival Lari Nusantara 2026' });
  const pengunjung = await insertQuestionnaire(db, eventId, 'Pengunjung');
  const atlet = await insertQuestionnaire(db, eventId, 'Atlet/Official [Tim]?');
  await insertQuestionnaire(db, eventId, 'Pedagang kaki lima di sekitar lokasi utama');
  await insertQuestionnaire(db, eventId, 'Pedagang kaki lima di sekitar lokasi lain');
  const visitorQuestions = await insertQuestion(db, pengunjung, SEED_QUESTIONS);
  const [namaTim, jumlahAtlet] = await insertQuestion(db, atlet, [
    { teks: 'Nama tim', tipe: 'teks' },
    { teks: 'Jumlah atlet', tipe: 'angka' },
  ]);

  const visitor = (index: number) => ({
    surveyorId: surveyor.user.id,
    diisiPada: seedDiisiPada(index),
    answers: new Map(seedAnswers(index).map((isi, i) => [visitorQuestions[i], isi])),
  });
  const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));
  const firstVisitors = await insertResponses(db, pengunjung, visitors.slice(0, 1200));
  const athleteIds = await insertResponses(
    db,
    atlet,
    FORMULA_LOOKALIKES.map((teks, index) => ({
      surveyorId: index < 2 ? gone.user.id : surveyor.user.id,
      diisiPada: seedDiisiPada(index),
      // The last athlete response skipped the number: its cell stays empty.
      answers: new Map(index < 3 ? [[namaTim, teks], [jumlahAtlet, String(10 + index)]] : [[namaTim, teks]]),
    })),
  );
  const laterVisitors = await insertResponses(db, pengunjung, visitors.slice(1200));
  await db.deleteFrom('users').where('id', '=', gone.user.id).execute();
  return { eventId, surveyor, visitorIds: [...firstVisitors, ...laterVisitors], athleteIds };
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

describeOnEachDatabase('GET /api/events/{id}/hasil-survei/download', (ctx) => {
  let admin: SignedInUser;
  let seeded: Seeded;
  let download: LightMyRequestResponse;

  const get = (eventId: number, user?: SignedInUser) =>
    ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download`, headers: user?.auth });

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    seeded = await seedExportEvent(ctx());
    download = await get(seeded.eventId, admin);
  });

  it('answers an .xlsx attachment named after the event, never cached', () => {
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    expect(download.headers['content-type']).toBe(XLSX_TYPE);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="hasil-survei-festival-lari-nusantara-2026.xlsx"; ` +
        `filename*=UTF-8''hasil-survei-festival-lari-nusantara-2026.xlsx`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
  });

  it('has one sheet per respondent type, in questionnaire order, with valid distinct names, then the report', async () => {
    const workbook = await workbookOf(download);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Pengunjung',
      'Atlet-Official -Tim-',
      'Pedagang kaki lima di sekitar l',
      'Pedagang kaki lima di sekit (2)',
      'Dampak Ekonomi',
      'Asal Pengunjung',
      'Hitung Ulang',
      'Asumsi & Sumber',
      'Peran Pertanyaan',
      'Penanda Dampak',
      'Riwayat Koreksi',
      'Info',
    ]);
  });

  it('writes a header and one row per response, in collection time order, with typed cells', async () => {
    const sheet = (await workbookOf(download)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'ID Respons',
      'Waktu Pengisian (WIB)',
      'Surveyor',
      'Email Surveyor',
      ...SEED_QUESTIONS.map((q) => q.teks),
    ]);
    expect(sheet.actualRowCount).toBe(1 + VISITORS);
    // The visitors' ids skip the athletes' in the middle: the ID column names each response as the API does.
    expect(seeded.visitorIds[1200] - seeded.visitorIds[1199]).toBe(1 + FORMULA_LOOKALIKES.length);
    for (let index = 0; index < VISITORS; index += 1) {
      const row = sheet.getRow(index + 2);
      const [kota, rombongan, makan, puas] = seedAnswers(index);
      expect(row.values).toEqual([
        undefined,
        index + 1,
        seeded.visitorIds[index],
        wibOf(index),
        'Siti Surveyor',
        'siti.surveyor@uji.id',
        kota,
        Number(rombongan),
        Number(makan),
        puas,
      ]);
    }
    const first = sheet.getRow(2);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    // 20 Nov 2026 08:00 UTC is 15:00 in WIB.
    expect(first.getCell(3).value).toEqual(new Date('2026-11-20T15:00:00.000Z'));
    expect(first.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(8).numFmt).toBe('"Rp" #,##0');
    expect(first.getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(6).alignment).toEqual({ wrapText: true, vertical: 'top' });
    expect(first.getCell(7).alignment).toBeUndefined();
  });

  // Each carries an apostrophe before it (OWASP's CSV injection guidance: formula-quote-prefix.test.ts).
  it('keeps formula-looking answers as inert text and leaves a deleted surveyor blank', async () => {
    const sheet = (await workbookOf(download)).worksheets[1];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'ID Respons',
      'Waktu Pengisian (WIB)',
      'Surveyor',
      'Email Surveyor',
      'Nama tim',
      'Jumlah atlet',
    ]);
    expect(sheet.actualRowCount).toBe(1 + FORMULA_LOOKALIKES.length);
    FORMULA_LOOKALIKES.forEach((teks, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(2).value).toBe(seeded.athleteIds[index]);
      const cell = row.getCell(6);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(`'${teks}`);
      expect(cell.formula).toBeUndefined();
    });
    // The deleted account's responses keep their row, with no name and no email.
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
    expect(sheet.getRow(2).getCell(5).value).toBeNull();
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.getRow(4).getCell(4).value).toBe('Siti Surveyor');
    expect(sheet.getRow(4).getCell(5).value).toBe('siti.surveyor@uji.id');
    expect(sheet.getRow(4).getCell(7).value).toBe(12);
    expect(sheet.getRow(5).getCell(7).value).toBeNull();
  });

  it('writes only the header for a respondent type without responses', async () => {
    const sheet = (await workbookOf(download)).worksheets[2];
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'ID Respons', 'Waktu Pengisian (WIB)', 'Surveyor', 'Email Surveyor']);
  });

  it('ends with an Info sheet counting each respondent type, in agreement with the data sheets', async () => {
    const workbook = await workbookOf(download);
    const info = workbook.getWorksheet('Info');
    if (!info) throw new Error('no Info sheet');
    expect(info.getRow(2).values).toEqual([undefined, 'Event', 'Festival Lari Nusantara 2026']);
    expect(info.getRow(7).values).toEqual([undefined, 'Data survei diterima', VISITORS + FORMULA_LOOKALIKES.length]);
    expect(info.getRow(8).values).toEqual([undefined, 'Data survei dibatalkan', 0]);
    expect(info.getRow(11).values).toEqual([undefined, 'Tipe Responden', 'Sheet Data', 'Diterima', 'Dibatalkan', 'Target Sampel']);
    const segments = [12, 13, 14, 15].map((number) => [1, 2, 3, 4, 5].map((column) => info.getRow(number).getCell(column).value));
    expect(segments).toEqual([
      ['Pengunjung', 'Pengunjung', VISITORS, 0, null],
      ['Atlet/Official [Tim]?', 'Atlet-Official -Tim-', FORMULA_LOOKALIKES.length, 0, null],
      ['Pedagang kaki lima di sekitar lokasi utama', 'Pedagang kaki lima di sekitar l', 0, 0, null],
      ['Pedagang kaki lima di sekitar lokasi lain', 'Pedagang kaki lima di sekit (2)', 0, 0, null],
    ]);
    expect(workbook.worksheets.slice(0, 4).map((sheet) => sheet.actualRowCount - 1)).toEqual(segments.map((segment) => segment[2]));
  });

  // A Surveyor's file holds only their own responses, without the per-response impact sheets
  // (surveyor-download.test.ts); the seeded surveyor collected every visitor.
  it.each(['Surveyor', 'Instansi'] as const)('lets a %s download it, without the surveyors\' emails', async (peran) => {
    const response = await get(seeded.eventId, peran === 'Surveyor' ? seeded.surveyor : await ctx().createUser(peran));
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response);
    expect(workbook.worksheets).toHaveLength(4 + (peran === 'Surveyor' ? 4 : 6) + 1 + 1);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'No', 'ID Respons', 'Waktu Pengisian (WIB)', 'Surveyor', ...SEED_QUESTIONS.map((q) => q.teks)]);
    const [kota, rombongan, makan, puas] = seedAnswers(0);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, seeded.visitorIds[0], wibOf(0), 'Siti Surveyor', kota, Number(rombongan), Number(makan), puas]);
    for (const each of workbook.worksheets) {
      each.eachRow((row) => expect(JSON.stringify(row.values)).not.toContain('@uji.id'));
    }
  });

  it('refuses a request without a token with 401', async () => {
    const response = await get(seeded.eventId);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).code).toBe('UNAUTHORIZED');
  });

  it('answers an unknown event with 404 "Event tidak ditemukan."', async () => {
    const response = await get(987_654, admin);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ message: 'Event tidak ditemukan.', code: 'NOT_FOUND' });
  });

  it('answers an event without responses with the 404 the client shows', async () => {
    const eventId = await insertEvent(ctx().db, { nama_event: 'Belum Ada Data' });
    await insertQuestionnaire(ctx().db, eventId, 'Pengunjung');
    const response = await get(eventId, admin);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ message: NO_DATA, code: 'NOT_FOUND' });
  });

  it('stops cleanly when the client goes away mid-download and keeps serving', async () => {
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        { port, host: '127.0.0.1', path: `/api/events/${seeded.eventId}/hasil-survei/download`, headers: admin.auth },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    const again = await get(seeded.eventId, admin);
    expect(again.statusCode).toBe(200);
    expect((await workbookOf(again)).worksheets[0].actualRowCount).toBe(1 + VISITORS);
  });
});
