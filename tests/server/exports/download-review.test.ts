import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import type { ResponsList } from '../../../src/shared/schemas/responses';
import type { User } from '../../../src/shared/schemas/auth';
import { createEvent, createKuesioner, createPertanyaan, submit } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { useServerClock } from '../helpers/server-clock';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { shownRows } from '../helpers/workbook-cells';

/**
 * The survey download as Data Survei (issue 15) left it, for an event made through the API: each
 * row names its response (ID Respons) and its surveyor's email as the API does, times are the
 * report time zone's wall clock and the header names the zone, rows follow collection time then
 * id, voided responses are left out unless asked for (then with their status and its reason),
 * question headers are the analysis's keys, text comes back exactly (CR included), the Info sheet
 * counts what the sheets hold, and Penanda Dampak names the accepted responses it counts.
 */

// The forms are made on 1 July 2026 and the answers, collected 13-14 July, arrive on 20 July.
const clock = useServerClock();
const FORMS_MADE = '2026-07-01T00:00:00.000Z';
const ANSWERS_SENT = '2026-07-20T00:00:00.000Z';

const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';
const WRAPPED = { wrapText: true, vertical: 'top' };
const FIXED = ['No', 'ID Respons', 'Waktu Pengisian (WIB)', 'Surveyor', 'Email Surveyor'];
const PENONTON_KEYS = ['Catatan', 'Asal', 'Asal (2)', 'Asal (3)', 'Jumlah rombongan', 'Belanja'];
const ANI = { nama: 'Ani Lestari', email: 'ani.lestari@survei.uji.id' };
const BUDI = { nama: 'Budi Santoso', email: 'budi.santoso@survei.uji.id' };

/** The notes typed in the field: a Windows line break, a lone CR, a line feed, the escape itself, tabs. */
const NOTES = {
  p1: 'Baris satu\r\nbaris dua',
  p2: 'Hanya CR\rdi tengah',
  p3: 'Baris\nbaru saja',
  p4: 'Tertulis _x000D_ apa adanya',
  p5: 'Kolom\tdengan\ttab',
  p6: 'Uji coba petugas',
};
/** The escape and a CR side by side. */
const TEAM = 'Tim A_x000D_\r\nTim B';
const VOID_REASON = 'Uji coba petugas, bukan responden';
const RESTORE_REASON = 'Salah pilih, dipulihkan';

type Key = keyof typeof NOTES;

interface Review {
  eventId: number;
  penontonId: number;
  atletId: number;
  /** The response ids, as POST /api/jawaban answered them. */
  ids: Record<Key | 'a1', number>;
}

function sheetNamed(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet "${name}"`);
  return sheet;
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

function download(ctx: TestContext, user: SignedInUser, eventId: number, query = ''): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download${query}`, headers: user.auth });
}

async function downloaded(ctx: TestContext, user: SignedInUser, eventId: number, query = ''): Promise<ExcelJS.Workbook> {
  const response = await download(ctx, user, eventId, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return workbookOf(response);
}

async function setStatus(ctx: TestContext, admin: SignedInUser, id: number, status: 'diterima' | 'dibatalkan', alasan: string) {
  const response = await ctx.app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin.auth, payload: { status, alasan } });
  expect(response.statusCode, response.body).toBe(200);
}

