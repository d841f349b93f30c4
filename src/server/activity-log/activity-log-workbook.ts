import type ExcelJS from 'exceljs';
import { aksiLabel, jenisTargetLabel } from '../../shared/activity-log-actions';
import { todayInZone, zoneLabel } from '../../shared/report-time-zone';
import type { LogAktivitasFilter } from '../../shared/schemas/activity-log';
import { BOLD, LOCAL_DATE, PLAIN, WRAPPED } from '../exports/sheet-styles';
import { textCell } from '../exports/text-cell';
import { dateCell, headerLine, type SheetLine, type WorkbookSheet } from '../exports/workbook-writer';
import { provinceName, wilayahList } from '../wilayah/wilayah';
import type { EntryRow } from './activity-log.repo';

/**
 * The activity log as an .xlsx file (docs/activity-log.md): one row per entry, newest first, then
 * "Info" with the filters and the time of the download.
 */

export const ACTIVITY_LOG_SHEET_NAME = 'Log Aktivitas';

/** "35.78 Kota Surabaya", "35 Jawa Timur"; null is national. */
function areaWords(code: string | null): string {
  if (code === null) return 'Nasional';
  const name = code.includes('.') ? wilayahList().byCode.get(code)?.nama : provinceName(code);
  return name && name !== code ? `${code} ${name}` : code;
}

const text = (value: string | null) => (value === null ? null : textCell(value));

interface Column {
  header: string;
  width: number;
  style: Partial<ExcelJS.Style>;
  value: (row: EntryRow) => ExcelJS.CellValue;
}

function columns(zone: string, at: number): Column[] {
  return [
    { header: 'No. Entri', width: 10, style: PLAIN, value: (row) => row.id },
    { header: `Waktu (${zoneLabel(zone, at)})`, width: 20, style: LOCAL_DATE, value: (row) => dateCell(row.waktu, zone) },
    { header: 'Pelaku', width: 24, style: PLAIN, value: (row) => text(row.pelaku_nama) },
    { header: 'Email Pelaku', width: 28, style: PLAIN, value: (row) => text(row.pelaku_email) },
    { header: 'Peran Pelaku', width: 12, style: PLAIN, value: (row) => row.pelaku_peran },
    { header: 'Wilayah Kerja Pelaku', width: 24, style: PLAIN, value: (row) => (row.pelaku_id === null ? null : areaWords(row.pelaku_wilayah)) },
    { header: 'Alamat', width: 18, style: PLAIN, value: (row) => text(row.alamat) },
    { header: 'Aksi', width: 30, style: PLAIN, value: (row) => aksiLabel(row.aksi) },
    { header: 'Kode Aksi', width: 24, style: PLAIN, value: (row) => row.aksi },
    { header: 'Jenis Target', width: 16, style: PLAIN, value: (row) => jenisTargetLabel(row.target_jenis) },
    { header: 'ID Target', width: 10, style: PLAIN, value: (row) => row.target_id },
    { header: 'Nama Target', width: 28, style: PLAIN, value: (row) => text(row.target_nama) },
    { header: 'ID Event', width: 9, style: PLAIN, value: (row) => row.event_id },
    { header: 'Sebelum', width: 40, style: WRAPPED, value: (row) => text(row.sebelum) },
    { header: 'Sesudah', width: 40, style: WRAPPED, value: (row) => text(row.sesudah) },
  ];
}

export interface ActivityLogWorkbookInput {
  pages: AsyncIterable<EntryRow[]>;
  filter: LogAktivitasFilter;
  /** The newest entry the download holds. */
  upToId: number;
  zone: string;
  downloadedAt: number;
}

const infoRow = (label: string, value: ExcelJS.CellValue, style = PLAIN): SheetLine => ({ values: [label, value], styles: [PLAIN, style] });

function infoLines({ filter, upToId, zone, downloadedAt }: ActivityLogWorkbookInput): SheetLine[] {
  return [
    { values: ['Info Unduhan Log Aktivitas'], styles: [BOLD] },
    infoRow(`Diunduh pada (${zoneLabel(zone, downloadedAt)})`, dateCell(new Date(downloadedAt).toISOString(), zone), LOCAL_DATE),
    infoRow('Zona Waktu', `${zone} (${zoneLabel(zone, downloadedAt)})`),
    infoRow('Entri sampai nomor', upToId),
    infoRow('Filter pelaku (ID akun)', filter.pelaku_id === undefined ? 'Semua' : String(filter.pelaku_id)),
    infoRow('Filter aksi', filter.aksi === undefined ? 'Semua' : aksiLabel(filter.aksi)),
    infoRow('Filter event (ID)', filter.event_id === undefined ? 'Semua' : String(filter.event_id)),
    infoRow('Dari tanggal', filter.dari ?? '-'),
    infoRow('Sampai tanggal', filter.sampai ?? '-'),
    { values: [], styles: [] },
    infoRow('Catatan', 'Hanya entri di wilayah kerja pengunduh. Keutuhan log diperiksa di server dengan "npm run audit:verify".', WRAPPED),
  ];
}

/** The two sheets: the entries, then Info. */
export function activityLogSheets(input: ActivityLogWorkbookInput): WorkbookSheet[] {
  const cols = columns(input.zone, input.downloadedAt);
  async function* rowPages(): AsyncGenerator<SheetLine[]> {
    yield [headerLine(cols.map((column) => column.header))];
    for await (const rows of input.pages) {
      yield rows.map((row) => ({ values: cols.map((column) => column.value(row)), styles: cols.map((column) => column.style) }));
    }
  }
  async function* infoPages(): AsyncGenerator<SheetLine[]> {
    yield infoLines(input);
  }
  return [
    { name: ACTIVITY_LOG_SHEET_NAME, widths: cols.map((column) => column.width), frozenRows: 1, pages: rowPages() },
    { name: 'Info', widths: [28, 80], frozenRows: 0, pages: infoPages() },
  ];
}

/** `attachment` named for the log and the day of the download in the report time zone. */
export function activityLogDisposition(downloadedAt: number, zone: string): string {
  return `attachment; filename="log-aktivitas-${todayInZone(zone, downloadedAt).tanggal}.xlsx"`;
}
