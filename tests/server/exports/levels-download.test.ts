import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner, createPertanyaan } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/**
 * Steps 11 and 12 in the survey download (issue 29): the volume and the three levels on "Dampak
 * Ekonomi" in the report's own words, where the visitors came from on "Asal Pengunjung", and on
 * "Penanda Dampak" what a reader needs to count the levels and the stays again. A host area of two
 * regencies in one province (Surabaya and Sidoarjo, Jawa Timur), visitors from both, from
 * elsewhere in the province, from other provinces and from abroad.
 */

const HOST = ['35.78', '35.15'];
const ORIGINS = ['35.78', '35.15', '35.73', '31.71', '51.71', 'LN', '35.73', '31.71'];
const LODGING = ['Hotel', 'Homestay atau penginapan', 'Rumah kerabat atau teman', 'Villa', 'Lainnya', 'Hotel'];
const PENONTON = 48;
const ATLET = 36;
const DECIMAL_FORMAT = '#,##0.0';
const RUPIAH_FORMAT = '"Rp" #,##0';
const PERCENT_FORMAT = '0.0%';

interface Visitor {
  asal: string;
  alasan_utama: 'Ya' | 'Tidak';
  tetap_datang: 'Ya' | 'Tidak';
  malam: number;
  akomodasi: string;
  belanja: number[];
}

/** Respondent i: every origin, same-day visitors and stays, every kind of lodging. */
function visitor(i: number): Visitor {
  const malam = i % 5 === 0 ? 0 : 1 + (i % 4);
  return {
    asal: ORIGINS[i % ORIGINS.length],
    alasan_utama: i % 9 === 4 ? 'Tidak' : 'Ya',
    tetap_datang: i % 7 === 2 ? 'Ya' : 'Tidak',
    malam,
    akomodasi: malam === 0 ? 'Tidak menginap' : LODGING[i % LODGING.length],
    belanja: [malam * 300_000, 80_000 + 2_000 * i, 40_000, 25_000 * (i % 3), 15_000, 5_000],
  };
}

const ROLE_ANSWER: Record<string, (answers: Visitor) => string> = {
  asal: (answers) => answers.asal,
  rutin: () => 'Tidak',
  alasan_utama: (answers) => answers.alasan_utama,
  tetap_datang: (answers) => answers.tetap_datang,
  hari_hadir: () => '1',
  malam_menginap: (answers) => String(answers.malam),
  jenis_akomodasi: (answers) => answers.akomodasi,
  jumlah_ditanggung: () => '1',
  belanja_akomodasi: (answers) => String(answers.belanja[0]),
  belanja_makan_minum: (answers) => String(answers.belanja[1]),
  belanja_transportasi: (answers) => String(answers.belanja[2]),
  belanja_oleh_oleh: (answers) => String(answers.belanja[3]),
  belanja_hiburan: (answers) => String(answers.belanja[4]),
  belanja_lainnya: (answers) => String(answers.belanja[5]),
};

async function addRoleQuestions(ctx: TestContext, admin: SignedInUser, kuesionerId: number): Promise<PertanyaanDesigner[]> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, headers: admin.auth });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pertanyaan;
}

async function submit(ctx: TestContext, surveyor: SignedInUser, kuesionerId: number, questions: PertanyaanDesigner[], all: Visitor[]) {
  const items = all.map((answers) => ({
    idempotencyKey: randomUUID(),
    kuesionerId,
    jawaban: questions.map((question) => ({ pertanyaan_id: question.id, isi_jawaban: ROLE_ANSWER[question.peran_ekonomi!](answers) })),
  }));
  const response = await ctx.app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().results.map((result: { status: string; message?: string }) => result.message ?? result.status)).toEqual(
    items.map(() => 'created'),
  );
}

const sheetNamed = (workbook: ExcelJS.Workbook, name: string) => {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};

function rowLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    if (sheet.getRow(number).getCell(1).value === label) return sheet.getRow(number);
  }
  throw new Error(`no row "${label}" in ${sheet.name}`);
}

