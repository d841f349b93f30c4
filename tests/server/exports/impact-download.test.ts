import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { readParameters } from '../../../src/server/economic-parameters/economic-parameters.repo';
import { lastResponseId } from '../../../src/server/exports/exports.repo';
import { impactSheets } from '../../../src/server/exports/impact-sheets';
import { writeWorkbook } from '../../../src/server/exports/workbook-writer';
import { wilayahList } from '../../../src/server/wilayah/wilayah';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { wilayahLabel } from '../../../src/shared/wilayah/wilayah-list';
import { createEvent, createKuesioner, createPertanyaan } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * The economic-impact sheets of GET /api/events/{id}/hasil-survei/download (issue 14, item 5), for
 * small events made through the API, read back with ExcelJS: the report's figures, its parameters
 * and method, and one flag row per counted response, agreeing with GET .../dampak-ekonomi.
 */

const RUPIAH_FORMAT = '"Rp" #,##0';
const PERCENT_FORMAT = '0.0%';
const HOST = '32.73';
/** Visitors who answered the role questions, and before them some who answered none (collected before the questions were added). */
const PENONTON = 40;
const EARLY = 2;
const VISITORS = EARLY + PENONTON;
const ATLET = 10;
const PENGGANDA = {
  output: 1.8,
  pendapatan: 0.4,
  nilai_tambah: 0.6,
  tenaga_kerja_per_miliar: 12.5,
  sumber: 'Tabel Input-Output BPS 2016, Jawa Barat',
  tahun_tabel: 2016,
  cakupan_tabel: 'provinsi',
  tipe: 'I',
};
/** The event's length in days (createEvent's dates): days attended are counted up to it. */
const EVENT_DAYS = 2;

type Role =
  | 'asal'
  | 'rutin'
  | 'alasan_utama'
  | 'tetap_datang'
  | 'hari_hadir'
  | 'malam_menginap'
  | 'jenis_akomodasi'
  | 'jumlah_ditanggung'
  | 'belanja_akomodasi'
  | 'belanja_makan_minum'
  | 'belanja_transportasi'
  | 'belanja_oleh_oleh'
  | 'belanja_hiburan'
  | 'belanja_lainnya';

interface Answers {
  asal: string | null;
  rutin: 'Ya' | 'Tidak' | null;
  alasan_utama: 'Ya' | 'Tidak' | null;
  tetap_datang: 'Ya' | 'Tidak' | null;
  hari_hadir: number | null;
  jumlah_ditanggung: number | null;
  /** Akomodasi, makan-minum, transportasi, oleh-oleh, hiburan, lainnya; null when not answered. */
  belanja: (number | null)[];
}

/** Respondent i of the visitors: every kind of local, additional and not, and one far outlier. */
function penonton(i: number): Answers {
  return {
    asal: i % 4 === 0 ? HOST : i % 4 === 1 ? 'LN' : '31.71',
    rutin: i % 10 === 5 ? 'Ya' : 'Tidak',
    alasan_utama: i % 7 === 3 ? 'Tidak' : 'Ya',
    tetap_datang: i % 6 === 2 ? 'Ya' : 'Tidak',
    // The ready-made question allows up to the event's length (2 days).
    hari_hadir: 1 + (i % 2),
    jumlah_ditanggung: 1 + (i % 4),
    belanja: [i === PENONTON - 1 ? 50_000_000 : 100_000 * (i % 5), 50_000 + 1_000 * i, 20_000, 30_000 * (i % 2), 0, 10_000],
  };
}

/** What the page's steps 2 to 4 make of the answers, worked out here on their own (v2: only answers make "additional"). */
function expectedFlags(answers: Answers) {
  const lokal = answers.asal === HOST || answers.rutin === 'Ya';
  const tambahan = answers.asal !== null && !lokal && answers.rutin === 'Tidak' && answers.alasan_utama === 'Ya' && answers.tetap_datang === 'Tidak';
  const people = answers.jumlah_ditanggung !== null && answers.jumlah_ditanggung >= 1 ? answers.jumlah_ditanggung : 1;
  return { lokal, tambahan, belanja: answers.belanja.reduce<number>((sum, value) => sum + (value ?? 0), 0) / people };
}

