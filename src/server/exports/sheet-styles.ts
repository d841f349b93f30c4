import type ExcelJS from 'exceljs';

// A spreadsheet date has no zone: cells hold the report time zone's wall clock, and the column's
// header names the zone ("Waktu Pengisian (WIB)").
export const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';
export const RUPIAH_FORMAT = '"Rp" #,##0';
export const PERCENT_FORMAT = '0.0%';

// One style object per kind of cell, shared by every cell of that kind: ExcelJS remembers the
// style id of an object it has seen (a WeakMap), and otherwise rebuilds and looks up the style's
// XML for every cell, a third of the time per row. Frozen, as they are shared.
export const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});
export const LOCAL_DATE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: DATE_FORMAT });
export const RUPIAH: Partial<ExcelJS.Style> = Object.freeze({ numFmt: RUPIAH_FORMAT });
export const PERCENT: Partial<ExcelJS.Style> = Object.freeze({ numFmt: PERCENT_FORMAT });
/** A count that may have a decimal (jobs). */
export const DECIMAL: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '#,##0.0' });
// Name and size too, so bold cells match the other cells' default Calibri 11.
export const BOLD: Partial<ExcelJS.Style> = Object.freeze({ font: Object.freeze({ name: 'Calibri', size: 11, bold: true }) });
/** Long text (a method's explanation) wraps within its column. */
export const WRAPPED: Partial<ExcelJS.Style> = Object.freeze({
  alignment: Object.freeze({ wrapText: true, vertical: 'top' as const }),
});
export const COUNT: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '#,##0' });
export const MULTIPLIER: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '#,##0.00##' });
export const WRAPPED_BOLD: Partial<ExcelJS.Style> = Object.freeze({ ...BOLD, ...WRAPPED });