/** A sheet's rows as arrays of cell values (column A first), holes as null. */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  return Array.from({ length: sheet.rowCount }, (_, i) =>
    Array.from((sheet.getRow(i + 1).values as ExcelJS.CellValue[]).slice(1), (value) => value ?? null),
  );
}

const VOLUME_LABELS = [
  ['Malam menginap pengunjung tambahan', 'malam_tambahan', DECIMAL_FORMAT],
  ['Pengunjung dari luar wilayah tuan rumah', 'pengunjung_luar', DECIMAL_FORMAT],
  ['Wisatawan nusantara (wisnus)', 'wisnus', DECIMAL_FORMAT],
  ['Wisatawan mancanegara (wisman)', 'wisman', DECIMAL_FORMAT],
  ['Rata-rata lama menginap (malam)', 'rata_lama_menginap', DECIMAL_FORMAT],
  ['Porsi menginap di akomodasi komersial (hotel, homestay atau penginapan, villa)', 'porsi_akomodasi_komersial', PERCENT_FORMAT],
] as const;

describeOnEachDatabase('steps 11 and 12 in the survey download', (ctx) => {
  let admin: SignedInUser;
  let workbook: ExcelJS.Workbook;
  let report: DampakEkonomi;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor');
    const event = await createEvent(ctx(), admin, { lokasi: 'Surabaya dan Sidoarjo', nama_event: 'Jatim Open' });
    const penontonId = (await createKuesioner(ctx(), admin, event.id, 'Penonton')).id;
    const atletId = (await createKuesioner(ctx(), admin, event.id, 'Atlet')).id;
    const put = async (body: object) => {
      const response = await ctx().app.inject({ method: 'PUT', url: `/api/events/${event.id}/parameter-ekonomi`, headers: admin.auth, payload: body });
      expect(response.statusCode, response.body).toBe(200);
    };
    await put({ wilayah_tuan_rumah: HOST, segmen: [{ kuesioner_id: atletId, kunjungan: 400, jenis: 'peserta' }] });
    await submit(ctx(), surveyor, penontonId, await addRoleQuestions(ctx(), admin, penontonId), Array.from({ length: PENONTON }, (_, i) => visitor(i)));
    await submit(ctx(), surveyor, atletId, await addRoleQuestions(ctx(), admin, atletId), Array.from({ length: ATLET }, (_, i) => visitor(i + 5)));
    await put({
      wilayah_tuan_rumah: HOST,
      segmen: [
        { kuesioner_id: penontonId, kunjungan: 6_000, kunjungan_min: 5_000, kunjungan_maks: 7_000, jenis: 'pengunjung' },
        { kuesioner_id: atletId, kunjungan: 400, jenis: 'peserta' },
      ],
      belanja_penyelenggara_lokal: 100_000_000,
      dana_dari_lokal: 20_000_000,
    });
    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/hasil-survei/download`, headers: admin.auth });
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    report = (await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/dampak-ekonomi`, headers: admin.auth })).json();
    expect(report.lengkap).toBe(true);
    expect(report.segmen.map((segmen) => segmen.dihitung)).toEqual([true, true]);
  });

  it('has the fixture non-trivial at every level and in every volume figure', () => {
    const total = report.total!;
    expect(total.tingkat.nasional.nilai).toBeGreaterThan(0);
    expect(total.tingkat.provinsi.nilai).toBeGreaterThan(total.tingkat.nasional.nilai);
    expect(total.corong.belanja_pengunjung_tambahan).toBeGreaterThan(total.tingkat.provinsi.nilai);
    for (const [, key] of VOLUME_LABELS) expect(total[key], key).toBeGreaterThan(0);
    expect(total.porsi_akomodasi_komersial).toBeLessThan(1);
  });

  it('puts "Asal Pengunjung" right after "Dampak Ekonomi"', () => {
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names.slice(names.indexOf('Dampak Ekonomi'))).toEqual([
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

  it('"Dampak Ekonomi" gives the three levels with their intervals, and who counts as new money at each', () => {
    const sheet = sheetNamed(workbook, 'Dampak Ekonomi');
    const header = rowLabelled(sheet, 'Tingkat');
    expect(rowsOf(sheet)[header.number - 1]).toEqual(['Tingkat', 'Nilai', 'Batas Bawah 90%', 'Batas Atas 90%']);
    const { tingkat } = report.total!;
    const levels = rowsOf(sheet).slice(header.number, header.number + 6);
    expect(levels).toEqual([
      ['Kabupaten/kota tuan rumah', tingkat.kabupaten_kota.nilai, ...tingkat.kabupaten_kota.interval],
      ['Provinsi', tingkat.provinsi.nilai, ...tingkat.provinsi.interval],
      ['Nasional (devisa)', tingkat.nasional.nilai, ...tingkat.nasional.interval],
      [
        'Uang baru bagi Kota Surabaya dan Kabupaten Sidoarjo: belanja pengunjung tambahan dari luar kabupaten/kota tuan rumah, ' +
          'ditambah belanja penyelenggara di sana, dikurangi dana penyelenggara yang berasal dari sana.',
      ],
      [
        'Uang baru bagi provinsi Jawa Timur: hanya belanja pengunjung tambahan yang datang dari luar provinsi tersebut ' +
          '(pengunjung dari kabupaten/kota lain di provinsi yang sama tidak dihitung).',
      ],
      ['Uang baru bagi Indonesia (devisa): hanya belanja pengunjung tambahan dari luar negeri (wisman).'],
    ]);
    expect(tingkat.kabupaten_kota.nilai).toBe(report.total!.dampak_langsung);
    for (const column of [2, 3, 4]) expect(sheet.getRow(header.number + 2).getCell(column).numFmt).toBe(RUPIAH_FORMAT);
  });

  it('"Dampak Ekonomi" gives the volume for the event and for each segment, to one decimal', () => {
    const sheet = sheetNamed(workbook, 'Dampak Ekonomi');
    const total = report.total!;
    for (const [label, key, format] of VOLUME_LABELS) {
      const cell = rowLabelled(sheet, label).getCell(2);
      expect(cell.value, label).toBe(total[key]);
      expect(cell.numFmt, label).toBe(format);
    }
    const header = rowLabelled(sheet, 'Tipe Responden');
    const headers = (header.values as ExcelJS.CellValue[]).slice(1);
    const first = headers.indexOf('Volume: Malam menginap pengunjung tambahan');
    expect(headers.slice(first)).toEqual(VOLUME_LABELS.map(([label]) => `Volume: ${label}`));
    report.segmen.forEach((segmen, index) => {
      const row = rowsOf(sheet)[header.number + index];
      expect(row[0]).toBe(segmen.tipe_responden);
      expect(row.slice(first)).toEqual(VOLUME_LABELS.map(([, key]) => segmen[key]));
    });
  });

  it('"Asal Pengunjung" lists the API\'s origins by province, most first', () => {
    const sheet = sheetNamed(workbook, 'Asal Pengunjung');
    const rows = rowsOf(sheet);
    const header = rows.findIndex((row) => row[0] === 'Kode');
    expect(rows[header]).toEqual(['Kode', 'Provinsi', 'Pengunjung', 'Porsi']);
    const origins = report.total!.asal_pengunjung;
    expect(rows.slice(header + 1)).toEqual(origins.map((asal) => [asal.kode, asal.nama, asal.pengunjung, asal.porsi]));
    // The host area's own visitors are local; Malang is in the province but outside the host area.
    expect(origins.map((asal) => asal.kode).sort()).toEqual(['31', '35', '51', 'LN']);
    expect(origins.find((asal) => asal.kode === 'LN')?.nama).toBe('Luar Negeri');
    expect(origins.find((asal) => asal.kode === '35')?.nama).toBe('Jawa Timur');
    expect(sheet.getRow(header + 2).getCell(3).numFmt).toBe(DECIMAL_FORMAT);
    expect(sheet.getRow(header + 2).getCell(4).numFmt).toBe(PERCENT_FORMAT);
  });

  it('"Penanda Dampak" has the accommodation and the province flags, from which the levels and stays count again', () => {
    const [header, ...rows] = rowsOf(sheetNamed(workbook, 'Penanda Dampak'));
    expect(header.slice(12)).toEqual([
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
    expect(rows).toHaveLength(PENONTON + ATLET);
    const total = report.total!;
    let provincial = 0;
    let national = 0;
    let stayNights = 0;
    let stayVisitors = 0;
    let lodgingAnswered = 0;
    let lodgingCommercial = 0;
    for (const segmen of report.segmen) {
      const own = rows.filter((row) => row[9] === segmen.kuesioner_id);
      expect(own).toHaveLength(segmen.n);
      // Each respondent stands for U_s / n visitors, as the report weighs them (the unique visitors as shown).
      const weight = segmen.pengunjung_unik! / segmen.n;
      const exact = segmen.corong!.pengunjung_unik / segmen.n;
      for (const row of own) {
        const [lokal, tambahan, counted, nights, akomodasi, province, luarProvinsi, luarNegeri] = [3, 4, 8, 12, 17, 18, 19, 20].map((k) => row[k]);
        expect(luarProvinsi).toBe(province === '35' ? 'Tidak' : 'Ya');
        expect(luarNegeri).toBe(province === 'LN' ? 'Ya' : 'Tidak');
        if (tambahan === 'Ya' && luarProvinsi === 'Ya') provincial += exact * (counted as number);
        if (tambahan === 'Ya' && luarNegeri === 'Ya') national += exact * (counted as number);
        if (lokal === 'Tidak' && (nights as number) >= 1) {
          stayNights += weight * (nights as number);
          stayVisitors += weight;
        }
        if ((nights as number) >= 1) {
          lodgingAnswered += weight;
          if (['Hotel', 'Homestay atau penginapan', 'Villa'].includes(akomodasi as string)) lodgingCommercial += weight;
        }
      }
    }
    expect(Math.abs(provincial - total.tingkat.provinsi.nilai)).toBeLessThanOrEqual(1);
    expect(Math.abs(national - total.tingkat.nasional.nilai)).toBeLessThanOrEqual(1);
    expect(Math.abs(stayNights / stayVisitors - total.rata_lama_menginap!)).toBeLessThanOrEqual(0.05);
    expect(lodgingCommercial / lodgingAnswered).toBeCloseTo(total.porsi_akomodasi_komersial!, 9);
  });

  describe('for a report that is not complete', () => {
    it('"Asal Pengunjung" says so, and lists nobody', async () => {
      const event = await createEvent(ctx(), admin, { lokasi: 'Kota Surabaya' });
      const kuesionerId = (await createKuesioner(ctx(), admin, event.id, 'Penonton')).id;
      const question = await createPertanyaan(ctx(), admin, kuesionerId, 'Catatan petugas', 'teks');
      const surveyor = await ctx().createUser('Surveyor');
      const items = [{ idempotencyKey: randomUUID(), kuesionerId, jawaban: [{ pertanyaan_id: question.id, isi_jawaban: 'Tanpa wilayah tuan rumah' }] }];
      await ctx().app.inject({ method: 'POST', url: '/api/jawaban/batch', headers: surveyor.auth, payload: { items } });
      const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/hasil-survei/download`, headers: admin.auth });
      expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
      const incomplete = new ExcelJS.Workbook();
      await incomplete.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      expect(rowsOf(sheetNamed(incomplete, 'Asal Pengunjung'))).toEqual([
        ['Asal Pengunjung'],
        ['Laporan dampak ekonomi belum lengkap: belum ada asal pengunjung yang dihitung (lihat sheet Dampak Ekonomi).'],
      ]);
    });
  });
});
