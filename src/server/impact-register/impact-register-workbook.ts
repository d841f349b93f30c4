import type ExcelJS from 'exceljs';
import { TINGKAT_LABEL } from '../../shared/economic-impact/level-words';
import { STATUS_DAMPAK_LABEL, URUT_IMPACT_REGISTER_LABEL } from '../../shared/economic-impact/impact-register-words';
import { todayInZone, zoneLabel } from '../../shared/report-time-zone';
import type { TingkatDampak } from '../../shared/schemas/economic-impact';
import type { ImpactRegisterQuery, ImpactRegisterRow } from '../../shared/schemas/impact-register';
import { BOLD, COUNT, DECIMAL, LOCAL_DATE, MULTIPLIER, PERCENT, PLAIN, RUPIAH, WRAPPED } from '../exports/sheet-styles';
import { dateCell, headerLine, type SheetLine, type WorkbookSheet } from '../exports/workbook-writer';
import { looksLikeFormula, textCell, withQuotePrefix } from '../exports/text-cell';
import { provinceName } from '../wilayah/wilayah';
import { versionsOf } from './impact-register.service';

/**
 * The register as an .xlsx file: one row per event with every figure, in the register's order,
 * then "Info" with the filters, the time of the download, the method versions and what every
 * column means.
 */

export const IMPACT_REGISTER_SHEET_NAME = 'Daftar Dampak Ekonomi';
const INFO_SHEET_NAME = 'Info';

interface Column {
  header: string;
  /** What the column holds, for the Info sheet. */
  meaning: string;
  width: number;
  style: Partial<ExcelJS.Style>;
  value: (row: ImpactRegisterRow, zone: string) => ExcelJS.CellValue;
}

const levelColumns = (tingkat: keyof TingkatDampak, meaning: string): Column[] => {
  const label = TINGKAT_LABEL[tingkat];
  const level = (row: ImpactRegisterRow) => row.tingkat?.[tingkat] ?? null;
  return [
    { header: `Tingkat ${label} (Rp)`, meaning, width: 20, style: RUPIAH, value: (row) => level(row)?.nilai ?? null },
    { header: `Tingkat ${label}: rentang 90% bawah (Rp)`, meaning: 'Batas bawah rentang 90% angka di kolom sebelumnya.', width: 20, style: RUPIAH, value: (row) => level(row)?.interval[0] ?? null },
    { header: `Tingkat ${label}: rentang 90% atas (Rp)`, meaning: 'Batas atas rentang 90% angka tersebut.', width: 20, style: RUPIAH, value: (row) => level(row)?.interval[1] ?? null },
  ];
};

