import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type DataSheetOptions, type SheetRow, type SurveySheet, surveySheets } from '../../../src/server/exports/survey-workbook';
import { dateCell, writeWorkbook } from '../../../src/server/exports/workbook-writer';
import { zoneOffsetMs } from '../../../src/shared/report-time-zone';

const PAGES = 40;
const OPTIONS = { zone: 'Asia/Jakarta', withVoided: false, withSurveyorEmail: true };
const ROWS_PER_PAGE = 500;

/** A sheet of PAGES pages of hardly compressible rows, counting how many pages were asked for. */
function countingSheet(): { sheet: SurveySheet; pulled: () => number } {
  let pulled = 0;
  async function* pages() {
    for (let page = 0; page < PAGES; page += 1) {
      pulled += 1;
      yield Array.from({ length: ROWS_PER_PAGE }, (_, row) => ({
        id: page * ROWS_PER_PAGE + row + 1,
        diisiPada: '2026-11-20T08:00:00.000Z',
        surveyor: 'Siti',
        surveyorEmail: 'siti@uji.id',
        status: 'diterima' as const,
        alasanStatus: null,
        answers: [{ isi_jawaban: randomBytes(48).toString('hex'), nilai_angka: null }],
      }));
    }
  }
  const sheet: SurveySheet = {
    tipeResponden: 'Pengunjung',
    questions: [{ teks_pertanyaan: 'Kode', tipe_jawaban: 'teks' }],
    pages: pages(),
  };
  return { sheet, pulled: () => pulled };
}

/**
 * Resolves once the writer is held: `output`'s buffer is full (nobody reads it) and `pulled` has
 * not moved over several checks. A writer that ignores backpressure never holds: it reads every
 * page, and the test then sees all of them.
 */
