import type ExcelJS from 'exceljs';
import { uniqueQuestionKeys } from '../../shared/question-keys';
import { zoneLabel } from '../../shared/report-time-zone';
import type { Pertanyaan, TipeJawaban } from '../../shared/schemas/questionnaires';
import type { StatusRespons } from '../../shared/schemas/responses';
import type { WilayahList } from '../../shared/wilayah/wilayah-list';
import { wilayahList } from '../wilayah/wilayah';
import type { AnswerRow } from './exports.repo';
import { sheetNames } from './sheet-names';
import { LOCAL_DATE, PLAIN, RUPIAH, WRAPPED } from './sheet-styles';
import { textCell } from './text-cell';
import { dateCell, headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';

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
  /** The older form version the answers were judged by (answers/form-as-filled.ts); null: the form as it was. */
  versiLama?: string | null;
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
  /** Some response of the sheet was judged by an older form version: the sheet then names it, per row. */
  olderFormVersions?: boolean;
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

/** The header of the collection time column, naming the zone: "Waktu Pengisian (WIB)". */
const collectionTimeHeader = (zone: string) => `Waktu Pengisian (${zoneLabel(zone)})`;
const DOUBTED_HEADER = 'Jam Perangkat Diragukan';
const OLDER_FORM_HEADER = 'Dinilai dengan Versi Formulir Lama';

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
    ...(sheet.olderFormVersions === true ? [OLDER_FORM_HEADER] : []),
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
  const older = sheet.olderFormVersions === true;
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
    ...(older ? [PLAIN] : []),
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
        const olderForm = older ? [response.versiLama ? textCell(response.versiLama) : null] : [];
        return {
          values: [
            number,
            response.id,
            dateCell(response.diisiPada, zone),
            surveyor,
            ...(withSurveyorEmail ? [response.surveyorEmail] : []),
            ...status,
            ...claimed,
            ...olderForm,
            ...answers,
          ],
          styles,
        };
      });
    }
  }
  return {
    name,
    widths: [6, 11, 24, 24, ...(withSurveyorEmail ? [30] : []), ...(withVoided ? [12, 30] : []), ...(doubted ? [28] : []), ...(older ? [26] : []), ...questionWidths],
    frozenRows: 1,
    pages: pages(),
  };
}

/** The data sheets: one per respondent type, a header row, then one row per response. */
export function surveySheets(sheets: SurveySheet[], options: DataSheetOptions): WorkbookSheet[] {
  const names = sheetNames(
    sheets.map((sheet) => sheet.tipeResponden),
    options.reserved,
  );
  return sheets.map((sheet, index) => dataSheet(names[index], sheet, options));
}