async function setTarget(ctx: TestContext, admin: SignedInUser, kuesionerId: number, target: number) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/kuesioner/${kuesionerId}/target-sampel`,
    headers: admin.auth,
    payload: { target_sampel: target },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function submitted(ctx: TestContext, surveyor: SignedInUser, body: object): Promise<number> {
  const response = await submit(ctx, surveyor, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/**
 * "Penonton": six responses sent in this order, collected out of that order (P2 and P4 at the same
 * instant); P6 is voided, P3 voided and restored. "Atlet": one response to two questions of the
 * same text. "Pedagang": no question, no response, a target.
 */
async function seedReview(ctx: TestContext, admin: SignedInUser, ani: SignedInUser, budi: SignedInUser): Promise<Review> {
  const event = await createEvent(ctx, admin, {
    nama_event: 'Pekan Olahraga Pantai 2026',
    lokasi: 'Pantai Kuta, Badung',
    tanggal_mulai: '2026-07-13',
    tanggal_selesai: '2026-07-15',
  });
  const penontonId = (await createKuesioner(ctx, admin, event.id, 'Penonton')).id;
  const atletId = (await createKuesioner(ctx, admin, event.id, 'Atlet')).id;
  const pedagangId = (await createKuesioner(ctx, admin, event.id, 'Pedagang')).id;
  const q = async (kuesionerId: number, teks: string, tipe: 'teks' | 'angka' | 'nominal') =>
    (await createPertanyaan(ctx, admin, kuesionerId, teks, tipe)).id;
  const catatan = await q(penontonId, 'Catatan', 'teks');
  const asal = await q(penontonId, 'Asal', 'teks');
  const asal2 = await q(penontonId, 'Asal (2)', 'teks');
  const asal3 = await q(penontonId, 'Asal', 'teks');
  const rombongan = await q(penontonId, 'Jumlah rombongan', 'angka');
  const belanja = await q(penontonId, 'Belanja', 'nominal');
  const tim = await q(atletId, 'Nama tim', 'teks');
  const tim2 = await q(atletId, 'Nama tim', 'teks');
  await setTarget(ctx, admin, penontonId, 10);
  await setTarget(ctx, admin, pedagangId, 5);

  const penonton = (key: Key, n: number, diisiPada: string) => ({
    kuesionerId: penontonId,
    diisiPada,
    jawaban: [
      { pertanyaan_id: catatan, isi_jawaban: NOTES[key] },
      { pertanyaan_id: asal, isi_jawaban: 'Denpasar' },
      { pertanyaan_id: asal2, isi_jawaban: 'Badung' },
      { pertanyaan_id: asal3, isi_jawaban: 'Gianyar' },
      { pertanyaan_id: rombongan, isi_jawaban: String(n) },
      { pertanyaan_id: belanja, isi_jawaban: String(n * 100_000) },
    ],
  });
  clock.setTo(ANSWERS_SENT);
  const ids = {
    p1: await submitted(ctx, ani, penonton('p1', 1, '2026-07-14T03:00:00.000Z')),
    p2: await submitted(ctx, budi, penonton('p2', 2, '2026-07-13T17:30:00.000Z')),
    p3: await submitted(ctx, ani, penonton('p3', 3, '2026-07-14T01:00:00.000Z')),
    p4: await submitted(ctx, ani, penonton('p4', 4, '2026-07-13T17:30:00.000Z')),
    p5: await submitted(ctx, budi, penonton('p5', 5, '2026-07-13T20:00:00.000Z')),
    p6: await submitted(ctx, ani, penonton('p6', 6, '2026-07-13T22:00:00.000Z')),
    a1: await submitted(ctx, ani, {
      kuesionerId: atletId,
      diisiPada: '2026-07-14T02:00:00.000Z',
      jawaban: [
        { pertanyaan_id: tim, isi_jawaban: TEAM },
        { pertanyaan_id: tim2, isi_jawaban: 'Garuda' },
      ],
    }),
  };
  await setStatus(ctx, admin, ids.p6, 'dibatalkan', VOID_REASON);
  await setStatus(ctx, admin, ids.p3, 'dibatalkan', 'Salah pilih');
  await setStatus(ctx, admin, ids.p3, 'diterima', RESTORE_REASON);
  return { eventId: event.id, penontonId, atletId, ids };
}

/** The six Penonton answers of response `key`, number `n`, as shown. */
const penontonAnswers = (key: Key, n: number) => [NOTES[key], 'Denpasar', 'Badung', 'Gianyar', n, n * 100_000];

describeOnEachDatabase('the survey download after review (Data Survei)', (ctx) => {
  let admin: SignedInUser;
  let ani: SignedInUser;
  let budi: SignedInUser;
  let review: Review;
  let plainResponse: LightMyRequestResponse;
  let plain: ExcelJS.Workbook;
  let withVoided: ExcelJS.Workbook;
  let downloadWindow: { from: number; to: number };

  beforeAll(async () => {
    clock.setTo(FORMS_MADE);
    admin = await ctx().createUser('Admin');
    ani = await ctx().createUser('Surveyor', ANI);
    budi = await ctx().createUser('Surveyor', BUDI);
    review = await seedReview(ctx(), admin, ani, budi);
    const from = Date.now();
    plainResponse = await download(ctx(), admin, review.eventId);
    downloadWindow = { from, to: Date.now() };
    expect(plainResponse.statusCode, plainResponse.body.slice(0, 300)).toBe(200);
    plain = await workbookOf(plainResponse);
    withVoided = await downloaded(ctx(), admin, review.eventId, '?termasuk_dibatalkan=1');
  });

  it('has the data sheets, the report sheets, then Info', () => {
    const names = ['Penonton', 'Atlet', 'Pedagang', 'Dampak Ekonomi', 'Asal Pengunjung', 'Hitung Ulang', 'Asumsi & Sumber', 'Peran Pertanyaan', 'Penanda Dampak', 'Riwayat Koreksi', 'Info'];
    expect(plain.worksheets.map((sheet) => sheet.name)).toEqual(names);
    expect(withVoided.worksheets.map((sheet) => sheet.name)).toEqual(names);
  });

  it('leaves the voided response out, and orders rows by collection time (WIB), then id', () => {
    const { ids } = review;
    expect(shownRows(sheetNamed(plain, 'Penonton'), 11)).toEqual([
      [...FIXED, ...PENONTON_KEYS],
      // 17:30 UTC on 13 July is 00:30 on 14 July in WIB; P2 and P4 were collected at the same instant.
      [1, ids.p2, '14/07/2026 00:30:00', BUDI.nama, BUDI.email, ...penontonAnswers('p2', 2)],
      [2, ids.p4, '14/07/2026 00:30:00', ANI.nama, ANI.email, ...penontonAnswers('p4', 4)],
      [3, ids.p5, '14/07/2026 03:00:00', BUDI.nama, BUDI.email, ...penontonAnswers('p5', 5)],
      [4, ids.p3, '14/07/2026 08:00:00', ANI.nama, ANI.email, ...penontonAnswers('p3', 3)],
      [5, ids.p1, '14/07/2026 10:00:00', ANI.nama, ANI.email, ...penontonAnswers('p1', 1)],
    ]);
    expect(ids.p2).toBeLessThan(ids.p4);
    expect(shownRows(sheetNamed(plain, 'Atlet'), 7)).toEqual([
      [...FIXED, 'Nama tim', 'Nama tim (2)'],
      [1, ids.a1, '14/07/2026 09:00:00', ANI.nama, ANI.email, TEAM, 'Garuda'],
    ]);
    expect(shownRows(sheetNamed(plain, 'Pedagang'), 6)).toEqual([[...FIXED, null]]);
  });

  it('writes times as dates in the report time zone, numbers as numbers', () => {
    const row = sheetNamed(plain, 'Penonton').getRow(2);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(3).numFmt).toBe(DATE_FORMAT);
    expect(row.getCell(3).value).toEqual(new Date('2026-07-14T00:30:00.000Z'));
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(11).numFmt).toBe('"Rp" #,##0');
  });

  it('names each response and its surveyor as the API does', async () => {
    const list = await ctx().app.inject({
      method: 'GET',
      url: `/api/events/${review.eventId}/respons?status=diterima&kuesioner_id=${review.penontonId}&per_halaman=200`,
      headers: admin.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as ResponsList).data;
    const users = await ctx().app.inject({ method: 'GET', url: '/api/users', headers: admin.auth });
    const emailOf = new Map((users.json() as User[]).map((user) => [user.id, user.email]));
    const rows = shownRows(sheetNamed(plain, 'Penonton'), 5).slice(1);
    // The API lists the newest first (collection time, then id, both descending): the sheet is its reverse.
    const oldestFirst = [...items].reverse();
    expect(rows.map((row) => row[1])).toEqual(oldestFirst.map((item) => item.id));
    expect(rows.map((row) => [row[3], row[4]])).toEqual(
      oldestFirst.map((item) => [item.surveyor?.nama, item.surveyor ? emailOf.get(item.surveyor.id) : null]),
    );
    expect(items).toHaveLength(5);
    expect(emailOf.get(ani.user.id)).toBe(ANI.email);
  });

  it('heads the question columns with the analysis keys of GET /analisis', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${review.eventId}/analisis`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json();
    expect(Object.keys(analysis.Penonton.pertanyaan)).toEqual(PENONTON_KEYS);
    expect(Object.keys(analysis.Atlet.pertanyaan)).toEqual(['Nama tim', 'Nama tim (2)']);
    for (const [name, width] of [['Penonton', 11], ['Atlet', 7]] as const) {
      expect(shownRows(sheetNamed(plain, name), width)[0].slice(5), name).toEqual(Object.keys(analysis[name].pertanyaan));
      expect(shownRows(sheetNamed(withVoided, name), width + 2)[0].slice(7), name).toEqual(Object.keys(analysis[name].pertanyaan));
    }
    // The analysis counts the accepted responses, as the sheet has rows.
    expect(analysis.Penonton.total_responden).toBe(5);
  });

  it('with ?termasuk_dibatalkan=1, adds the voided response and each row\'s status and reason', () => {
    const { ids } = review;
    const status = ['Status', 'Alasan Status'];
    const row = (no: number, key: Key, n: number, time: string, who: typeof ANI, state: string, reason: string | null) => [
      no,
      ids[key],
      time,
      who.nama,
      who.email,
      state,
      reason,
      ...penontonAnswers(key, n),
    ];
    expect(shownRows(sheetNamed(withVoided, 'Penonton'), 13)).toEqual([
      [...FIXED, ...status, ...PENONTON_KEYS],
      row(1, 'p2', 2, '14/07/2026 00:30:00', BUDI, 'Diterima', null),
      row(2, 'p4', 4, '14/07/2026 00:30:00', ANI, 'Diterima', null),
      row(3, 'p5', 5, '14/07/2026 03:00:00', BUDI, 'Diterima', null),
      row(4, 'p6', 6, '14/07/2026 05:00:00', ANI, 'Dibatalkan', VOID_REASON),
      // Restored: accepted again, with the reason of its last change.
      row(5, 'p3', 3, '14/07/2026 08:00:00', ANI, 'Diterima', RESTORE_REASON),
      row(6, 'p1', 1, '14/07/2026 10:00:00', ANI, 'Diterima', null),
    ]);
    expect(shownRows(sheetNamed(withVoided, 'Atlet'), 9)[1]).toEqual([1, ids.a1, '14/07/2026 09:00:00', ANI.nama, ANI.email, 'Diterima', null, TEAM, 'Garuda']);
    expect(sheetNamed(withVoided, 'Penonton').getRow(5).getCell(7).alignment).toEqual(WRAPPED);
  });

  it('reads ?termasuk_dibatalkan=0 as leaving voided responses out, and refuses any other value with 400', async () => {
    const zero = await downloaded(ctx(), admin, review.eventId, '?termasuk_dibatalkan=0');
    expect(shownRows(sheetNamed(zero, 'Penonton'), 11)).toEqual(shownRows(sheetNamed(plain, 'Penonton'), 11));
    for (const value of ['x', '2', 'ya']) {
      const response = await download(ctx(), admin, review.eventId, `?termasuk_dibatalkan=${value}`);
      const body = expectApiError(response, 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(body), value).toContain('termasuk_dibatalkan harus 1 atau 0.');
    }
  });

  it('says on Info what the file holds, its counts agreeing with the data sheets', () => {
    const info = sheetNamed(plain, 'Info');
    const rows = shownRows(info, 5);
    expect(rows).toEqual([
      ['Info Unduhan Data Survei', null, null, null, null],
      ['Event', 'Pekan Olahraga Pantai 2026', null, null, null],
      ['Lokasi', 'Pantai Kuta, Badung', null, null, null],
      ['Tanggal Event', '13 Juli 2026 – 15 Juli 2026', null, null, null],
      ['Diunduh pada (WIB)', rows[4][1], null, null, null],
      ['Zona Waktu', 'Asia/Jakarta (WIB)', null, null, null],
      ['Data survei diterima', 6, null, null, null],
      ['Data survei dibatalkan', 1, null, null, null],
      ['Data yang dibatalkan', 'Tidak termasuk di sheet data.', null, null, null],
      [null, null, null, null, null],
      ['Tipe Responden', 'Sheet Data', 'Diterima', 'Dibatalkan', 'Target Sampel'],
      ['Penonton', 'Penonton', 5, 1, 10],
      ['Atlet', 'Atlet', 1, 0, null],
      ['Pedagang', 'Pedagang', 0, 0, 5],
      [null, null, null, null, null],
      [
        'Jawaban yang dikoreksi',
        'Sheet data berisi jawaban terkini. Setiap koreksi (nilai lama, nilai baru, oleh siapa, kapan, alasannya) dan setiap konfirmasi pemeriksaan tercatat di sheet Riwayat Koreksi.',
        null,
        null,
        null,
      ],
    ]);
    // When the download began, in WIB (UTC+7), as a date.
    const at = info.getRow(5).getCell(2);
    expect(at.numFmt).toBe(DATE_FORMAT);
    const wib = (at.value as Date).getTime() - 7 * 60 * 60 * 1000;
    expect(wib).toBeGreaterThanOrEqual(downloadWindow.from - 1);
    expect(wib).toBeLessThanOrEqual(downloadWindow.to + 1);
    // Each data sheet's row count is its accepted count; with voided rows, accepted plus voided.
    const dataRows = (workbook: ExcelJS.Workbook) => ['Penonton', 'Atlet', 'Pedagang'].map((name) => sheetNamed(workbook, name).actualRowCount - 1);
    expect(dataRows(plain)).toEqual(rows.slice(11, 14).map((row) => row[2]));
    expect(dataRows(withVoided)).toEqual(rows.slice(11, 14).map((row) => (row[2] as number) + (row[3] as number)));
    expect(shownRows(sheetNamed(withVoided, 'Info'), 2)[8]).toEqual(['Data yang dibatalkan', 'Termasuk di sheet data, dengan kolom Status.']);
  });

  it('gives every text back exactly: CR, CR LF, LF, tabs and a typed "_x000D_"', () => {
    const notes = shownRows(sheetNamed(withVoided, 'Penonton'), 8).slice(1).map((row) => row[7]);
    expect(notes).toEqual([NOTES.p2, NOTES.p4, NOTES.p5, NOTES.p6, NOTES.p3, NOTES.p1]);
    expect(sheetNamed(plain, 'Atlet').getRow(2).getCell(6).value).toEqual({ richText: [{ text: TEAM }] });
    // A text with neither a CR nor the escape pattern stays a plain string.
    expect(sheetNamed(plain, 'Penonton').getRow(4).getCell(6).value).toBe(NOTES.p5);
  });

  it('escapes CR as _x000D_ in the sheet XML, and a typed "_x000D_" as _x005F_x000D_', async () => {
    const zip = await JSZip.loadAsync(plainResponse.rawPayload);
    const xml = async (path: string) => {
      const file = zip.file(path);
      if (!file) throw new Error(`no ${path} in the file`);
      return file.async('string');
    };
    const workbookXml = await xml('xl/workbook.xml');
    expect(workbookXml).toMatch(/<sheet [^>]*name="Penonton"[^>]*sheetId="1"|<sheet [^>]*sheetId="1"[^>]*name="Penonton"/);
    const penonton = await xml('xl/worksheets/sheet1.xml');
    const atlet = await xml('xl/worksheets/sheet2.xml');
    expect(penonton).toContain('Baris satu_x000D_\nbaris dua');
    expect(penonton).toContain('Hanya CR_x000D_di tengah');
    expect(penonton).toContain('Tertulis _x005F_x000D_ apa adanya');
    expect(penonton).toContain('Baris\nbaru saja');
    expect(penonton).toContain('Kolom\tdengan\ttab');
    expect(atlet).toContain('Tim A_x005F_x000D__x000D_\nTim B');
    // No raw CR anywhere: an XML reader would turn it into a line feed.
    expect(penonton).not.toContain('\r');
    expect(atlet).not.toContain('\r');
  });

  it('wraps text answers, not numbers', () => {
    for (const workbook of [plain, withVoided]) {
      const offset = workbook === plain ? 0 : 2;
      const sheet = sheetNamed(workbook, 'Penonton');
      for (let number = 2; number <= sheet.rowCount; number += 1) {
        const row = sheet.getRow(number);
        for (const column of [6, 7, 8, 9]) expect(row.getCell(column + offset).alignment, `row ${number}, column ${column}`).toEqual(WRAPPED);
        for (const column of [1, 2, 3, 4, 5, 10, 11]) expect(row.getCell(column + (column > 5 ? offset : 0)).alignment).toBeUndefined();
      }
      const atlet = sheetNamed(workbook, 'Atlet').getRow(2);
      expect([atlet.getCell(6 + offset).alignment, atlet.getCell(7 + offset).alignment]).toEqual([WRAPPED, WRAPPED]);
    }
  });

  describe('Penanda Dampak', () => {
    const PENONTON = 32;
    const VOIDED = [0, 10];
    let eventId: number;
    let penontonIds: number[];
    let report: DampakEkonomi;
    let flagsPlain: ExcelJS.Workbook;
    let flagsWithVoided: ExcelJS.Workbook;

    async function addRoleQuestions(kuesionerId: number): Promise<PertanyaanDesigner[]> {
      const response = await ctx().app.inject({ method: 'POST', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, headers: admin.auth });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().pertanyaan;
    }

    /** `count` responses to the ready-made questions, item i collected at 00:00 UTC plus (count - 1 - i) minutes. */
    async function submitBatch(kuesionerId: number, questions: PertanyaanDesigner[], count: number): Promise<number[]> {
      const answer: Record<string, string> = {
        asal: '31.71',
        rutin: 'Tidak',
        alasan_utama: 'Ya',
        tetap_datang: 'Tidak',
        hari_hadir: '2',
        malam_menginap: '1',
        jenis_akomodasi: 'Hotel',
        jumlah_ditanggung: '1',
      };
      clock.setTo(ANSWERS_SENT);
      const items = Array.from({ length: count }, (_, i) => ({
        idempotencyKey: randomUUID(),
        kuesionerId,
        diisiPada: new Date(Date.UTC(2026, 6, 14) + (count - 1 - i) * 60_000).toISOString(),
        jawaban: questions.map((question) => ({
          pertanyaan_id: question.id,
          isi_jawaban: answer[question.peran_ekonomi ?? ''] ?? String(10_000 * (i + 1)),
        })),
      }));
      const response = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: ani.auth, payload: { items } });
      expect(response.statusCode, response.body).toBe(200);
      const results: { status: string; id?: number; message?: string }[] = response.json().results;
      expect(results.map((result) => result.message ?? result.status)).toEqual(items.map(() => 'created'));
      return results.map((result) => result.id as number);
    }

    beforeAll(async () => {
      clock.setTo(FORMS_MADE);
      const event = await createEvent(ctx(), admin, { lokasi: 'Kota Bandung', nama_event: 'Bandung Open Water' });
      eventId = event.id;
      const penonton = (await createKuesioner(ctx(), admin, eventId, 'Penonton')).id;
      const atlet = (await createKuesioner(ctx(), admin, eventId, 'Atlet')).id;
      // The ready-made questions name the host area: it is set first.
      const host = await ctx().app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/parameter-ekonomi`,
        headers: admin.auth,
        payload: { wilayah_tuan_rumah: ['32.73'] },
      });
      expect(host.statusCode, host.body).toBe(200);
      penontonIds = await submitBatch(penonton, await addRoleQuestions(penonton), PENONTON);
      const atletIds = await submitBatch(atlet, await addRoleQuestions(atlet), 5);
      for (const i of VOIDED) await setStatus(ctx(), admin, penontonIds[i], 'dibatalkan', 'Responden di bawah umur');
      await setStatus(ctx(), admin, atletIds[0], 'dibatalkan', 'Bukan atlet');
      const parameters = await ctx().app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/parameter-ekonomi`,
        headers: admin.auth,
        payload: { wilayah_tuan_rumah: ['32.73'], segmen: [{ kuesioner_id: penonton, kunjungan: 5_000 }, { kuesioner_id: atlet, kunjungan: 300 }] },
      });
      expect(parameters.statusCode, parameters.body).toBe(200);
      const response = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/dampak-ekonomi`, headers: admin.auth });
      report = response.json();
      flagsPlain = await downloaded(ctx(), admin, eventId);
      flagsWithVoided = await downloaded(ctx(), admin, eventId, '?termasuk_dibatalkan=1');
    });

    it('the report counts the accepted responses: 30 visitors, and the 4 athletes are too few to count', () => {
      expect(report.lengkap).toBe(true);
      expect(report.segmen.map((segmen) => [segmen.tipe_responden, segmen.n, segmen.belanja_per_orang === null])).toEqual([
        ['Penonton', 30, false],
        ['Atlet', 4, true],
      ]);
    });

    it('names exactly the accepted responses of the counted segment, in its data sheet\'s order', () => {
      // Collected in the reverse of the order sent: item 31 first, item 0 last; items 0 and 10 voided.
      const expected = Array.from({ length: PENONTON }, (_, i) => PENONTON - 1 - i)
        .filter((i) => !VOIDED.includes(i))
        .map((i) => penontonIds[i]);
      expect(expected).toHaveLength(30);
      for (const workbook of [flagsPlain, flagsWithVoided]) {
        const [header, ...flags] = shownRows(sheetNamed(workbook, 'Penanda Dampak'), 3);
        expect(header).toEqual(['Tipe Responden', 'Sheet Data', 'ID Respons']);
        expect(flags).toEqual(expected.map((id) => ['Penonton', 'Penonton', id]));
      }
      expect(shownRows(sheetNamed(flagsPlain, 'Penonton'), 2).slice(1).map((row) => row[1])).toEqual(expected);
      // With the voided rows in, the data sheet has 32 rows, the flags still the 30 counted.
      const withStatus = shownRows(sheetNamed(flagsWithVoided, 'Penonton'), 6).slice(1);
      expect(withStatus).toHaveLength(PENONTON);
      expect(withStatus.filter((row) => row[5] === 'Diterima').map((row) => row[1])).toEqual(expected);
      expect(withStatus.filter((row) => row[5] === 'Dibatalkan').map((row) => row[1])).toEqual([penontonIds[10], penontonIds[0]]);
    });
  });
});

describeOnEachDatabase(
  'the survey download with REPORT_TIMEZONE=Asia/Makassar',
  (ctx) => {
    let admin: SignedInUser;
    let workbook: ExcelJS.Workbook;

    beforeAll(async () => {
      clock.setTo(FORMS_MADE);
      admin = await ctx().createUser('Admin');
      const surveyor = await ctx().createUser('Surveyor', ANI);
      const event = await createEvent(ctx(), admin, { nama_event: 'Makassar Half Marathon' });
      const kuesionerId = (await createKuesioner(ctx(), admin, event.id, 'Penonton')).id;
      const asal = (await createPertanyaan(ctx(), admin, kuesionerId, 'Asal', 'teks')).id;
      clock.setTo(ANSWERS_SENT);
      for (const [diisiPada, kota] of [
        ['2026-07-13T17:30:00.000Z', 'Gowa'],
        ['2026-07-13T15:59:59.000Z', 'Maros'],
        ['2026-07-13T16:00:00.000Z', 'Takalar'],
      ]) {
        await submitted(ctx(), surveyor, { kuesionerId, diisiPada, jawaban: [{ pertanyaan_id: asal, isi_jawaban: kota }] });
      }
      workbook = await downloaded(ctx(), admin, event.id);
    });

    it('writes WITA (UTC+8) wall clock times under a header that names it', () => {
      const rows = shownRows(sheetNamed(workbook, 'Penonton'), 6).map((row) => [row[0], row[2], row[5]]);
      expect(rows).toEqual([
        ['No', 'Waktu Pengisian (WITA)', 'Asal'],
        [1, '13/07/2026 23:59:59', 'Maros'],
        [2, '14/07/2026 00:00:00', 'Takalar'],
        [3, '14/07/2026 01:30:00', 'Gowa'],
      ]);
    });

    it('names the zone on Info', () => {
      const rows = shownRows(sheetNamed(workbook, 'Info'), 2);
      expect(rows[4][0]).toBe('Diunduh pada (WITA)');
      expect(rows[5]).toEqual(['Zona Waktu', 'Asia/Makassar (WITA)']);
    });
  },
  (config) => ({ ...config, reportTimeZone: 'Asia/Makassar' }),
);
