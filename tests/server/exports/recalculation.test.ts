import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PeranEkonomi } from '../../../src/shared/economic-impact/economic-roles';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { hasLibreOffice, recalculated } from './libreoffice';

/**
 * Method v2 in the download (issue 27, item 5): region names beside the codes, the questions'
 * roles, the flags' days, nights, fence and flags, and the "Hitung Ulang" sheet, whose live
 * formulas a second spreadsheet program (LibreOffice) recalculates to the API's figures within
 * Rp 1, from a copy whose cached results were zeroed, so only the formulas can give them.
 */

const HOST = '32.73';
/** createEvent's dates: a two-day event, so days attended are counted up to 2. */
const EVENT_DAYS = 2;
const PENONTON = 120;
const TANPA_ASAL = 3;
const ATLET = 35;
const PANITIA = 5;
const TYPO = 2_500_000_000;
const PENGGANDA = {
  output: 1.7,
  pendapatan: 0.35,
  nilai_tambah: 0.55,
  tenaga_kerja_per_miliar: 14,
  sumber: 'Tabel Input-Output Jawa Barat 2016 (BPS), transaksi domestik atas dasar harga produsen',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
};

const QUESTIONS: { teks: string; tipe: Pertanyaan['tipe_jawaban']; peran: PeranEkonomi | null }[] = [
  { teks: 'Di kabupaten/kota mana Anda tinggal?', tipe: 'wilayah', peran: 'asal' },
  { teks: 'Apakah Anda datang ke sini 4 kali atau lebih sebulan?', tipe: 'ya_tidak', peran: 'rutin' },
  { teks: 'Apakah acara ini alasan utama Anda datang?', tipe: 'ya_tidak', peran: 'alasan_utama' },
  { teks: 'Tanpa acara ini, apakah Anda tetap berkunjung dalam 12 bulan ini?', tipe: 'ya_tidak', peran: 'tetap_datang' },
  { teks: 'Berapa hari Anda hadir?', tipe: 'angka', peran: 'hari_hadir' },
  { teks: 'Berapa malam Anda menginap?', tipe: 'angka', peran: 'malam_menginap' },
  { teks: 'Untuk berapa orang belanja ini?', tipe: 'angka', peran: 'jumlah_ditanggung' },
  { teks: 'Belanja akomodasi', tipe: 'nominal', peran: 'belanja_akomodasi' },
  { teks: 'Belanja makan dan minum', tipe: 'nominal', peran: 'belanja_makan_minum' },
  { teks: 'Belanja oleh-oleh', tipe: 'nominal', peran: 'belanja_oleh_oleh' },
  { teks: 'Ke kabupaten/kota mana Anda pergi sesudah ini?', tipe: 'wilayah', peran: null },
];

type Answer = string | null;

/** Respondent i: locals, casuals, time-switchers, unanswered questions, one typo, days beyond the event. */
function respondent(i: number, withAsal: boolean): Answer[] {
  const asal = withAsal ? [HOST, 'LN', '31.71', '35.78', '32.04'][i % 5] : null;
  return [
    asal,
    i % 7 === 3 ? 'Ya' : 'Tidak',
    i % 11 === 4 ? null : i % 6 === 1 ? 'Tidak' : 'Ya',
    i % 4 === 2 ? 'Ya' : 'Tidak',
    [String(1), String(2), String(5), null][i % 4],
    String(i % 3),
    String(1 + (i % 3)),
    String(i === 10 ? TYPO : (i % 4) * 250_000),
    String(50_000 + 1_000 * i),
    String(20_000 * (i % 5)),
    i % 2 === 0 ? '31.71' : 'LN',
  ];
}

async function addQuestions(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<Pertanyaan[]> {
  const questions: Pertanyaan[] = [];
  for (const question of QUESTIONS) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesionerId, teks_pertanyaan: question.teks, tipe_jawaban: question.tipe, wajib: false, peran_ekonomi: question.peran },
    });
    expect(response.statusCode, response.body).toBe(201);
    questions.push(response.json());
  }
  return questions;
}

