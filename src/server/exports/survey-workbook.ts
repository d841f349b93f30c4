import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { uniqueQuestionKeys } from '../../shared/question-keys';
import { zoneLabel, zoneOffsetMs } from '../../shared/report-time-zone';
import type { Pertanyaan, TipeJawaban } from '../../shared/schemas/questionnaires';
import type { StatusRespons } from '../../shared/schemas/responses';
import type { WilayahList } from '../../shared/wilayah/wilayah-list';
import { wilayahList } from '../wilayah/wilayah';
import type { AnswerRow } from './exports.repo';
import { sheetNames } from './sheet-names';
import { BOLD, LOCAL_DATE, PLAIN, RUPIAH, WRAPPED } from './sheet-styles';
import { looksLikeFormula, textCell, withQuotePrefix } from './text-cell';
import { caughtUp, sheetZipInput } from './zip-backpressure';

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

type SheetQuestion = Pick<Pertanyaan, 'teks_pertanyaan' | 'tipe_jawaban'>;

/** A region answer's column is followed by its names' column: the code stays, for joins. */
const hasRegionName = (question: SheetQuestion) => question.tipe_jawaban === 'wilayah';

/** The header of a region question's names column: "Asal Anda (nama wilayah)". */
export const regionNameHeader = (questionKey: string) => `${questionKey} (nama wilayah)`;

/** "Kota Bandung, Jawa Barat" for a known code ("Luar Negeri" for LN); nothing for another text. */
function regionName(regions: WilayahList, answer: SheetRow['answers'][number]): string | null {
  const wilayah = answer ? regions.byCode.get(answer.isi_jawaban) : undefined;
  if (!wilayah) return null;
  return wilayah.provinsi ? `${wilayah.nama}, ${wilayah.provinsi}` : wilayah.nama;
}

/**
 * The data sheet's question columns, in order: one per question, and after each region question
 * its names. `question` is the index of the question the column reads.
 */
export function questionColumns(questions: readonly SheetQuestion[]): { header: string; question: number; regionName: boolean }[] {
  const keys = uniqueQuestionKeys(questions.map((q) => q.teks_pertanyaan));
  return questions.flatMap((question, index) => [
    { header: keys[index], question: index, regionName: false },
    ...(hasRegionName(question) ? [{ header: regionNameHeader(keys[index]), question: index, regionName: true }] : []),
  ]);
}

export interface SheetRow {
  /** The response's id, as the API and the Data Survei screen name it: the analyst's join key. */
  id: number;
  diisiPada: string;
  surveyor: string | null;
  surveyorEmail: string | null;
  status: StatusRespons;
  alasanStatus: string | null;
  /** The collection time the device claimed when the server could not believe it. */
  waktuPerangkatDiragukan?: string | null;
  /** One per question of the sheet, in its order; undefined when the response skipped it. */
  answers: (Pick<AnswerRow, 'isi_jawaban' | 'nilai_angka'> | undefined)[];
}

/** The responses of one respondent type: one data sheet. */
export interface SurveySheet {
  tipeResponden: string;
  questions: SheetQuestion[];
  /**
   * Some response of the sheet has a device time the server could not believe: the sheet then
   * has a column with the time each such device claimed (its collection time is the receipt time).
   */
  doubtedDeviceTimes?: boolean;
  /** The rows page by page: only one page is held in memory at a time. */
  pages: AsyncIterable<SheetRow[]>;
}

/** How the data sheets are written: in which time zone, and whether voided responses are in. */
export interface DataSheetOptions {
  /** The report time zone (REPORT_TIMEZONE): times are its wall clock, and the header names it. */
  zone: string;
  /** Voided responses are rows too, with their status and its reason. */
  withVoided: boolean;
  /** The surveyors' emails are a column (an Admin's download only: they are the accounts' sign-in names). */
  withSurveyorEmail: boolean;
  /** The names of the sheets that follow, which the respondent types give way to. */
  reserved?: readonly string[];
}

const STATUS_LABEL: Record<StatusRespons, string> = { diterima: 'Diterima', dibatalkan: 'Dibatalkan' };

