import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { isFormulaLooking } from '../../../src/server/exports/text-cell';
import type { ImpactRegisterRow } from '../../../src/shared/schemas/impact-register';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { shownCell } from '../helpers/workbook-cells';
import { call } from '../economic-impact/support';
import { type BuiltEvent, buildEvent, readImpactRegister } from './impact-register-support';

/**
 * GET /api/dampak-ekonomi/download: the register's rows, all of them, with the same filters and
 * sort, opened with ExcelJS and compared with the JSON answer cell by cell; the number formats;
 * the Info sheet (filters, time, method version, every column's meaning).
 */

const RUPIAH = '"Rp" #,##0';
const PERCENT = '0.0%';

async function download(response: { rawPayload: Buffer }): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** An ISO time as the sheet shows it in Asia/Jakarta (UTC+7, no daylight saving). */
function shownInJakarta(iso: string): string {
  const local = new Date(Date.parse(iso) + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

const STATUS = { lengkap: 'Lengkap', belum_lengkap: 'Belum lengkap', menunggu_pemeriksaan: 'Menunggu pemeriksaan' };

/** A formula-looking text is stored with an apostrophe before it (exports/text-cell.ts). */
const stored = (text: string) => (isFormulaLooking(text) ? `'${text}` : text);

/** The sheet's row for a register row, as a reader sees it. */
function expectedCells(row: ImpactRegisterRow): unknown[] {
  const level = (key: 'kabupaten_kota' | 'provinsi' | 'nasional') => {
    const tingkat = row.tingkat?.[key];
    return tingkat ? [tingkat.nilai, tingkat.interval[0], tingkat.interval[1]] : [null, null, null];
  };
  return [
    row.event_id,
    stored(row.nama_event),
    row.tahun,
    row.provinsi.join(', ') || null,
    row.nama_provinsi.join(', ') || null,
    row.kategori,
    STATUS[row.status],
    row.kekurangan.join(' ') || null,
    row.perlu_diperiksa,
    row.dampak_langsung,
    row.interval?.[0] ?? null,
    row.interval?.[1] ?? null,
    row.margin_galat_relatif,
    ...level('kabupaten_kota'),
    ...level('provinsi'),
    ...level('nasional'),
    row.pengunjung_tambahan,
    row.porsi_tambahan,
    row.rupiah_per_pengunjung_tambahan,
    row.dana_publik,
    row.dampak_per_rupiah_publik,
    row.n,
    row.versi_metode,
    row.dihitung_pada === null ? null : shownInJakarta(row.dihitung_pada),
  ];
}

describeOnEachDatabase('the register download GET /api/dampak-ekonomi/download', (ctx) => {
  let admin: SignedInUser;
  let instansi: SignedInUser;
  let complete: BuiltEvent;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    instansi = await ctx().createUser('Instansi');
    const surveyor = await ctx().createUser('Surveyor');
    complete = await buildEvent(ctx(), admin, surveyor, { nama: 'Maraton Mataram', tanggal_mulai: '2026-05-01', kategori: 'Lari', host: ['52.71'], respondents: 40, dana_publik: 250_000_000 });
    await buildEvent(ctx(), admin, surveyor, { nama: '=Festival Renang', tanggal_mulai: '2026-08-10', kategori: 'Renang', host: ['35.78'], respondents: 36, outlier: true });
    await buildEvent(ctx(), admin, surveyor, { nama: 'Turnamen Kecil', tanggal_mulai: '2025-02-01', kategori: 'Lari', host: ['52.71'], respondents: 8 });
  });

  it('holds every row of the register, every figure, in its order', async () => {
    for (const query of ['urut=dampak_langsung&arah=turun', 'urut=nama_event&arah=naik&tahun=2026', `kategori=${complete.kategoriId}`]) {
      const register = await readImpactRegister(ctx(), instansi, `per_halaman=1&${query}`);
      const all = await readImpactRegister(ctx(), instansi, `per_halaman=200&${query}`);
      const response = await call(ctx(), 'GET', `/api/dampak-ekonomi/download?per_halaman=1&${query}`, instansi);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="daftar-dampak-ekonomi-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const workbook = await download(response);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Daftar Dampak Ekonomi', 'Info']);
      const sheet = workbook.getWorksheet('Daftar Dampak Ekonomi')!;
      const width = expectedCells(all.data[0]).length;
      expect(sheet.rowCount - 1).toBe(register.total);
      const cells = Array.from({ length: sheet.rowCount - 1 }, (_, r) => Array.from({ length: width }, (_, c) => shownCell(sheet.getRow(r + 2).getCell(c + 1).value)));
      expect({ query, cells }).toEqual({ query, cells: all.data.map(expectedCells) });
    }
  });

  it('names each column, formats Rupiah and shares, and keeps a name starting with = as text', async () => {
    const response = await call(ctx(), 'GET', '/api/dampak-ekonomi/download?urut=nama_event&arah=naik', admin);
    const sheet = (await download(response)).getWorksheet('Daftar Dampak Ekonomi')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toHaveLength(30);
    expect(headers).toContain('Dampak per Rp 1 Dana Publik');
    expect(headers).toContain('Dihitung pada (WIB)');
    expect(headers.some((header) => /roi/i.test(String(header)))).toBe(false);
    const column = (title: string) => headers.indexOf(title) + 1;
    const festival = sheet.getRow(2);
    expect(shownCell(festival.getCell(column('Nama Event')).value)).toBe("'=Festival Renang");
    expect((festival.getCell(column('Nama Event')).style as { quotePrefix?: boolean }).quotePrefix).toBe(true);
    for (const title of ['Dampak Ekonomi Langsung (Rp)', 'Rentang 90% Bawah (Rp)', 'Tingkat Provinsi (Rp)', 'Rp per Pengunjung Tambahan', 'Dana Publik (Rp)']) {
      expect({ title, format: festival.getCell(column(title)).numFmt }).toEqual({ title, format: RUPIAH });
    }
    for (const title of ['Porsi Pengunjung Tambahan', 'Margin Galat Relatif']) {
      expect({ title, format: festival.getCell(column(title)).numFmt }).toEqual({ title, format: PERCENT });
    }
  });

  it('says in Info the filters, the time, the method version and what every column means', async () => {
    const before = Date.now();
    const response = await call(ctx(), 'GET', `/api/dampak-ekonomi/download?tahun=2026&provinsi=52&kategori=${complete.kategoriId}&q=maraton&urut=n&arah=naik`, admin);
    const workbook = await download(response);
    const info = workbook.getWorksheet('Info')!;
    const lines = Array.from({ length: info.rowCount }, (_, r) => [shownCell(info.getRow(r + 1).getCell(1).value), shownCell(info.getRow(r + 1).getCell(2).value)]);
    const valueOf = (label: string) => lines.find(([first]) => first === label)?.[1];
    expect(valueOf('Filter tahun')).toBe('2026');
    expect(valueOf('Filter provinsi')).toBe('52 Nusa Tenggara Barat');
    expect(valueOf('Filter kategori olahraga')).toBe('Lari');
    expect(valueOf('Kata kunci')).toBe('maraton');
    expect(valueOf('Urutan')).toBe('Jumlah responden (n), naik (event tanpa angka di akhir)');
    expect(valueOf('Jumlah event')).toBe(1);
    expect(valueOf('Versi metode')).toBe('Versi 2 untuk semua event.');
    const downloaded = String(valueOf('Diunduh pada (WIB)'));
    expect([shownInJakarta(new Date(before).toISOString()).slice(0, 13), shownInJakarta(new Date().toISOString()).slice(0, 13)]).toContain(downloaded.slice(0, 13));
    // Every column of the rows sheet is explained, none called ROI.
    const headers = (workbook.getWorksheet('Daftar Dampak Ekonomi')!.getRow(1).values as unknown[]).slice(1);
    const explained = lines.slice(lines.findIndex(([first]) => first === 'Kolom') + 1);
    expect(explained.map(([first]) => first)).toEqual(headers);
    expect(explained.every(([, meaning]) => typeof meaning === 'string' && meaning.length > 5)).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/\bROI\b/i);
  });
});
