import type ExcelJS from 'exceljs';

/** A cell as a reader sees it: rich text joined, a date as Excel shows it (dd/mm/yyyy hh:mm:ss), empty as null. */
export function shownCell(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return (
      `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()} ` +
      `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
    );
  }
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((run) => run.text).join('');
  return value;
}

/** Every row of a sheet, `width` cells each, as shown. */
export function shownRows(sheet: ExcelJS.Worksheet, width: number): unknown[][] {
  return Array.from({ length: sheet.rowCount }, (_, r) =>
    Array.from({ length: width }, (_, c) => shownCell(sheet.getRow(r + 1).getCell(c + 1).value)),
  );
}
