import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeWorkbook } from '../../../src/server/exports/workbook-writer';
import { PLAIN, WRAPPED } from '../../../src/server/exports/sheet-styles';
import { isFormulaLooking, textCell } from '../../../src/server/exports/text-cell';
import { createEvent, createKuesioner, createPertanyaan, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase } from '../helpers/test-app';

/** Texts a spreadsheet program would take for a formula once the cell is edited or saved as CSV. */
const FORMULA_LOOKING = ['=HYPERLINK("http://contoh.id","klik")', '+62 812 3456', '-5 menit', '@SUM(A1)'];
/** A negative number and a lone minus (a survey's usual "none") are no formula to any program. */
const ORDINARY = ['Bandung', 'Rp 5.000 = murah', '62+', 'a@b.id', '-', '-5', '-1.500,25'];

async function load(buffer: Buffer | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  return workbook;
}

function quotePrefixOf(cell: ExcelJS.Cell): boolean {
  return (cell.style as { quotePrefix?: boolean }).quotePrefix === true;
}

/**
 * OWASP's CSV injection guidance: a formula-looking text is stored with an apostrophe before it,
 * so it stays text in a CSV saved from the sheet (csv-save.test.ts opens one in LibreOffice), and
 * its cell carries the quote prefix, so it stays text when edited. The app's screens read the API
 * and show the text as typed.
 */
describeOnEachDatabase('formula-looking text in the download is stored inert', (ctx) => {
  it('answers, a question title and a surveyor name starting with = + - @: an apostrophe before the value, marked as text', async () => {
    const admin = await ctx().createUser('Admin');
    const surveyor = await ctx().createUser('Surveyor', { nama: '@Surveyor Iseng' });
    const event = await createEvent(ctx(), admin);
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const question = await createPertanyaan(ctx(), admin, kuesioner.id, '=Asal kota', 'teks');
    for (const text of [...FORMULA_LOOKING, ...ORDINARY]) {
      const sent = await submit(ctx(), surveyor, { kuesionerId: kuesioner.id, jawaban: [{ pertanyaan_id: question.id, isi_jawaban: text }] });
      expect(sent.statusCode, sent.body).toBe(201);
    }

    const download = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/hasil-survei/download`, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    const sheet = (await load(download.rawPayload)).worksheets[0];
    const answerColumn = 6;
    const header = sheet.getRow(1).getCell(answerColumn);
    expect([header.value, quotePrefixOf(header)]).toEqual(["'=Asal kota", true]);

    const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    const seen = rows.map((row) => {
      const cell = row.getCell(answerColumn);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      return [cell.value, quotePrefixOf(cell)];
    });
    expect(new Map(seen as [string, boolean][])).toEqual(
      new Map([...FORMULA_LOOKING.map((text) => [`'${text}`, true] as const), ...ORDINARY.map((text) => [text, false] as const)]),
    );
    const name = rows[0].getCell(4);
    expect([name.value, quotePrefixOf(name)]).toEqual(["'@Surveyor Iseng", true]);

    // Data Survei shows the answers as typed.
    const list = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}/respons?per_halaman=50`, headers: admin.auth });
    const shown = (list.json().data as { jawaban: { isi_jawaban: string }[] }[]).map((item) => item.jawaban[0].isi_jawaban);
    expect(shown.sort()).toEqual([...FORMULA_LOOKING, ...ORDINARY].sort());
  });
});

describe('a text starting with a tab or a carriage return', () => {
  it('is written with an apostrophe before it and the quote prefix, and keeps the style it had otherwise', async () => {
    const texts = ['\tTAB=1+1', '\r=1+1', '\r\nbaris', 'biasa'];
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeWorkbook(output, [
      {
        name: 'Uji',
        widths: [20],
        frozenRows: 0,
        pages: (async function* () {
          yield texts.map((text) => ({ values: [textCell(text)], styles: [WRAPPED] }));
          yield [{ values: [textCell('=2+2')], styles: [PLAIN] }];
        })(),
      },
    ]);
    output.end();
    const sheet = (await load(Buffer.concat(chunks))).worksheets[0];
    const shown = (row: number) => {
      const cell = sheet.getRow(row).getCell(1);
      const value = cell.value as ExcelJS.CellValue;
      const text = typeof value === 'object' && value && 'richText' in value ? value.richText.map((run) => run.text).join('') : value;
      return [text, quotePrefixOf(cell), cell.alignment?.wrapText === true];
    };
    expect([1, 2, 3, 4, 5].map(shown)).toEqual([
      ["'\tTAB=1+1", true, true],
      ["'\r=1+1", true, true],
      ["'\r\nbaris", true, true],
      ['biasa', false, true],
      ["'=2+2", true, false],
    ]);
  });
});

describe('what looks like a formula', () => {
  it('is a text starting with = + - @, a tab or a carriage return, also behind leading whitespace', () => {
    for (const text of ['=1', '+1', '-A1', '-5 menit', '@SUM(1)', '\t1', '\r1', '  =1', '\n=1', '\u00a0+1', '-1e5', '--5']) {
      expect(isFormulaLooking(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is not a negative number, a lone minus, nor a formula character further in', () => {
    for (const text of ['-', '-5', '-1.500,25', ' -5 ', 'a=1', 'Rp 5.000 = murah', "'=1", '', '62+', 'a@b.id']) {
      expect(isFormulaLooking(text), JSON.stringify(text)).toBe(false);
    }
  });
});
