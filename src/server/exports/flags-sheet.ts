import type { DampakEkonomi } from '../../shared/schemas/economic-impact';
import { columnLetter } from './column-letter';
import type { SegmentFlags } from './impact-flags';
import { COUNT, DECIMAL, PLAIN, RUPIAH } from './sheet-styles';
import { headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';

export const FLAGS_SHEET_NAME = 'Penanda Dampak';

/**
 * The columns of "Penanda Dampak", in order; the first nine as in earlier downloads, the rest
 * added beside them. "Hitung Ulang" reads the lettered ones by their letter.
 */
export const FLAG_COLUMNS = [
  { header: 'Tipe Responden', width: 24 },
  { header: 'Sheet Data', width: 24 },
  { header: 'ID Respons', width: 11 },
  { header: 'Lokal', width: 8 },
  { header: 'Tambahan', width: 10 },
  { header: 'Belanja per Orang (b_i)', width: 22 },
  { header: 'Batas Pencilan Segmen', width: 22 },
  { header: 'Dipangkas', width: 10 },
  { header: "Belanja Dihitung (b'_i)", width: 22 },
  { header: 'ID Kuesioner', width: 12 },
  { header: 'Dalam Sampel (asal dijawab)', width: 14 },
  { header: 'Hari Hadir Dihitung (d_i)', width: 14 },
  { header: 'Malam Menginap', width: 12 },
  { header: 'Batas Wajar Segmen (f_s)', width: 22 },
  { header: 'Perlu Diperiksa', width: 12 },
  { header: 'Sudah Dikonfirmasi', width: 12 },
  { header: 'Oleh-oleh Dihitung per Orang', width: 22 },
  { header: 'Jenis Akomodasi', width: 22 },
  { header: 'Provinsi Asal', width: 10 },
  { header: 'Dari Luar Provinsi Tuan Rumah', width: 14 },
  { header: 'Dari Luar Negeri (Wisman)', width: 14 },
] as const;

type FlagHeader = (typeof FLAG_COLUMNS)[number]['header'];
const letterOf = (header: FlagHeader) => columnLetter(FLAG_COLUMNS.findIndex((column) => column.header === header) + 1);

/** The letters of the columns the formulas of "Hitung Ulang" read. */
export const FLAG_LETTER = {
  tambahan: letterOf('Tambahan'),
  counted: letterOf("Belanja Dihitung (b'_i)"),
  kuesioner: letterOf('ID Kuesioner'),
  inSample: letterOf('Dalam Sampel (asal dijawab)'),
  days: letterOf('Hari Hadir Dihitung (d_i)'),
  shopping: letterOf('Oleh-oleh Dihitung per Orang'),
  nights: letterOf('Malam Menginap'),
  outOfProvince: letterOf('Dari Luar Provinsi Tuan Rumah'),
  foreign: letterOf('Dari Luar Negeri (Wisman)'),
};

const STYLES = [PLAIN, PLAIN, PLAIN, PLAIN, PLAIN, RUPIAH, RUPIAH, PLAIN, RUPIAH, PLAIN, PLAIN, COUNT, DECIMAL, RUPIAH, PLAIN, PLAIN, RUPIAH, PLAIN, PLAIN, PLAIN, PLAIN];
const FLAG_ROWS_PER_PAGE = 1000;
const yaTidak = (value: boolean) => (value ? 'Ya' : 'Tidak');

/** The row of response i of a segment. */
function flagLine(segmen: DampakEkonomi['segmen'][number], sheet: string | null, flags: SegmentFlags, i: number): SheetLine {
  const row = flags.at(i);
  const shared = [segmen.tipe_responden, sheet, row.id];
  const segment = [segmen.kuesioner_id];
  if (!row.inSample) {
    // Left out of the sample (no origin answered): shown, so the rows match the data sheet, not counted.
    return {
      values: [
        ...shared,
        null,
        null,
        row.belanja,
        flags.cap,
        null,
        null,
        ...segment,
        'Tidak',
        row.days,
        row.nights,
        flags.fence,
        null,
        null,
        null,
        row.akomodasi,
        null,
        null,
        null,
      ],
      styles: STYLES,
    };
  }
  const counted = flags.counted(i);
  const scale = row.belanja > 0 ? counted.belanja_dihitung / row.belanja : 0;
  return {
    values: [
      ...shared,
      yaTidak(row.lokal),
      yaTidak(row.tambahan),
      row.belanja,
      flags.cap,
      yaTidak(counted.dipangkas),
      counted.belanja_dihitung,
      ...segment,
      'Ya',
      row.days,
      row.nights,
      flags.fence,
      yaTidak(counted.perlu_diperiksa),
      yaTidak(row.dikonfirmasi),
      row.shopping * scale,
      row.akomodasi,
      row.provinsi,
      yaTidak(row.luarProvinsi),
      yaTidak(row.luarNegeri),
    ],
    styles: STYLES,
  };
}

export interface FlagsSheetSources {
  report: () => Promise<DampakEkonomi>;
  flags: () => Promise<Map<number, SegmentFlags>>;
  /** Each counted segment's data sheet, by questionnaire. */
  sheetOf: (kuesionerId: number) => string | null;
}

/** The segments whose rows the flags sheet holds, in its order. */
export const countedSegments = (report: DampakEkonomi) => (report.lengkap ? report.segmen.filter((segmen) => segmen.dihitung) : []);

/**
 * "Penanda Dampak": one row per accepted response of each counted segment, in its data sheet's
 * order and named by its id there, written page by page from the segment's flags (impact-flags.ts).
 */
export function flagsSheet(sources: FlagsSheetSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    yield [headerLine(FLAG_COLUMNS.map((column) => column.header))];
    const report = await sources.report();
    if (!report.lengkap) {
      yield [{ values: ['Laporan dampak ekonomi belum lengkap: belum ada respons yang dihitung (lihat sheet Dampak Ekonomi).'], styles: [PLAIN] }];
      return;
    }
    const read = await sources.flags();
    for (const segmen of countedSegments(report)) {
      const segment = read.get(segmen.kuesioner_id);
      if (!segment) continue;
      const sheet = sources.sheetOf(segmen.kuesioner_id);
      for (let start = 0; start < segment.n; start += FLAG_ROWS_PER_PAGE) {
        const page: SheetLine[] = [];
        for (let i = start; i < Math.min(segment.n, start + FLAG_ROWS_PER_PAGE); i += 1) page.push(flagLine(segmen, sheet, segment, i));
        yield page;
      }
    }
  }
  return { name: FLAGS_SHEET_NAME, widths: FLAG_COLUMNS.map((column) => column.width), frozenRows: 1, pages: pages() };
}
