import type ExcelJS from 'exceljs';
import './quote-prefix-style';

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

// What a spreadsheet program reads as the start of a formula (or of a DDE command) when the cell
// is edited, or when the sheet is saved as CSV and opened again. A CR is written escaped.
const FORMULA_START = /^(?:[=+\-@\t\r]|_x000D_)/;

/** Whether a written cell value is text that would look like a formula to Excel or LibreOffice. */
export function looksLikeFormula(value: ExcelJS.CellValue): boolean {
  if (typeof value === 'string') return FORMULA_START.test(value);
  if (value && typeof value === 'object' && 'richText' in value) return FORMULA_START.test(value.richText.map((run) => run.text).join(''));
  return false;
}

export type QuotedStyle = Partial<ExcelJS.Style> & { quotePrefix: true };

const quoted = new WeakMap<Partial<ExcelJS.Style>, QuotedStyle>();

/**
 * The style with the quote prefix (the cell counts as typed after an apostrophe; its value stays
 * exactly as typed). One object per base style: ExcelJS finds a style it has seen by identity.
 */
export function withQuotePrefix(style: Partial<ExcelJS.Style>): QuotedStyle {
  let result = quoted.get(style);
  if (!result) {
    result = Object.freeze({ ...style, quotePrefix: true as const });
    quoted.set(style, result);
  }
  return result;
}