const daysOf = (answers: Answers) => (answers.hari_hadir === null ? 1 : Math.min(Math.max(answers.hari_hadir, 1), EVENT_DAYS));

const ASAL_QUESTION = 'Di kabupaten/kota mana Anda tinggal sehari-hari?';

/** The answers of a data-sheet row: the ready-made set's 14 columns, from its first question on, the origin's names after its code. */
function fromDataRow(header: ExcelJS.CellValue[], row: ExcelJS.CellValue[]): Answers {
  const from = header.indexOf(ASAL_QUESTION) + 1;
  const cell = (offset: number) => row[from + offset] ?? null;
  return {
    asal: (row[from - 1] ?? null) as string | null,
    rutin: cell(1) as Answers['rutin'],
    alasan_utama: cell(2) as Answers['alasan_utama'],
    tetap_datang: cell(3) as Answers['tetap_datang'],
    hari_hadir: cell(4) as number | null,
    jumlah_ditanggung: cell(7) as number | null,
    belanja: [8, 9, 10, 11, 12, 13].map((offset) => cell(offset) as number | null),
  };
}

async function addRoleQuestions(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<PertanyaanDesigner[]> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, headers: admin.auth });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pertanyaan;
}

function answersFor(questions: PertanyaanDesigner[], answers: Answers) {
  const value: Record<Role, string> = {
    asal: String(answers.asal),
    rutin: String(answers.rutin),
    alasan_utama: String(answers.alasan_utama),
    tetap_datang: String(answers.tetap_datang),
    hari_hadir: String(answers.hari_hadir),
    malam_menginap: '1',
    jenis_akomodasi: 'Hotel',
    jumlah_ditanggung: String(answers.jumlah_ditanggung),
    belanja_akomodasi: String(answers.belanja[0]),
    belanja_makan_minum: String(answers.belanja[1]),
    belanja_transportasi: String(answers.belanja[2]),
    belanja_oleh_oleh: String(answers.belanja[3]),
    belanja_hiburan: String(answers.belanja[4]),
    belanja_lainnya: String(answers.belanja[5]),
  };
  // A question without a role (the visitors' note) gets a plain answer.
  return questions.map((question) => ({
    pertanyaan_id: question.id,
    isi_jawaban: question.peran_ekonomi ? value[question.peran_ekonomi as Role] : 'Sesudah pertanyaan ekonomi',
  }));
}

async function submit(ctx: TestContext, surveyor: SignedInUser, kuesionerId: number, questions: PertanyaanDesigner[], all: Answers[]) {
  const items = all.map((answers) => ({ idempotencyKey: randomUUID(), kuesionerId, jawaban: answersFor(questions, answers) }));
  const response = await ctx.app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().results.map((result: { status: string; message?: string }) => result.message ?? result.status)).toEqual(
    items.map(() => 'created'),
  );
}

async function putParameters(ctx: TestContext, admin: SignedInUser, eventId: number, body: unknown) {
  const response = await ctx.app.inject({ method: 'PUT', url: `/api/events/${eventId}/parameter-ekonomi`, headers: admin.auth, payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
}

async function download(ctx: TestContext, user: SignedInUser, eventId: number): Promise<ExcelJS.Workbook> {
  const response: LightMyRequestResponse = await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/hasil-survei/download`, headers: user.auth });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

async function reportOf(ctx: TestContext, user: SignedInUser, eventId: number): Promise<DampakEkonomi> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/dampak-ekonomi`, headers: user.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A sheet's rows as arrays of cell values (column A first), blank rows as []. */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    // An empty cell reads as a hole: as null, like the value it was written from.
    rows.push(Array.from((sheet.getRow(number).values as ExcelJS.CellValue[]).slice(1), (value) => value ?? null));
  }
  return rows;
}

/** The row whose first cell is `label`, and its number. */
function rowLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    if (sheet.getRow(number).getCell(1).value === label) return sheet.getRow(number);
  }
  throw new Error(`no row "${label}" in ${sheet.name}`);
}

const sheetNamed = (workbook: ExcelJS.Workbook, name: string) => {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};