async function whenHeld(output: PassThrough, pulled: () => number, deadline = Date.now() + 20_000): Promise<void> {
  let last = -1;
  let unchanged = 0;
  while (unchanged < 5 && pulled() < PAGES) {
    if (Date.now() > deadline) throw new Error(`the writer never settled (${pulled()} pages read)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    unchanged = output.writableNeedDrain && pulled() === last ? unchanged + 1 : 0;
    last = pulled();
  }
}

describe('writeWorkbook of the data sheets', () => {
  it('reads the next page only as fast as the file is read', async () => {
    const { sheet, pulled } = countingSheet();
    const output = new PassThrough();
    const done = writeWorkbook(output, surveySheets([sheet], OPTIONS));
    await whenHeld(output, pulled);
    // Nobody reads yet: a few pages fill the bounded buffers between the sheet and `output` (9 with
    // the zip's buffer at 64 KB, however fast the machine), then the writer waits. Without
    // backpressure, or with archiver's default 1 MB buffer, all 40 are read.
    expect(pulled()).toBeLessThan(PAGES / 2);

    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await done;
    expect(pulled()).toBe(PAGES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].actualRowCount).toBe(1 + PAGES * ROWS_PER_PAGE);
  });

  it('stops, without error, when the reader goes away', async () => {
    const { sheet, pulled } = countingSheet();
    const output = new PassThrough();
    const done = writeWorkbook(output, surveySheets([sheet], OPTIONS));
    await whenHeld(output, pulled);
    output.destroy();
    await expect(done).resolves.toBeUndefined();
    expect(pulled()).toBeLessThan(PAGES);
  });
});

/** A workbook of these sheets, written whole and read back. */
async function written(sheets: SurveySheet[], options: DataSheetOptions): Promise<ExcelJS.Workbook> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(output, surveySheets(sheets, options));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

/** One page of two responses: one accepted, one voided with its reason, collected at 17:30 and 23:59:59 UTC. */
function reviewedSheet(): SurveySheet {
  async function* pages(): AsyncGenerator<SheetRow[]> {
    yield [
      {
        id: 41,
        diisiPada: '2026-07-13T17:30:00.000Z',
        surveyor: 'Siti',
        surveyorEmail: 'siti@uji.id',
        status: 'diterima',
        alasanStatus: null,
        answers: [
          { isi_jawaban: 'Jayapura', nilai_angka: null },
          { isi_jawaban: 'Sentani', nilai_angka: null },
          { isi_jawaban: '150000', nilai_angka: 150_000 },
        ],
      },
      {
        id: 7,
        diisiPada: '2026-07-13T23:59:59.000Z',
        surveyor: null,
        surveyorEmail: null,
        status: 'dibatalkan',
        alasanStatus: 'Duplikat',
        answers: [{ isi_jawaban: 'Merauke', nilai_angka: null }, undefined, undefined],
      },
    ];
  }
  return {
    tipeResponden: 'Penonton',
    questions: [
      { teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' },
      { teks_pertanyaan: 'Asal', tipe_jawaban: 'teks' },
      { teks_pertanyaan: 'Belanja', tipe_jawaban: 'nominal' },
    ],
    pages: pages(),
  };
}

describe('the data sheet', () => {
  it('heads its columns with the zone and the questions as the analysis keys them, and writes the rows as given', async () => {
    const sheet = (await written([reviewedSheet()], { zone: 'Asia/Jayapura', withVoided: false, withSurveyorEmail: true })).worksheets[0];
    expect(sheet.name).toBe('Penonton');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'ID Respons',
      'Waktu Pengisian (WIT)',
      'Surveyor',
      'Email Surveyor',
      'Asal',
      'Asal (2)',
      'Belanja',
    ]);
    // Asia/Jayapura is UTC+9: 17:30 UTC is 02:30 the next day, 23:59:59 UTC is 08:59:59.
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1,
      41,
      new Date('2026-07-14T02:30:00.000Z'),
      'Siti',
      'siti@uji.id',
      'Jayapura',
      'Sentani',
      150_000,
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, 7, new Date('2026-07-14T08:59:59.000Z'), undefined, undefined, 'Merauke']);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(sheet.getRow(2).getCell(6).alignment).toEqual({ wrapText: true, vertical: 'top' });
    expect(sheet.getRow(2).getCell(8).alignment).toBeUndefined();
    expect(sheet.actualRowCount).toBe(3);
  });

  it('adds Status and Alasan Status after the surveyor when voided responses are in', async () => {
    const sheet = (await written([reviewedSheet()], { zone: 'Asia/Jakarta', withVoided: true, withSurveyorEmail: true })).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'ID Respons',
      'Waktu Pengisian (WIB)',
      'Surveyor',
      'Email Surveyor',
      'Status',
      'Alasan Status',
      'Asal',
      'Asal (2)',
      'Belanja',
    ]);
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      1,
      41,
      new Date('2026-07-14T00:30:00.000Z'),
      'Siti',
      'siti@uji.id',
      'Diterima',
      undefined,
      'Jayapura',
      'Sentani',
      150_000,
    ]);
    expect((sheet.getRow(3).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      2,
      7,
      new Date('2026-07-14T06:59:59.000Z'),
      undefined,
      undefined,
      'Dibatalkan',
      'Duplikat',
      'Merauke',
    ]);
    expect(sheet.getRow(3).getCell(7).alignment).toEqual({ wrapText: true, vertical: 'top' });
  });

  it('gives way to the reserved names of the sheets that follow', () => {
    const sheets = surveySheets([{ ...reviewedSheet(), tipeResponden: 'Info' }], { zone: 'Asia/Jakarta', withVoided: false, withSurveyorEmail: true, reserved: ['Info'] });
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Info (2)']);
  });
});

describe('dateCell', () => {
  // Minute by minute across daylight-saving changes (Amsterdam by an hour, St. John's at a
  // half-hour offset, Lord Howe by half an hour), in one process, so the offsets it remembers
  // are used again: each time is the zone's wall clock as Intl gives it for that very instant.
  it.each([
    ['Europe/Amsterdam', '2026-03-29T01:00:00Z'],
    ['Europe/Amsterdam', '2026-10-25T01:00:00Z'],
    ['America/St_Johns', '2026-03-08T05:30:00Z'],
    ['America/St_Johns', '2026-11-01T04:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
  ])('gives the wall clock of %s around %s', (zone, change) => {
    const at = Date.parse(change);
    for (let minute = -180; minute <= 180; minute += 1) {
      const time = at + minute * 60_000 + 1_234;
      const expected = 25569 + (time + zoneOffsetMs(time, zone)) / 86_400_000;
      expect(dateCell(new Date(time).toISOString(), zone), `${zone} ${new Date(time).toISOString()}`).toBe(expected);
    }
    expect(zoneOffsetMs(at - 3_600_000, zone)).not.toBe(zoneOffsetMs(at + 3_600_000, zone));
  });
});
