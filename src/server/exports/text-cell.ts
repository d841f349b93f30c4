import type ExcelJS from 'exceljs';

// OOXML escapes a character XML would not carry as _xHHHH_; a text that already holds such a
// pattern escapes its underscore (_x005F_), so a reader turns it back into the same text.
const ESCAPE_PATTERN = /_(x[0-9A-Fa-f]{4}_)/g;
const HAS_ESCAPE_PATTERN = /_x[0-9A-Fa-f]{4}_/;

/**
 * A text cell that comes back exactly as stored. XML turns a carriage return into a line feed
 * when it is read, so a text holding one is written as an inline string with the CR escaped
 * (_x000D_), which Excel, LibreOffice and ExcelJS read back as CR. Other texts stay plain strings.
 */
export function textCell(text: string): ExcelJS.CellValue {
  if (!text.includes('\r') && !HAS_ESCAPE_PATTERN.test(text)) return text;
  return { richText: [{ text: text.replace(ESCAPE_PATTERN, '_x005F_$1').replace(/\r/g, '_x000D_') }] };
}
