import { ECONOMIC_ROLE_LABEL } from '../../shared/economic-impact/economic-roles';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { columnLetter } from './column-letter';
import { PLAIN, WRAPPED } from './sheet-styles';
import { headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';
import { textCell } from './text-cell';

export const ROLE_SHEET_NAME = 'Peran Pertanyaan';

/** A questionnaire as the role sheet lists it: its data sheet, and where each question's column is. */
export interface RoleSheetSegment {
  tipeResponden: string;
  sheet: string;
  questions: Pick<Pertanyaan, 'teks_pertanyaan' | 'peran_ekonomi'>[];
  /** Each question's column in the data sheet (number, and header: a repeated text numbered), in order. */
  places: { column: number; header: string }[];
}

const HEADERS = ['Tipe Responden', 'Sheet Data', 'Kolom', 'Pertanyaan (judul kolom)', 'Peran Ekonomi', 'Arti Peran'];
const STYLES = [PLAIN, PLAIN, PLAIN, WRAPPED, PLAIN, WRAPPED];

/**
 * "Peran Pertanyaan": which column of which data sheet the calculation reads for each economic
 * role (the question's peran_ekonomi), so an auditor need not guess from the question texts.
 */
export function roleSheet(segments: readonly RoleSheetSegment[]): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const lines: SheetLine[] = [
      { values: ['Kolom sheet data yang dibaca perhitungan dampak ekonomi, menurut peran ekonomi pertanyaannya. Pertanyaan lain tidak dipakai dalam perhitungan.'], styles: [WRAPPED] },
      headerLine(HEADERS),
    ];
    for (const segment of segments) {
      const roles = segment.questions.flatMap((question, index) => (question.peran_ekonomi ? [{ role: question.peran_ekonomi, index }] : []));
      if (roles.length === 0) {
        lines.push({ values: [textCell(segment.tipeResponden), segment.sheet, null, 'Tidak ada pertanyaan dengan peran ekonomi.'], styles: STYLES });
        continue;
      }
      for (const { role, index } of roles) {
        lines.push({
          values: [textCell(segment.tipeResponden), segment.sheet, columnLetter(segment.places[index].column), textCell(segment.places[index].header), role, ECONOMIC_ROLE_LABEL[role]],
          styles: STYLES,
        });
      }
    }
    yield lines;
  }
  return { name: ROLE_SHEET_NAME, widths: [24, 24, 8, 60, 22, 44], frozenRows: 2, pages: pages() };
}
