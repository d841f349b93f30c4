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

// OWASP's CSV injection guidance (owasp.org/www-community/attacks/CSV_Injection): a text that
// starts with =, +, -, @, a tab or a carriage return is what a spreadsheet program takes for a
// formula (or a DDE command) when the sheet is saved as CSV and opened again, or the cell edited.
// Leading whitespace is looked through: an import that trims spaces finds the = behind it.
const CONTROL_START = /^[\t\r]/;
const FORMULA_START = /^[=+\-@]/;
// A minus before digits alone is a negative number, and a lone minus the usual "none" of a
// survey answer: no program reads either as a formula, so both stay as typed.
const NEGATIVE_NUMBER = /^-[0-9.,]*$/;

/** Whether a text would look like a formula to Excel or LibreOffice once saved as CSV. */
export function isFormulaLooking(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  return FORMULA_START.test(text.trimStart()) && !NEGATIVE_NUMBER.test(text.trim());
}

// The text an escaped run stands for (textCell): _xHHHH_ is the character HHHH.
const unescaped = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const textOf = (value: ExcelJS.CellValue): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value) return unescaped(value.richText.map((run) => run.text).join(''));
  return undefined;
};

/** Whether a written cell value is text that would look like a formula to Excel or LibreOffice. */
export function looksLikeFormula(value: ExcelJS.CellValue): boolean {
  const text = textOf(value);
  return text !== undefined && isFormulaLooking(text);
}

/**
 * The value as the file stores it: a formula-looking text gets a leading apostrophe in its value,
 * as OWASP's guidance says, so it stays text in a CSV saved from the sheet, where no cell style
 * survives. Numbers, dates and other texts are given back as they are (the same object).
 */
export function inertValue(value: ExcelJS.CellValue): ExcelJS.CellValue {
  if (!looksLikeFormula(value)) return value;
  if (typeof value === 'string') return `'${value}`;
  const { richText } = value as ExcelJS.CellRichTextValue;
  return { richText: [{ ...richText[0], text: `'${richText[0].text}` }, ...richText.slice(1)] };
}

export type QuotedStyle = Partial<ExcelJS.Style> & { quotePrefix: true };

const quoted = new WeakMap<Partial<ExcelJS.Style>, QuotedStyle>();

/**
 * The style with the quote prefix (the cell counts as typed after an apostrophe), which keeps an
 * edited cell text in Excel and LibreOffice. One object per base style: ExcelJS finds a style it
 * has seen by identity.
 */
export function withQuotePrefix(style: Partial<ExcelJS.Style>): QuotedStyle {
  let result = quoted.get(style);
  if (!result) {
    result = Object.freeze({ ...style, quotePrefix: true as const });
    quoted.set(style, result);
  }
  return result;
}