async function submit(ctx: TestContext, surveyor: SignedInUser, kuesionerId: number, questions: Pertanyaan[], all: Answer[][]) {
  for (let start = 0; start < all.length; start += 50) {
    const items = all.slice(start, start + 50).map((answers) => ({
      idempotencyKey: randomUUID(),
      kuesionerId,
      jawaban: questions.flatMap((question, k) => (answers[k] === null ? [] : [{ pertanyaan_id: question.id, isi_jawaban: answers[k] }])),
    }));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((result: { status: string; message?: string }) => result.message ?? result.status)).toEqual(
      items.map(() => 'created'),
    );
  }
}

const sheetNamed = (workbook: ExcelJS.Workbook, name: string) => {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};

/** A cell's number: the value, or a formula's (cached or recalculated) result. */
function numberOf(cell: ExcelJS.Cell): number {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'formula' in value && typeof value.result === 'number') return value.result;
  throw new Error(`${cell.address} holds no number: ${JSON.stringify(value)}`);
}

function rowLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    if (sheet.getRow(number).getCell(1).value === label) return sheet.getRow(number);
  }
  throw new Error(`no row "${label}" in ${sheet.name}`);
}

/** What "Hitung Ulang" gives beside each of the report's figures. */
function recalculatedFigures(workbook: ExcelJS.Workbook, report: DampakEkonomi) {
  const sheet = sheetNamed(workbook, 'Hitung Ulang');
  const header = rowLabelled(sheet, 'Tipe Responden');
  const counted = report.segmen.filter((segmen) => segmen.dihitung);
  const segments = counted.map((segmen, index) => {
    const row = sheet.getRow(header.number + 1 + index);
    expect(row.getCell(1).value).toBe(segmen.tipe_responden);
    return {
      segmen,
      n: numberOf(row.getCell(4)),
      unique: numberOf(row.getCell(6)),
      direct: numberOf(row.getCell(8)),
      gross: numberOf(row.getCell(10)),
      nights: numberOf(row.getCell(17)),
    };
  });
  const total = (label: string) => numberOf(rowLabelled(sheet, label).getCell(2));
  return {
    segments,
    dei: total('Dampak ekonomi langsung'),
    retained: total('Tertahan di wilayah tuan rumah'),
    gross: total('Perputaran uang kotor'),
    output: total('Output (dengan pengganda)'),
    income: total('Pendapatan (dengan pengganda)'),
    valueAdded: total('Nilai tambah (dengan pengganda)'),
    jobs: total('Tenaga kerja (pekerja-tahun)'),
    provincial: total('Tingkat provinsi: belanja pengunjung tambahan dari luar provinsi tuan rumah'),
    national: total('Tingkat nasional (devisa): belanja pengunjung tambahan dari luar negeri'),
    nights: total('Malam menginap pengunjung tambahan'),
  };
}

/** Every figure of "Hitung Ulang" against the API's: money within Rp 1, the rest as the report rounds it. */
function expectReportFigures(figures: ReturnType<typeof recalculatedFigures>, report: DampakEkonomi) {
  const total = report.total!;
  for (const { segmen, n, unique, direct, gross, nights } of figures.segments) {
    expect(n, segmen.tipe_responden).toBe(segmen.n);
    // The report gives people whole.
    expect(Math.abs(unique - segmen.pengunjung_unik!), segmen.tipe_responden).toBeLessThanOrEqual(0.5);
    expect(Math.abs(direct - segmen.dampak_langsung!), segmen.tipe_responden).toBeLessThanOrEqual(1);
    expect(Math.abs(gross - segmen.perputaran_kotor!), segmen.tipe_responden).toBeLessThanOrEqual(1);
    expect(Math.abs(nights - segmen.malam_tambahan!), segmen.tipe_responden).toBeLessThanOrEqual(0.1);
  }
  expect(Math.abs(figures.dei - total.dampak_langsung)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.retained - total.tertahan)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.gross - total.perputaran_kotor)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.output - total.output!)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.income - total.pendapatan!)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.valueAdded - total.nilai_tambah!)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.jobs - total.tenaga_kerja!)).toBeLessThanOrEqual(0.05);
  // Step 12's levels beyond the host area, and step 11's nights: money within Rp 1, nights within 0.1.
  expect(Math.abs(figures.provincial - total.tingkat.provinsi.nilai)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.national - total.tingkat.nasional.nilai)).toBeLessThanOrEqual(1);
  expect(Math.abs(figures.nights - total.malam_tambahan!)).toBeLessThanOrEqual(0.1);
}