function columns(zone: string, at: number): Column[] {
  return [
    { header: 'ID Event', meaning: 'Nomor event di aplikasi.', width: 9, style: PLAIN, value: (row) => row.event_id },
    { header: 'Nama Event', meaning: 'Nama event.', width: 36, style: PLAIN, value: (row) => textCell(row.nama_event) },
    { header: 'Tahun', meaning: 'Tahun tanggal mulai event.', width: 8, style: PLAIN, value: (row) => row.tahun },
    { header: 'Kode Provinsi', meaning: 'Kode dua angka provinsi wilayah tuan rumah.', width: 12, style: PLAIN, value: (row) => row.provinsi.join(', ') },
    { header: 'Provinsi', meaning: 'Provinsi wilayah tuan rumah.', width: 24, style: PLAIN, value: (row) => textCell(row.nama_provinsi.join(', ')) },
    { header: 'Kategori Olahraga', meaning: 'Cabang/kategori olahraga event.', width: 18, style: PLAIN, value: (row) => (row.kategori === null ? null : textCell(row.kategori)) },
    {
      header: 'Status',
      meaning: 'Lengkap: angka tersedia. Belum lengkap: laporan belum dapat menghitung (lihat Kekurangan). Menunggu pemeriksaan: angka tersedia, tetapi ada jawaban di atas batas wajar yang belum diperiksa.',
      width: 20,
      style: PLAIN,
      value: (row) => STATUS_DAMPAK_LABEL[row.status],
    },
    { header: 'Kekurangan', meaning: 'Yang belum ada agar laporan dapat dihitung.', width: 40, style: WRAPPED, value: (row) => textCell(row.kekurangan.join(' ')) },
    { header: 'Menunggu Pemeriksaan', meaning: 'Jawaban di atas batas wajar segmennya yang belum diperiksa; sampai diperiksa dihitung paling banyak sebesar batas wajar.', width: 12, style: COUNT, value: (row) => row.perlu_diperiksa },
    { header: 'Dampak Ekonomi Langsung (Rp)', meaning: 'Belanja pengunjung tambahan di wilayah tuan rumah, ditambah belanja penyelenggara di sana, dikurangi dana penyelenggara dari sana.', width: 20, style: RUPIAH, value: (row) => row.dampak_langsung },
    { header: 'Rentang 90% Bawah (Rp)', meaning: 'Batas bawah rentang 90% (bootstrap); juga angka "setidaknya" dengan keyakinan 95%.', width: 20, style: RUPIAH, value: (row) => row.interval?.[0] ?? null },
    { header: 'Rentang 90% Atas (Rp)', meaning: 'Batas atas rentang 90% (bootstrap).', width: 20, style: RUPIAH, value: (row) => row.interval?.[1] ?? null },
    { header: 'Margin Galat Relatif', meaning: '(atas − bawah) / (2 × dampak langsung), bila dampak langsung positif.', width: 12, style: PERCENT, value: (row) => row.margin_galat_relatif },
    ...levelColumns('kabupaten_kota', 'Dampak di tingkat kabupaten/kota tuan rumah: sama dengan dampak ekonomi langsung.'),
    ...levelColumns('provinsi', 'Belanja pengunjung tambahan dari luar provinsi tuan rumah.'),
    ...levelColumns('nasional', 'Belanja pengunjung tambahan dari luar negeri (wisman): devisa.'),
    { header: 'Pengunjung Tambahan (orang)', meaning: 'Σ pengunjung unik segmen × porsi pengunjung tambahan, satu desimal.', width: 14, style: DECIMAL, value: (row) => row.pengunjung_tambahan },
    { header: 'Porsi Pengunjung Tambahan', meaning: 'Pengunjung tambahan dibagi seluruh pengunjung unik segmen yang dihitung.', width: 12, style: PERCENT, value: (row) => row.porsi_tambahan },
    { header: 'Rp per Pengunjung Tambahan', meaning: 'Belanja pengunjung tambahan (Σ DVS) dibagi jumlah pengunjung tambahan, dibulatkan ke Rupiah.', width: 16, style: RUPIAH, value: (row) => row.rupiah_per_pengunjung_tambahan },
    { header: 'Dana Publik (Rp)', meaning: 'Uang publik (APBN/APBD) untuk event, seperti diisi Admin; kosong bila belum diisi.', width: 18, style: RUPIAH, value: (row) => row.dana_publik },
    { header: 'Dampak per Rp 1 Dana Publik', meaning: 'Dampak ekonomi langsung dibagi dana publik: berapa Rupiah uang baru per Rp 1 uang publik (bukan laba atas investasi).', width: 14, style: MULTIPLIER, value: (row) => row.dampak_per_rupiah_publik },
    { header: 'n (Responden)', meaning: 'Jumlah responden dalam sampel segmen yang dihitung.', width: 10, style: COUNT, value: (row) => row.n },
    { header: 'Versi Metode', meaning: 'Versi metode perhitungan; angka dari versi berbeda tidak dapat dibandingkan langsung.', width: 9, style: PLAIN, value: (row) => row.versi_metode },
    { header: `Dihitung pada (${zoneLabel(zone, at)})`, meaning: `Kapan angka event dihitung, waktu ${zone}.`, width: 20, style: LOCAL_DATE, value: (row) => (row.dihitung_pada === null ? null : dateCell(row.dihitung_pada, zone)) },
  ];
}