describeOnEachDatabase('the economic-impact sheets of the survey download', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  describe('for a complete report', () => {
    let workbook: ExcelJS.Workbook;
    let report: DampakEkonomi;
    let eventId: number;
    let penontonId: number;
    let atletId: number;

    beforeAll(async () => {
      const event = await createEvent(ctx(), admin, { lokasi: 'Kota Bandung', nama_event: 'Bandung Marathon' });
      eventId = event.id;
      penontonId = (await createKuesioner(ctx(), admin, event.id, 'Penonton')).id;
      // Responses collected before the role questions were added: in the report's n, with no profile.
      const catatan = await createPertanyaan(ctx(), admin, penontonId, 'Catatan petugas', 'teks');
      const early = Array.from({ length: EARLY }, () => ({
        idempotencyKey: randomUUID(),
        kuesionerId: penontonId,
        jawaban: [{ pertanyaan_id: catatan.id, isi_jawaban: 'Sebelum pertanyaan ekonomi' }],
      }));
      const earlyResponse = await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items: early } });
      expect(earlyResponse.json().results.map((result: { status: string }) => result.status)).toEqual(early.map(() => 'created'));
      atletId = (await createKuesioner(ctx(), admin, event.id, 'Atlet')).id;
      // The ready-made questions name the host area: it is set first.
      await putParameters(ctx(), admin, event.id, { wilayah_tuan_rumah: [HOST, '32.04'] });
      // A respondent type named like a report sheet: its data sheet gives way.
      await createKuesioner(ctx(), admin, event.id, 'Dampak Ekonomi');
      const penontonQuestions = await addRoleQuestions(ctx(), admin, penontonId);
      const atletQuestions = await addRoleQuestions(ctx(), admin, atletId);
      await submit(ctx(), surveyor, penontonId, penontonQuestions, Array.from({ length: PENONTON }, (_, i) => penonton(i)));
      await submit(ctx(), surveyor, atletId, atletQuestions, Array.from({ length: ATLET }, (_, i) => penonton(i + 1)));
      await putParameters(ctx(), admin, event.id, {
        wilayah_tuan_rumah: [HOST, '32.04'],
        segmen: [
          { kuesioner_id: penontonId, kunjungan: 5_000, kunjungan_min: 4_000, kunjungan_maks: 6_000 },
          { kuesioner_id: atletId, kunjungan: 300 },
        ],
        belanja_penyelenggara_lokal: 250_000_000,
        dana_dari_lokal: 50_000_000,
        margin_ritel: 0.3,
        pengganda: PENGGANDA,
      });
      workbook = await download(ctx(), admin, event.id);
      report = await reportOf(ctx(), admin, event.id);
      expect(report.lengkap).toBe(true);
    });

    it('follows the data sheets with the five report sheets, each name distinct', () => {
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Penonton',
        'Atlet',
        'Dampak Ekonomi (2)',
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

    it('"Dampak Ekonomi" gives the headline figures as Rupiah numbers, multipliers with their source', () => {
      const sheet = sheetNamed(workbook, 'Dampak Ekonomi');
      const total = report.total!;
      const money: [string, number][] = [
        ['Dampak ekonomi langsung (perkiraan)', total.dampak_langsung],
        ['Batas bawah interval 90%', total.interval[0]],
        ['Batas atas interval 90%', total.interval[1]],
        ['Perputaran uang kotor (semua pengunjung, bukan dampak)', total.perputaran_kotor],
        ['Belanja penyelenggara di wilayah tuan rumah (ditambahkan)', 250_000_000],
        ['Dana penyelenggara dari wilayah tuan rumah (dikurangkan)', 50_000_000],
        ['Tertahan di wilayah tuan rumah', total.tertahan],
        ['Output (dengan pengganda)', total.output!],
        ['Pendapatan (dengan pengganda)', total.pendapatan!],
        ['Nilai tambah (dengan pengganda)', total.nilai_tambah!],
      ];
      for (const [label, value] of money) {
        const cell = rowLabelled(sheet, label).getCell(2);
        expect(cell.value, label).toBe(value);
        expect(cell.numFmt, label).toBe(RUPIAH_FORMAT);
      }
      expect(total.dampak_langsung).toBeGreaterThan(0);
      expect(rowLabelled(sheet, 'Tenaga kerja (pekerja-tahun, setara penuh waktu)').getCell(2).value).toBe(total.tenaga_kerja);
      expect(rowLabelled(sheet, 'Sumber pengganda').getCell(2).value).toBe(total.sumber_pengganda);
      expect(total.sumber_pengganda).toContain(PENGGANDA.sumber);
    });

    it('"Dampak Ekonomi" gives every segment\'s figures, shares as percentages', () => {
      const sheet = sheetNamed(workbook, 'Dampak Ekonomi');
      const header = rowLabelled(sheet, 'Tipe Responden');
      expect(header.getCell(2).value).toBe('Jumlah Respons (n)');
      const [penontonFigures, atletFigures] = report.segmen;
      const row = sheet.getRow(header.number + 1);
      expect(rowsOf(sheet)[row.number - 1]).toEqual([
        'Penonton',
        PENONTON,
        5_000,
        penontonFigures.pengunjung_unik,
        penontonFigures.porsi_lokal,
        penontonFigures.porsi_tambahan,
        penontonFigures.belanja_per_orang,
        penontonFigures.batas_pencilan,
        0,
        penontonFigures.dampak_langsung,
        ...penontonFigures.dampak_langsung_interval!,
        penontonFigures.perputaran_kotor,
        ...Object.values(penontonFigures.per_kategori!),
        penontonFigures.margin_galat_relatif,
        penontonFigures.target_sampel_10_persen,
        penontonFigures.peringatan.join('\n'),
        'pengunjung',
        'Ya',
        penontonFigures.tanpa_asal,
        penontonFigures.batas_wajar_segmen,
        1,
        penontonFigures.batas_atas_porsi_tambahan,
        penontonFigures.corong!.pengunjung_unik,
        penontonFigures.corong!.pengunjung_luar,
        penontonFigures.corong!.pengunjung_tambahan,
        penontonFigures.corong!.belanja_pengunjung_tambahan,
        penontonFigures.malam_tambahan,
        penontonFigures.pengunjung_luar,
        penontonFigures.wisnus,
        penontonFigures.wisman,
        penontonFigures.rata_lama_menginap,
        penontonFigures.porsi_akomodasi_komersial,
      ]);
      // The two that answered no role question are outside the sample, counted once.
      expect(penontonFigures.tanpa_asal).toBe(EARLY);
      // Below 100 responses, and two that answered no role question: both are warned of.
      expect(penontonFigures.peringatan.length).toBeGreaterThan(1);
      expect(row.getCell(5).numFmt).toBe(PERCENT_FORMAT);
      expect(row.getCell(6).numFmt).toBe(PERCENT_FORMAT);
      expect(row.getCell(7).numFmt).toBe(RUPIAH_FORMAT);
      expect(row.getCell(10).numFmt).toBe(RUPIAH_FORMAT);
      // The athletes are too few: their figures are withheld and the warning says why.
      const atlet = sheet.getRow(header.number + 2);
      expect(atlet.getCell(1).value).toBe('Atlet');
      expect(atlet.getCell(2).value).toBe(ATLET);
      expect(atlet.getCell(10).value).toBeNull();
      expect(atlet.getCell(22).value).toBe(atletFigures.peringatan.join('\n'));
      expect(atlet.getCell(22).value).toMatch(/Sampel terlalu kecil/);
      expect(sheet.getRow(header.number + 3).getCell(1).value).toBe('Dampak Ekonomi');
    });

    it('"Asumsi & Sumber" lists every parameter and the method', () => {
      const sheet = sheetNamed(workbook, 'Asumsi & Sumber');
      const regions = wilayahList();
      const hostHeader = rowLabelled(sheet, 'Kode');
      expect(rowsOf(sheet).slice(hostHeader.number, hostHeader.number + 2)).toEqual([
        [HOST, wilayahLabel(regions, HOST)],
        ['32.04', wilayahLabel(regions, '32.04')],
      ]);
      expect(wilayahLabel(regions, HOST)).toBe('Kota Bandung, Jawa Barat');
      expect((rowLabelled(sheet, 'Penonton').values as ExcelJS.CellValue[]).slice(1)).toEqual(['Penonton', 5_000, 4_000, 6_000, 'pengunjung']);
      expect((rowLabelled(sheet, 'Atlet').values as ExcelJS.CellValue[]).slice(1, 3)).toEqual(['Atlet', 300]);
      expect(rowLabelled(sheet, 'Dampak Ekonomi').getCell(2).value).toMatch(/Belum diisi/);
      const organiser = rowLabelled(sheet, 'Belanja penyelenggara di wilayah tuan rumah').getCell(2);
      expect([organiser.value, organiser.numFmt]).toEqual([250_000_000, RUPIAH_FORMAT]);
      expect(rowLabelled(sheet, 'Dana penyelenggara dari wilayah tuan rumah').getCell(2).value).toBe(50_000_000);
      const margin = rowLabelled(sheet, 'Margin ritel (bagian belanja oleh-oleh yang menjadi pendapatan penjual lokal)').getCell(2);
      expect([margin.value, margin.numFmt]).toEqual([0.3, PERCENT_FORMAT]);
      expect(rowLabelled(sheet, 'Pengganda output').getCell(2).value).toBe(1.8);
      expect(rowLabelled(sheet, 'Tenaga kerja per Rp 1 miliar (pekerja-tahun)').getCell(2).value).toBe(12.5);
      expect(rowLabelled(sheet, 'Tahun tabel input-output').getCell(2).value).toBe(2016);
      expect(rowLabelled(sheet, 'Cakupan tabel').getCell(2).value).toBe('provinsi');
      expect(rowLabelled(sheet, 'Tipe pengganda').getCell(2).value).toBe('I');
      expect(rowLabelled(sheet, 'Sumber').getCell(2).value).toBe(PENGGANDA.sumber);
      const method = rowsOf(sheet)
        .slice(rowLabelled(sheet, 'Metode').number)
        .map((row) => String(row[0]))
        .join('\n');
      expect(method).toMatch(/^1\. Metode versi 2\./);
      expect(method).toMatch(/Warga lokal: .*tinggal di wilayah tuan rumah.*4 kali atau lebih/);
      expect(method).toMatch(/Pengunjung tambahan \(segmen pengunjung\): tinggal di luar wilayah tuan rumah/);
      expect(method).toMatch(/Belanja per orang: .*dibagi jumlah orang yang ditanggung/);
      expect(method).toMatch(/Batas wajar segmen: 10 × median belanja per orang/);
      expect(method).toMatch(/Mulai 100 responden, belanja juga dipangkas pada persentil ke-99/);
      expect(method).toMatch(/Interval 90%: bootstrap persentil dengan 2\.000 pengambilan ulang/);
      expect(method).toMatch(/persentil ke-5 dan ke-95/);
      expect(method).toMatch(/dibulatkan ke Rupiah penuh hanya di akhir/);
    });

    it('"Penanda Dampak" flags every counted response, agreeing with its data sheet and the report', () => {
      const sheet = sheetNamed(workbook, 'Penanda Dampak');
      const [header, ...rows] = rowsOf(sheet);
      expect(header).toEqual([
        'Tipe Responden',
        'Sheet Data',
        'ID Respons',
        'Lokal',
        'Tambahan',
        'Belanja per Orang (b_i)',
        'Batas Pencilan Segmen',
        'Dipangkas',
        "Belanja Dihitung (b'_i)",
        'ID Kuesioner',
        'Dalam Sampel (asal dijawab)',
        'Hari Hadir Dihitung (d_i)',
        'Malam Menginap',
        'Batas Wajar Segmen (f_s)',
        'Perlu Diperiksa',
        'Sudah Dikonfirmasi',
        'Oleh-oleh Dihitung per Orang',
        'Jenis Akomodasi',
        'Provinsi Asal',
        'Dari Luar Provinsi Tuan Rumah',
        'Dari Luar Negeri (Wisman)',
      ]);
      // The athletes are withheld (too few), so only the visitors' responses are read.
      expect(rows).toHaveLength(VISITORS);
      const figures = report.segmen[0];
      // The batch stores its items in its own order: each flag row is checked against the answers
      // of the data sheet's row with the same response id, which is the row at the same place.
      const [dataHeader, ...answered] = rowsOf(sheetNamed(workbook, 'Penonton'));
      expect(answered).toHaveLength(VISITORS);
      const visitors = answered.map((row) => fromDataRow(dataHeader, row));
      // The first responses answered no role question: outside the sample, shown but not counted.
      expect(visitors.slice(0, EARLY).map((answers) => answers.asal)).toEqual(Array(EARLY).fill(null));
      for (const row of rows.slice(0, EARLY)) {
        expect([row[3], row[4], row[8], row[10], row[14] ?? null, row[17] ?? null, row[18] ?? null, row[19] ?? null]).toEqual([
          null,
          null,
          null,
          'Tidak',
          null,
          null,
          null,
          null,
        ]);
      }
      const sample = rows.slice(EARLY);
      sample.forEach((row, index) => {
        const i = index + EARLY;
        const expected = expectedFlags(visitors[i]);
        expect(row.slice(0, 5)).toEqual(['Penonton', 'Penonton', answered[i][1], expected.lokal ? 'Ya' : 'Tidak', expected.tambahan ? 'Ya' : 'Tidak']);
        expect(row[5]).toBeCloseTo(expected.belanja, 6);
        // Below 100 responses there is no cap.
        expect(row[6]).toBeNull();
        expect(row.slice(9, 13)).toEqual([penontonId, 'Ya', daysOf(visitors[i]), 1]);
        expect(Math.round(row[13] as number)).toBe(figures.batas_wajar_segmen);
        // The host area lies in Jawa Barat (32): Jakarta (31) is another province, LN abroad.
        const asal = visitors[i].asal!;
        const province = asal === 'LN' ? 'LN' : asal.slice(0, 2);
        expect(row.slice(17)).toEqual(['Hotel', province, province === '32' ? 'Tidak' : 'Ya', asal === 'LN' ? 'Ya' : 'Tidak']);
      });
      expect(new Set(rows.map((row) => row[2])).size).toBe(VISITORS);
      // The outlier is the one flagged response, at its own row, counted at the fence and not yet confirmed.
      const outlier = answered.findIndex((row) => row.includes(50_000_000));
      expect(rows.flatMap((row, i) => (row[14] === 'Ya' ? [i] : []))).toEqual([outlier]);
      expect(rows[outlier][8]).toBe(rows[outlier][13]);
      expect(rows[outlier][15]).toBe('Tidak');
      expect(rows.filter((row) => row[7] === 'Ya')).toHaveLength(0);
      expect(sheet.getRow(2).getCell(6).numFmt).toBe(RUPIAH_FORMAT);

      const kept = sample.map((row) => row[8] as number);
      expect(Math.round(kept.reduce((sum, value) => sum + value, 0) / PENONTON)).toBe(figures.belanja_per_orang);
      expect(figures.perlu_diperiksa).toBe(1);
      expect(sample.filter((row) => row[3] === 'Ya').length / PENONTON).toBe(figures.porsi_lokal);
      expect(sample.filter((row) => row[4] === 'Ya').length / PENONTON).toBe(figures.porsi_tambahan);
      // Step 6 from the flags and the days answered: the segment's direct impact.
      const days = visitors.slice(EARLY).reduce((sum, answers) => sum + daysOf(answers), 0) / PENONTON;
      const direct = sample.reduce((sum, row) => sum + (row[4] === 'Ya' ? (row[8] as number) : 0), 0);
      expect(Math.abs((5_000 / days / PENONTON) * direct - figures.dampak_langsung!)).toBeLessThanOrEqual(1);
    });

    it('says so on "Dampak Ekonomi" when the report counted other responses than the sheets hold', async () => {
      // A response arriving between the export's last id and the report: here, the report is told so.
      const { db } = ctx();
      const upToId = (await lastResponseId(db, eventId))!;
      const sheets = impactSheets({
        db,
        kind: ctx().kind,
        upToId,
        segments: [{ kuesionerId: penontonId, tipeResponden: 'Penonton', sheet: 'Penonton', questions: [], places: [] }],
        eventDays: EVENT_DAYS,
        report: async () => ({ ...report, segmen: report.segmen.map((segmen, i) => (i === 0 ? { ...segmen, n: PENONTON + 1 } : segmen)) }),
        parameters: () => readParameters(db, eventId),
      });
      const output = new PassThrough();
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      await writeWorkbook(output, sheets);
      const written = new ExcelJS.Workbook();
      await written.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      expect(written.worksheets.map((sheet) => sheet.name)).toEqual(['Dampak Ekonomi', 'Asal Pengunjung', 'Hitung Ulang', 'Asumsi & Sumber', 'Peran Pertanyaan', 'Penanda Dampak']);
      expect(written.getWorksheet('Dampak Ekonomi')!.getRow(2).getCell(1).value).toBe(
        `Catatan: angka segmen Penonton dihitung dari ${PENONTON + 1} respons, sedangkan sheet datanya dan sheet Penanda Dampak ` +
          `memuat ${PENONTON} respons dalam sampel (ada respons yang masuk saat berkas ini disiapkan). Unduh ulang agar semua sheet memuat respons yang sama.`,
      );
      // The download itself has no such note: nothing came in meanwhile; the headline comes first.
      expect(sheetNamed(workbook, 'Dampak Ekonomi').getRow(2).getCell(1).value).toMatch(/^Dampak ekonomi langsung: sekitar Rp /);
    });
  });

  describe('for a report that is not complete', () => {
    let workbook: ExcelJS.Workbook;
    let report: DampakEkonomi;

    beforeAll(async () => {
      const event = await createEvent(ctx(), admin, { lokasi: 'Kota Bandung' });
      const kuesionerId = (await createKuesioner(ctx(), admin, event.id, 'Penonton')).id;
      // Without a host area the ready-made questions are not offered: a plain question holds the answers.
      const questions = [{ ...(await createPertanyaan(ctx(), admin, kuesionerId, 'Catatan petugas', 'teks')), peran_ekonomi: null }] as PertanyaanDesigner[];
      await submit(ctx(), surveyor, kuesionerId, questions, Array.from({ length: 5 }, (_, i) => penonton(i)));
      workbook = await download(ctx(), admin, event.id);
      report = await reportOf(ctx(), admin, event.id);
      expect(report.lengkap).toBe(false);
      expect(report.kekurangan.length).toBeGreaterThan(1);
    });

    it('"Dampak Ekonomi" says what is missing, and gives no figure', () => {
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Penonton',
        'Dampak Ekonomi',
        'Asal Pengunjung',
        'Hitung Ulang',
        'Asumsi & Sumber',
        'Peran Pertanyaan',
        'Penanda Dampak',
        'Riwayat Koreksi',
        'Info',
      ]);
      expect(rowsOf(sheetNamed(workbook, 'Dampak Ekonomi'))).toEqual([
        ['Dampak Ekonomi'],
        ['Laporan dampak ekonomi belum lengkap. Yang masih kurang:'],
        ...report.kekurangan.map((kekurangan) => [kekurangan]),
      ]);
    });

    it('"Asumsi & Sumber" shows the defaults: no host area, no admissions, no multipliers', () => {
      const sheet = sheetNamed(workbook, 'Asumsi & Sumber');
      expect(sheet.getRow(rowLabelled(sheet, 'Wilayah tuan rumah').number + 1).getCell(1).value).toBe('Belum ditetapkan.');
      expect(rowLabelled(sheet, 'Penonton').getCell(2).value).toMatch(/Belum diisi/);
      expect(rowLabelled(sheet, 'Margin ritel (bagian belanja oleh-oleh yang menjadi pendapatan penjual lokal)').getCell(2).value).toBe(0.25);
      expect(sheet.getRow(rowLabelled(sheet, 'Pengganda').number + 1).getCell(1).value).toMatch(/^Tidak ada pengganda yang ditetapkan: hanya dampak langsung/);
    });

    it('"Penanda Dampak" has its header and a note, no flags', () => {
      const [header, ...rest] = rowsOf(sheetNamed(workbook, 'Penanda Dampak'));
      expect(header[0]).toBe('Tipe Responden');
      expect(rest).toEqual([['Laporan dampak ekonomi belum lengkap: belum ada respons yang dihitung (lihat sheet Dampak Ekonomi).']]);
    });
  });
});