/** A copy of the workbook whose formulas' cached results are all 0: only a recalculation brings the figures back. */
async function withZeroedResults(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const copy = new ExcelJS.Workbook();
  await copy.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  let zeroed = 0;
  sheetNamed(copy, 'Hitung Ulang').eachRow((row) =>
    row.eachCell((cell) => {
      const value = cell.value;
      if (value && typeof value === 'object' && 'formula' in value) {
        cell.value = { formula: value.formula, result: 0 } as ExcelJS.CellFormulaValue;
        zeroed += 1;
      }
    }),
  );
  expect(zeroed).toBeGreaterThan(20);
  return Buffer.from(await copy.xlsx.writeBuffer());
}

const LIBREOFFICE = hasLibreOffice();
/** Why the LibreOffice tests are skipped, where they are: the suite passes without it. */
const WITHOUT_LIBREOFFICE = LIBREOFFICE ? '' : ' (skipped: soffice, from libreoffice-calc, is not installed)';

describeOnEachDatabase('the method v2 sheets of the survey download', (ctx) => {
  let admin: SignedInUser;
  let workbook: ExcelJS.Workbook;
  let report: DampakEkonomi;
  let penonton: { id: number; questions: Pertanyaan[] };
  let atlet: { id: number; questions: Pertanyaan[] };
  let eventId: number;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const event = await createEvent(ctx(), admin, { lokasi: 'Kota Bandung', nama_event: 'Bandung Marathon' });
    eventId = event.id;
    const form = async (tipe: string) => {
      const id = (await createKuesioner(ctx(), admin, event.id, tipe)).id;
      return { id, questions: await addQuestions(ctx(), admin, id) };
    };
    penonton = await form('Penonton');
    atlet = await form('Atlet');
    const panitia = await form('Panitia');
    await submit(ctx(), surveyor, penonton.id, penonton.questions, Array.from({ length: PENONTON }, (_, i) => respondent(i, i < PENONTON - TANPA_ASAL)));
    await submit(ctx(), surveyor, atlet.id, atlet.questions, Array.from({ length: ATLET }, (_, i) => respondent(i + 3, true)));
    await submit(ctx(), surveyor, panitia.id, panitia.questions, Array.from({ length: PANITIA }, (_, i) => respondent(i, true)));
    const parameters = await ctx().app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/parameter-ekonomi`,
      headers: admin.auth,
      payload: {
        wilayah_tuan_rumah: [HOST],
        segmen: [
          { kuesioner_id: penonton.id, kunjungan: 5_000, kunjungan_min: 4_000, kunjungan_maks: 6_000, jenis: 'pengunjung' },
          { kuesioner_id: atlet.id, kunjungan: 400, jenis: 'peserta' },
          { kuesioner_id: panitia.id, kunjungan: 60, jenis: 'peserta' },
        ],
        belanja_penyelenggara_lokal: 250_000_000,
        dana_dari_lokal: 50_000_000,
        margin_ritel: 0.3,
        pengganda: PENGGANDA,
      },
    });
    expect(parameters.statusCode, parameters.body).toBe(200);
    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/hasil-survei/download`, headers: admin.auth });
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const answer = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/dampak-ekonomi`, headers: admin.auth });
    report = answer.json();
    expect(report.lengkap).toBe(true);
    expect(report.segmen.map((segmen) => [segmen.tipe_responden, segmen.dihitung])).toEqual([
      ['Penonton', true],
      ['Atlet', true],
      ['Panitia', false],
    ]);
  });

  it('writes the region names beside every region code, the codes kept', () => {
    const sheet = sheetNamed(workbook, 'Penonton');
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    for (const question of [QUESTIONS[0], QUESTIONS[10]]) {
      const at = header.indexOf(question.teks);
      expect(header[at + 1]).toBe(`${question.teks} (nama wilayah)`);
    }
    const asal = header.indexOf(QUESTIONS[0].teks) + 1;
    const next = header.indexOf(QUESTIONS[10].teks) + 1;
    const pairs = new Map<string, unknown>();
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const row = sheet.getRow(number);
      for (const column of [asal, next]) {
        const code = row.getCell(column).value;
        if (typeof code === 'string') pairs.set(code, row.getCell(column + 1).value);
        else expect(row.getCell(column + 1).value).toBeNull();
      }
    }
    expect(Object.fromEntries(pairs)).toEqual({
      [HOST]: 'Kota Bandung, Jawa Barat',
      LN: 'Luar Negeri',
      '31.71': 'Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta',
      '35.78': 'Kota Surabaya, Jawa Timur',
      '32.04': 'Kabupaten Bandung, Jawa Barat',
    });
  });

  it('"Peran Pertanyaan" points at the data-sheet column of every role question', () => {
    const sheet = sheetNamed(workbook, 'Peran Pertanyaan');
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Tipe Responden',
      'Sheet Data',
      'Kolom',
      'Pertanyaan (judul kolom)',
      'Peran Ekonomi',
      'Arti Peran',
    ]);
    const rows = Array.from({ length: sheet.rowCount - 2 }, (_, i) => (sheet.getRow(i + 3).values as ExcelJS.CellValue[]).slice(1));
    const roles = QUESTIONS.filter((question) => question.peran !== null);
    expect(rows).toHaveLength(3 * roles.length);
    for (const row of rows) {
      const [tipe, sheetName, column, teks, peran] = row as string[];
      expect(tipe).toBe(sheetName);
      expect(sheetNamed(workbook, sheetName).getCell(`${column}1`).value).toBe(teks);
      expect(QUESTIONS.find((question) => question.teks === teks)?.peran).toBe(peran);
    }
    expect(rows.filter((row) => row[0] === 'Penonton').map((row) => row[4])).toEqual(roles.map((question) => question.peran));
  });

  it('"Penanda Dampak" counts days within the event, gives nights, the fence and the flagged typo', () => {
    const sheet = sheetNamed(workbook, 'Penanda Dampak');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(rows).toHaveLength(PENONTON + ATLET);
    const figures = report.segmen[0];
    const penontonRows = rows.filter((row) => row.getCell(10).value === penonton.id);
    expect(penontonRows).toHaveLength(PENONTON);
    expect(penontonRows.filter((row) => row.getCell(11).value === 'Ya')).toHaveLength(figures.n);
    expect(penontonRows.filter((row) => row.getCell(11).value === 'Tidak')).toHaveLength(TANPA_ASAL);
    // Days: 5 answered is counted 2 (the event's length); unanswered is 1.
    expect(new Set(penontonRows.map((row) => row.getCell(12).value))).toEqual(new Set([1, EVENT_DAYS]));
    expect(new Set(penontonRows.map((row) => row.getCell(13).value))).toEqual(new Set([0, 1, 2]));
    for (const row of penontonRows) {
      expect(Math.round(row.getCell(14).value as number)).toBe(figures.batas_wajar_segmen);
      expect(Math.round(row.getCell(7).value as number)).toBe(figures.batas_pencilan);
    }
    const flagged = penontonRows.filter((row) => row.getCell(15).value === 'Ya');
    expect(flagged).toHaveLength(figures.perlu_diperiksa);
    expect(flagged).toHaveLength(1);
    expect(flagged[0].getCell(6).value).toBeGreaterThan(TYPO / 3 - 1);
    // Counted at the lower of the fence and (from 100 responses) the cap.
    const [cap, fence] = [flagged[0].getCell(7).value as number, flagged[0].getCell(14).value as number];
    expect(flagged[0].getCell(9).value).toBe(Math.min(cap, fence));
    expect(flagged[0].getCell(16).value).toBe('Tidak');
    // The athletes' answers hold the same typo: one flagged response each.
    expect(report.total!.perlu_diperiksa).toBe(2);
  });

  it('"Dampak Ekonomi" opens with the headline in words, then the exact figures', () => {
    const sheet = sheetNamed(workbook, 'Dampak Ekonomi');
    const lines = Array.from({ length: 9 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(lines[0]).toMatch(/^Dampak ekonomi langsung: sekitar Rp \d+(,\d+)? (juta|miliar)$/);
    expect(lines[1]).toMatch(/^rentang 90%: Rp −?\d/);
    expect(lines[4]).toMatch(new RegExp(`^berdasarkan ${report.total!.n} responden dari 2 segmen · dihitung \\d+ \\S+ 2026, \\d\\d\\.\\d\\d WIB$`));
    expect(lines).toContain('2 jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.');
    expect(lines).toContain('Tidak dihitung: Panitia (sampel terlalu kecil: 5 responden)');
    expect(rowLabelled(sheet, 'Dampak ekonomi langsung (perkiraan)').getCell(2).value).toBe(report.total!.dampak_langsung);
    expect(rowLabelled(sheet, 'Belanja pengunjung tambahan').getCell(2).value).toBe(report.total!.corong.belanja_pengunjung_tambahan);
    const category = rowLabelled(sheet, 'Belanja oleh-oleh dan belanja barang');
    expect([category.getCell(2).value, category.getCell(3).value]).toEqual([
      report.total!.per_kategori.oleh_oleh,
      report.total!.perputaran_per_kategori.oleh_oleh,
    ]);
  });

  it('"Hitung Ulang" caches the figures its formulas give', () => {
    expectReportFigures(recalculatedFigures(workbook, report), report);
    const sheet = sheetNamed(workbook, 'Hitung Ulang');
    const interval = rowLabelled(sheet, 'Batas bawah rentang 90%').getCell(2).value;
    expect(interval).toBe(report.total!.interval[0]);
  });

  it('"Hitung Ulang" recounts the province\'s and the nation\'s levels and the nights from the flags, none of them trivial', () => {
    const total = report.total!;
    // Visitors from Jakarta, Surabaya and abroad are new to Jawa Barat; from Kabupaten Bandung they are not.
    expect(total.tingkat.nasional.nilai).toBeGreaterThan(0);
    expect(total.tingkat.provinsi.nilai).toBeGreaterThan(total.tingkat.nasional.nilai);
    expect(total.tingkat.provinsi.nilai).toBeLessThan(total.corong.belanja_pengunjung_tambahan);
    expect(total.malam_tambahan).toBeGreaterThan(0);
    const sheet = sheetNamed(workbook, 'Hitung Ulang');
    const header = rowLabelled(sheet, 'Tipe Responden');
    expect((header.values as ExcelJS.CellValue[]).slice(15)).toEqual([
      'Belanja Pengunjung Tambahan dari Luar Provinsi',
      'Belanja Pengunjung Tambahan dari Luar Negeri',
      'Malam Menginap Pengunjung Tambahan',
    ]);
    const formulaOf = (cell: ExcelJS.Cell) => (cell.value as ExcelJS.CellFormulaValue).formula;
    const first = sheet.getRow(header.number + 1);
    expect(formulaOf(first.getCell(15))).toMatch(/^F\d+\*SUMIFS\('Penanda Dampak'!\$I\$2:\$I\$\d+,.*'Penanda Dampak'!\$T\$2:\$T\$\d+,"Ya"\)\/D\d+$/);
    expect(formulaOf(first.getCell(16))).toMatch(/'Penanda Dampak'!\$U\$2:\$U\$\d+,"Ya"\)\/D\d+$/);
    expect(formulaOf(first.getCell(17))).toMatch(/^ROUND\(F\d+,1\)\*SUMIFS\('Penanda Dampak'!\$M\$2:\$M\$\d+,/);
    const flags = sheetNamed(workbook, 'Penanda Dampak');
    expect(['T', 'U'].map((letter) => flags.getCell(`${letter}1`).value)).toEqual(['Dari Luar Provinsi Tuan Rumah', 'Dari Luar Negeri (Wisman)']);
  });

  describe.skipIf(!LIBREOFFICE)(`recalculated by LibreOffice${WITHOUT_LIBREOFFICE}`, () => {
    it('gives the API figures within Rp 1 from the formulas alone', { timeout: 240_000 }, async () => {
      const again = new ExcelJS.Workbook();
      await again.xlsx.load((await recalculated(await withZeroedResults(workbook))) as unknown as ArrayBuffer);
      expectReportFigures(recalculatedFigures(again, report), report);
    });

    it('follows a changed row: one more Rupiah counted for an additional visitor moves the segment and every level by U/n', { timeout: 240_000 }, async () => {
      const copy = new ExcelJS.Workbook();
      await copy.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
      const flags = sheetNamed(copy, 'Penanda Dampak');
      let changed = 0;
      for (let number = 2; number <= flags.rowCount && changed === 0; number += 1) {
        const row = flags.getRow(number);
        // An additional visitor from abroad: new money at every level.
        if (row.getCell(10).value === penonton.id && row.getCell(5).value === 'Ya' && row.getCell(21).value === 'Ya') {
          row.getCell(9).value = (row.getCell(9).value as number) + 1_000_000;
          row.getCell(13).value = (row.getCell(13).value as number) + 2;
          changed = number;
        }
      }
      expect(changed).toBeGreaterThan(0);
      const again = new ExcelJS.Workbook();
      await again.xlsx.load((await recalculated(Buffer.from(await copy.xlsx.writeBuffer()))) as unknown as ArrayBuffer);
      const before = recalculatedFigures(workbook, report);
      const after = recalculatedFigures(again, report);
      const moved = (before.segments[0].unique * 1_000_000) / before.segments[0].n;
      expect(Math.abs(after.segments[0].direct - before.segments[0].direct - moved)).toBeLessThanOrEqual(2);
      expect(Math.abs(after.dei - before.dei - moved)).toBeLessThanOrEqual(2);
      expect(Math.abs(after.provincial - before.provincial - moved)).toBeLessThanOrEqual(2);
      expect(Math.abs(after.national - before.national - moved)).toBeLessThanOrEqual(2);
      const nights = (Math.round(before.segments[0].unique * 10) / 10) * 2 / before.segments[0].n;
      expect(Math.abs(after.segments[0].nights - before.segments[0].nights - nights)).toBeLessThanOrEqual(0.001);
      // The total's cached result is the report's, to one decimal.
      expect(Math.abs(after.nights - before.nights - nights)).toBeLessThanOrEqual(0.1);
    });
  });

  // It changes the data: after the tests that read the first download.
  it('counts an amount a reviewer confirmed in full, as the report does, and says so', { timeout: 240_000 }, async () => {
    const flags = sheetNamed(workbook, 'Penanda Dampak');
    const rows = Array.from({ length: flags.rowCount - 1 }, (_, i) => flags.getRow(i + 2));
    const typo = rows.find((row) => row.getCell(10).value === atlet.id && row.getCell(15).value === 'Ya');
    expect(typo).toBeDefined();
    const responsId = typo!.getCell(3).value as number;
    // What the review will store on a confirmation: the time on the response, and its log row.
    const now = new Date().toISOString();
    await ctx().db.updateTable('respons').set({ dikonfirmasi_pada: now }).where('id', '=', responsId).execute();
    await ctx().db.insertInto('konfirmasi_respons').values({ respons_id: responsId, catatan: 'Dicek ke responden', oleh_nama: 'Admin Uji', pada: now }).execute();
    const confirmed: DampakEkonomi = (await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/dampak-ekonomi`, headers: admin.auth })).json();
    expect(confirmed.segmen.map((segmen) => segmen.perlu_diperiksa)).toEqual([1, 0, 0]);
    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download`, headers: admin.auth });
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = sheetNamed(again, 'Penanda Dampak');
    const row = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find((candidate) => candidate.getCell(3).value === responsId)!;
    // Below 100 responses there is no cap: the confirmed amount counts whole.
    expect([row.getCell(15).value, row.getCell(16).value, row.getCell(9).value]).toEqual(['Tidak', 'Ya', row.getCell(6).value]);
    expect(row.getCell(9).value).toBeGreaterThan(row.getCell(14).value as number);
    expectReportFigures(recalculatedFigures(again, confirmed), confirmed);
    if (LIBREOFFICE) {
      const recalc = new ExcelJS.Workbook();
      await recalc.xlsx.load((await recalculated(await withZeroedResults(again))) as unknown as ArrayBuffer);
      expectReportFigures(recalculatedFigures(recalc, confirmed), confirmed);
    }
  });

  // Last: it changes the stored parameters the tests above read.
  it('shows a stored v1 multiplier set on "Asumsi & Sumber" as to be updated, and uses it nowhere', async () => {
    const row = await ctx().db.selectFrom('parameter_ekonomi').select('isi').where('event_id', '=', eventId).executeTakeFirstOrThrow();
    const v1 = { ...JSON.parse(row.isi), pengganda: { output: 1.85, pendapatan: 1.85, nilai_tambah: 1.2, tenaga_kerja_per_miliar: 10, sumber: 'abc' } };
    await ctx().db.updateTable('parameter_ekonomi').set({ isi: JSON.stringify(v1) }).where('event_id', '=', eventId).execute();
    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download`, headers: admin.auth });
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const assumptions = sheetNamed(again, 'Asumsi & Sumber');
    const note = assumptions.getRow(rowLabelled(assumptions, 'Pengganda').number + 1).getCell(1).value;
    expect(note).toMatch(/^Pengganda tersimpan ini perlu diperbarui: .* tidak dipakai/);
    expect(rowLabelled(assumptions, 'Pengganda output').getCell(2).value).toBe(1.85);
    expect(rowLabelled(assumptions, 'Sumber').getCell(2).value).toBe('abc');
    expect(() => rowLabelled(sheetNamed(again, 'Dampak Ekonomi'), 'Output (dengan pengganda)')).toThrow();
    expect(() => rowLabelled(sheetNamed(again, 'Hitung Ulang'), 'Pengganda output')).toThrow();
    expect(() => rowLabelled(sheetNamed(again, 'Hitung Ulang'), 'Output (dengan pengganda)')).toThrow();
  });
});

describe.skipIf(!LIBREOFFICE)(`the LibreOffice harness${WITHOUT_LIBREOFFICE}`, () => {
  it('recalculates a formula whose cached result is wrong', { timeout: 240_000 }, async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Uji');
    sheet.addRow([2, 3, { formula: 'SUMIFS(A1:B1,A1:B1,">1")', result: 999 }]);
    const again = new ExcelJS.Workbook();
    await again.xlsx.load((await recalculated(Buffer.from(await workbook.xlsx.writeBuffer()))) as unknown as ArrayBuffer);
    expect(again.getWorksheet('Uji')!.getCell('C1').value).toMatchObject({ result: 5 });
  });
});
