import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Pertanyaan, TipeJawaban } from '../../shared/schemas/questionnaires';
import type { AnswerRow } from './exports.repo';
import { sheetNames } from './sheet-names';
import { caughtUp, sheetZipInput } from './zip-backpressure';

// Times are stored in UTC and a spreadsheet date has no zone: the format says which one it is.
const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss "UTC"';
const RUPIAH_FORMAT = '"Rp" #,##0';
const FIXED_HEADERS = ['No', 'Waktu Pengisian', 'Surveyor'];
// archiver (ExcelJS's zip) buffers 1 MB of compressed output by default, some 20,000 rows: waiting
// for the zip to take a page meant nothing until that was full, so nothing held back a download
// nobody read. Archiver passes its options to its stream; ExcelJS's types just do not list this one.
const ZIP_OPTIONS: ExcelJS.stream.xlsx.WorkbookStreamWriterOptions['zip'] & { highWaterMark: number } = {
  highWaterMark: 64 * 1024,
};

type SheetQuestion = Pick<Pertanyaan, 'teks_pertanyaan' | 'tipe_jawaban'>;

export interface SheetRow {
  diisiPada: string;
  surveyor: string | null;
  /** One per question of the sheet, in its order; undefined when the response skipped it. */
  answers: (Pick<AnswerRow, 'isi_jawaban' | 'nilai_angka'> | undefined)[];
}

export interface SurveySheet {
  tipeResponden: string;
  questions: SheetQuestion[];
  /** The rows page by page: only one page is held in memory at a time. */
  pages: AsyncIterable<SheetRow[]>;
}

function answerCell(tipe: TipeJawaban, answer: SheetRow['answers'][number]): ExcelJS.CellValue {
  if (!answer) return null;
  if ((tipe === 'angka' || tipe === 'nominal') && answer.nilai_angka !== null) return answer.nilai_angka;
  // A plain string value is written as text, never as a formula, whatever it starts with.
  return answer.isi_jawaban;
}

// Excel's day count starts 1899-12-30; the serial number is the cell's value, the format makes it a
// date. The same formula as ExcelJS's own, without a Date object per cell.
const EXCEL_EPOCH_DAYS = 25569;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

function dateCell(iso: string): number | string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : EXCEL_EPOCH_DAYS + time / MS_PER_DAY;
}

// One style object per kind of cell, shared by every cell of that kind: ExcelJS remembers the
// style id of an object it has seen (a WeakMap), and otherwise rebuilds and looks up the style's
// XML for every cell, a third of the time per row. Frozen, as they are shared.
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});
const DATE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: DATE_FORMAT });
const RUPIAH: Partial<ExcelJS.Style> = Object.freeze({ numFmt: RUPIAH_FORMAT });

/** A sheet with its column widths and bold header row; returns the style of each column's cells. */
function startSheet(worksheet: ExcelJS.Worksheet, questions: SheetQuestion[]): Partial<ExcelJS.Style>[] {
  const questionWidths = questions.map((q) => Math.min(60, Math.max(12, q.teks_pertanyaan.length + 2)));
  worksheet.columns = [6, 24, 24, ...questionWidths].map((width) => ({ width }));
  const header = worksheet.addRow([...FIXED_HEADERS, ...questions.map((q) => q.teks_pertanyaan)]);
  // Name and size too, so the header matches the other cells' default Calibri 11.
  header.font = { name: 'Calibri', size: 11, bold: true };
  header.commit();
  // Styles go on the cells, not the columns: a column style costs ExcelJS a style merge per cell.
  const answerStyles = questions.map((q) => (q.tipe_jawaban === 'nominal' ? RUPIAH : PLAIN));
  return [PLAIN, DATE, PLAIN, ...answerStyles];
}

function writeRow(worksheet: ExcelJS.Worksheet, styles: Partial<ExcelJS.Style>[], values: ExcelJS.CellValue[]): void {
  const row = worksheet.addRow(values);
  styles.forEach((style, index) => {
    row.getCell(index + 1).style = style;
  });
  row.commit();
}

/**
 * Streams the survey workbook into `output`: one sheet per respondent type, a header row, then
 * one row per response. Rows are committed page by page and the next page is read only once the
 * zip has taken the last one, so memory holds about one page whatever the number of responses.
 * Stops early, without error, when the reader goes away.
 */
export async function writeSurveyWorkbook(output: Writable, sheets: SurveySheet[]): Promise<void> {
  // No shared strings: their table would keep every distinct text in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: ZIP_OPTIONS,
  });
  const names = sheetNames(sheets.map((sheet) => sheet.tipeResponden));
  // Sheets are written one after the other: the zip takes its entries in order, so a sheet opened
  // before the previous one is committed would pile up in memory.
  for (const [index, sheet] of sheets.entries()) {
    const worksheet = workbook.addWorksheet(names[index], { views: [{ state: 'frozen', ySplit: 1 }] });
    const styles = startSheet(worksheet, sheet.questions);
    // The zip reads the sheet only as fast as `output` is read: waiting for it waits for the reader.
    const zipInput = sheetZipInput(worksheet) ?? output;
    let number = 0;
    for await (const page of sheet.pages) {
      for (const response of page) {
        number += 1;
        const answers = sheet.questions.map((q, i) => answerCell(q.tipe_jawaban, response.answers[i]));
        writeRow(worksheet, styles, [number, dateCell(response.diisiPada), response.surveyor, ...answers]);
      }
      if (!(await caughtUp(zipInput, output))) return;
    }
    worksheet.commit();
  }
  await workbook.commit();
}
