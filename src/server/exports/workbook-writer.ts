import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { zoneOffsetMs } from '../../shared/report-time-zone';
import { BOLD } from './sheet-styles';
import { inertValue, textCell, withQuotePrefix } from './text-cell';
import { caughtUp, sheetZipInput } from './zip-backpressure';

/**
 * The XLSX engine every download shares (the survey results, the economic-impact sheets, the
 * register): sheets given as pages of lines, streamed into a zip as the reader takes them.
 */

// archiver (ExcelJS's zip) buffers 1 MB of compressed output by default, some 20,000 rows: waiting
// for the zip to take a page meant nothing until that was full, so nothing held back a download
// nobody read. Archiver passes its options to its stream; ExcelJS's types just do not list this one.
const ZIP_OPTIONS: ExcelJS.stream.xlsx.WorkbookStreamWriterOptions['zip'] & { highWaterMark: number } = {
  highWaterMark: 64 * 1024,
};

/** One row as written: its values and each cell's style (shared objects: see sheet-styles.ts). */
export interface SheetLine {
  values: ExcelJS.CellValue[];
  styles: readonly Partial<ExcelJS.Style>[];
}

/** A sheet of the workbook: its name, column widths, the top rows kept in view, and its rows. */
export interface WorkbookSheet {
  /** A valid sheet name, distinct from the others' (sheet-names.ts). */
  name: string;
  widths: readonly number[];
  /** How many top rows stay in view while scrolling (a header); 0 for none. */
  frozenRows: number;
  /** The rows page by page: only one page is held in memory at a time. */
  pages: AsyncIterable<readonly SheetLine[]>;
}

// Excel's day count starts 1899-12-30; the serial number is the cell's value, the format makes it a
// date. The same formula as ExcelJS's own, without a Date object per cell.
const EXCEL_EPOCH_DAYS = 25569;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

// Every zone of today's rules changes its offset on a quarter hour of UTC, so the offset is looked
// up (through Intl, a tenth of a download's time) once per zone and quarter hour, not per row.
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_CACHED_OFFSETS = 10_000;
const offsets = new Map<string, Map<number, number>>();

function offsetAt(time: number, zone: string): number {
  let ofZone = offsets.get(zone);
  if (!ofZone) {
    ofZone = new Map();
    offsets.set(zone, ofZone);
  }
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let offset = ofZone.get(quarter);
  if (offset === undefined) {
    if (ofZone.size >= MAX_CACHED_OFFSETS) ofZone.clear();
    offset = zoneOffsetMs(time, zone);
    ofZone.set(quarter, offset);
  }
  return offset;
}

/** A spreadsheet date has no zone: the cell holds the zone's wall clock, and the header names it. */
export function dateCell(iso: string, zone: string): number | string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : EXCEL_EPOCH_DAYS + (time + offsetAt(time, zone)) / MS_PER_DAY;
}

/** A header line: every cell bold. */
export function headerLine(titles: string[]): SheetLine {
  return { values: titles.map(textCell), styles: titles.map(() => BOLD) };
}

/**
 * Every text that looks like a formula is written inert, with an apostrophe before it in its
 * value and the quote prefix on its style (text-cell.ts), whichever sheet and download it is in.
 */
function writeLine(worksheet: ExcelJS.Worksheet, line: SheetLine): void {
  const values = line.values.map(inertValue);
  const row = worksheet.addRow(values);
  line.styles.forEach((style, index) => {
    row.getCell(index + 1).style = values[index] === line.values[index] ? style : withQuotePrefix(style);
  });
  row.commit();
}

/**
 * Streams a workbook into `output`, its sheets in the order given. Rows are committed page by page
 * and the next page is read only once the zip has taken the last one, so memory holds about one
 * page whatever the number of rows. Stops early, without error, when the reader goes away.
 */
export async function writeWorkbook(output: Writable, sheets: readonly WorkbookSheet[]): Promise<void> {
  // No shared strings: their table would keep every distinct text in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: ZIP_OPTIONS,
  });
  // Sheets are written one after the other: the zip takes its entries in order, so a sheet opened
  // before the previous one is committed would pile up in memory.
  for (const sheet of sheets) {
    const views: Partial<ExcelJS.WorksheetView>[] = sheet.frozenRows > 0 ? [{ state: 'frozen', ySplit: sheet.frozenRows }] : [];
    const worksheet = workbook.addWorksheet(sheet.name, { views });
    worksheet.columns = sheet.widths.map((width) => ({ width }));
    // The zip reads the sheet only as fast as `output` is read: waiting for it waits for the reader.
    const zipInput = sheetZipInput(worksheet) ?? output;
    for await (const page of sheet.pages) {
      for (const line of page) writeLine(worksheet, line);
      if (!(await caughtUp(zipInput, output))) return;
    }
    worksheet.commit();
  }
  await workbook.commit();
}