function answerCell(tipe: TipeJawaban, answer: SheetRow['answers'][number]): ExcelJS.CellValue {
  if (!answer) return null;
  if ((tipe === 'angka' || tipe === 'nominal') && answer.nilai_angka !== null) return answer.nilai_angka;
  // A plain string value is written as text, never as a formula, whatever it starts with.
  return textCell(answer.isi_jawaban);
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

/** The header of the collection time column, naming the zone: "Waktu Pengisian (WIB)". */
const collectionTimeHeader = (zone: string) => `Waktu Pengisian (${zoneLabel(zone)})`;
const DOUBTED_HEADER = 'Jam Perangkat Diragukan';

/** The headers of a data sheet's columns before its questions'. */
function fixedHeaders(sheet: SurveySheet, { zone, withVoided, withSurveyorEmail }: DataSheetOptions): string[] {
  return [
    'No',
    'ID Respons',
    collectionTimeHeader(zone),
    'Surveyor',
    ...(withSurveyorEmail ? ['Email Surveyor'] : []),
    ...(withVoided ? ['Status', 'Alasan Status'] : []),
    ...(sheet.doubtedDeviceTimes === true ? [DOUBTED_HEADER] : []),
  ];
}

/** Where each question's answers are in its data sheet: the column's number (1 is A) and header. */
export function questionPlaces(sheet: SurveySheet, options: DataSheetOptions): { column: number; header: string }[] {
  const before = fixedHeaders(sheet, options).length;
  return questionColumns(sheet.questions).flatMap((column, index) => (column.regionName ? [] : [{ column: before + index + 1, header: column.header }]));
}

/** A respondent type's sheet: the header, then one row per response, numbered from 1. */
function dataSheet(name: string, sheet: SurveySheet, options: DataSheetOptions): WorkbookSheet {
  const { questions } = sheet;
  const { zone, withVoided, withSurveyorEmail } = options;
  const doubted = sheet.doubtedDeviceTimes === true;
  const fixed = fixedHeaders(sheet, options);
  const columns = questionColumns(questions);
  const regions = columns.some((column) => column.regionName) ? wilayahList() : undefined;
  const questionWidths = columns.map((column) =>
    column.regionName ? 36 : Math.min(60, Math.max(12, questions[column.question].teks_pertanyaan.length + 2)),
  );
  // Styles go on the cells, not the columns: a column style costs ExcelJS a style merge per cell.
  const questionStyle = (q: SheetQuestion) => (q.tipe_jawaban === 'nominal' ? RUPIAH : q.tipe_jawaban === 'teks' ? WRAPPED : PLAIN);
  const questionStyles = columns.map((column) => (column.regionName ? PLAIN : questionStyle(questions[column.question])));
  const styles = [
    PLAIN,
    PLAIN,
    LOCAL_DATE,
    PLAIN,
    ...(withSurveyorEmail ? [PLAIN] : []),
    ...(withVoided ? [PLAIN, WRAPPED] : []),
    ...(doubted ? [PLAIN] : []),
    ...questionStyles,
  ];
  async function* pages(): AsyncGenerator<SheetLine[]> {
    yield [headerLine([...fixed, ...columns.map((column) => column.header)])];
    let number = 0;
    for await (const page of sheet.pages) {
      yield page.map((response) => {
        number += 1;
        const answers = columns.map((column) => {
          const answer = response.answers[column.question];
          return column.regionName && regions ? regionName(regions, answer) : answerCell(questions[column.question].tipe_jawaban, answer);
        });
        const status = withVoided ? [STATUS_LABEL[response.status], response.alasanStatus === null ? null : textCell(response.alasanStatus)] : [];
        const surveyor = response.surveyor === null ? null : textCell(response.surveyor);
        // The claim as sent, as text: it may be a time no spreadsheet date can hold (year 0000).
        const claimed = doubted ? [response.waktuPerangkatDiragukan ? textCell(response.waktuPerangkatDiragukan) : null] : [];
        return {
          values: [
            number,
            response.id,
            dateCell(response.diisiPada, zone),
            surveyor,
            ...(withSurveyorEmail ? [response.surveyorEmail] : []),
            ...status,
            ...claimed,
            ...answers,
          ],
          styles,
        };
      });
    }
  }
  return {
    name,
    widths: [6, 11, 24, 24, ...(withSurveyorEmail ? [30] : []), ...(withVoided ? [12, 30] : []), ...(doubted ? [28] : []), ...questionWidths],
    frozenRows: 1,
    pages: pages(),
  };
}

function writeLine(worksheet: ExcelJS.Worksheet, line: SheetLine): void {
  const row = worksheet.addRow(line.values);
  line.styles.forEach((style, index) => {
    row.getCell(index + 1).style = looksLikeFormula(line.values[index]) ? withQuotePrefix(style) : style;
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

/** The data sheets: one per respondent type, a header row, then one row per response. */
export function surveySheets(sheets: SurveySheet[], options: DataSheetOptions): WorkbookSheet[] {
  const names = sheetNames(
    sheets.map((sheet) => sheet.tipeResponden),
    options.reserved,
  );
  return sheets.map((sheet, index) => dataSheet(names[index], sheet, options));
}