export interface ImpactRegisterWorkbookInput {
  rows: readonly ImpactRegisterRow[];
  query: ImpactRegisterQuery;
  /** The name of the category filtered on, when one is. */
  kategoriName?: string | null;
  zone: string;
  downloadedAt: number;
}

const infoRow = (label: string, value: ExcelJS.CellValue, style = PLAIN): SheetLine => ({ values: [label, value], styles: [PLAIN, style] });

function versionWords(versions: readonly number[]): string {
  if (versions.length === 0) return 'Tidak ada event.';
  if (versions.length === 1) return `Versi ${versions[0]} untuk semua event.`;
  return `Versi ${versions.join(', ')}: angka dari versi berbeda tidak dapat dibandingkan langsung (lihat kolom Versi Metode).`;
}

function infoLines(input: ImpactRegisterWorkbookInput, cols: readonly Column[]): SheetLine[] {
  const { query, zone, downloadedAt, rows } = input;
  const kategori = query.kategori === undefined ? 'Semua' : (input.kategoriName ?? `ID ${query.kategori}`);
  return [
    { values: ['Info Unduhan Daftar Dampak Ekonomi'], styles: [BOLD] },
    infoRow(`Diunduh pada (${zoneLabel(zone, downloadedAt)})`, dateCell(new Date(downloadedAt).toISOString(), zone), LOCAL_DATE),
    infoRow('Zona Waktu', `${zone} (${zoneLabel(zone, downloadedAt)})`),
    infoRow('Filter tahun', query.tahun === undefined ? 'Semua' : String(query.tahun)),
    infoRow('Filter provinsi', query.provinsi === undefined ? 'Semua' : `${query.provinsi} ${provinceName(query.provinsi)}`),
    infoRow('Filter kategori olahraga', textCell(kategori)),
    infoRow('Kata kunci', query.q ? textCell(query.q) : '-'),
    infoRow('Urutan', `${URUT_IMPACT_REGISTER_LABEL[query.urut]}, ${query.arah === 'naik' ? 'naik' : 'turun'} (event tanpa angka di akhir)`),
    infoRow('Jumlah event', rows.length, COUNT),
    infoRow('Versi metode', versionWords(versionsOf(rows))),
    { values: [], styles: [] },
    headerLine(['Kolom', 'Arti']),
    ...cols.map((column) => ({ values: [textCell(column.header), textCell(column.meaning)], styles: [PLAIN, WRAPPED] })),
  ];
}

/** The two sheets: the rows, then Info. */
export function impactRegisterSheets(input: ImpactRegisterWorkbookInput): WorkbookSheet[] {
  const cols = columns(input.zone, input.downloadedAt);
  async function* rowPages(): AsyncGenerator<SheetLine[]> {
    yield [headerLine(cols.map((column) => column.header))];
    yield input.rows.map((row) => {
      const values = cols.map((column) => column.value(row, input.zone));
      // A name typed as "=..." stays text when the cell is edited, as in the survey download.
      return { values, styles: cols.map((column, index) => (looksLikeFormula(values[index]) ? withQuotePrefix(column.style) : column.style)) };
    });
  }
  async function* infoPages(): AsyncGenerator<SheetLine[]> {
    yield infoLines(input, cols);
  }
  return [
    { name: IMPACT_REGISTER_SHEET_NAME, widths: cols.map((column) => column.width), frozenRows: 1, pages: rowPages() },
    { name: INFO_SHEET_NAME, widths: [34, 90], frozenRows: 0, pages: infoPages() },
  ];
}

/** `attachment` named for the register and the day of the download in the report time zone. */
export function impactRegisterDisposition(downloadedAt: number, zone: string): string {
  return `attachment; filename="daftar-dampak-ekonomi-${todayInZone(zone, downloadedAt).tanggal}.xlsx"`;
}
