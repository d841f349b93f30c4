import type ExcelJS from 'exceljs';
import { oneDecimal } from '../../shared/economic-impact/wire';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import { countedSegments, FLAG_LETTER, FLAGS_SHEET_NAME } from './flags-sheet';
import type { SegmentFlags } from './impact-flags';
import { BOLD, COUNT, DECIMAL, MULTIPLIER, PERCENT, PLAIN, RUPIAH, WRAPPED, WRAPPED_BOLD } from './sheet-styles';
import type { SheetLine, WorkbookSheet } from './workbook-writer';

export const RECALC_SHEET_NAME = 'Hitung Ulang';

export interface RecalcSources {
  report: () => Promise<DampakEkonomi>;
  parameters: () => Promise<ParameterEkonomi>;
  flags: () => Promise<Map<number, SegmentFlags>>;
}

/** A formula with the value it gives, so a program shows the figure before it recalculates. */
const formula = (text: string, result: number | null): ExcelJS.CellValue =>
  (result === null ? { formula: text } : { formula: text, result }) as ExcelJS.CellFormulaValue;

const title = (text: string): SheetLine => ({ values: [text], styles: [BOLD] });
const wrapped = (text: string): SheetLine => ({ values: [text], styles: [WRAPPED] });
const blank: SheetLine = { values: [], styles: [] };

/** What a segment's formulas give, worked out here from the same rows (their cached results). */
function segmentSums(flags: SegmentFlags) {
  let n = 0;
  let days = 0;
  let additional = 0;
  let shopping = 0;
  let gross = 0;
  let provincial = 0;
  let national = 0;
  let nights = 0;
  for (let i = 0; i < flags.n; i += 1) {
    const row = flags.at(i);
    if (!row.inSample) continue;
    const counted = flags.counted(i).belanja_dihitung;
    n += 1;
    days += row.days;
    gross += counted;
    if (row.tambahan) {
      additional += counted;
      shopping += row.belanja > 0 ? (row.shopping * counted) / row.belanja : 0;
      if (row.luarProvinsi) provincial += counted;
      if (row.luarNegeri) national += counted;
      if (row.nights !== null && row.nights > 0) nights += row.nights;
    }
  }
  return { n, meanDays: n > 0 ? days / n : 0, additional, shopping, gross, provincial, national, nights };
}

/** Step 12's two levels beyond the host area, and step 11's nights, as "Hitung Ulang" labels their totals. */
export const LEVEL_ROW = {
  provinsi: 'Tingkat provinsi: belanja pengunjung tambahan dari luar provinsi tuan rumah',
  nasional: 'Tingkat nasional (devisa): belanja pengunjung tambahan dari luar negeri',
} as const;
export const NIGHTS_ROW = 'Malam menginap pengunjung tambahan';

const SEGMENT_HEADERS = [
  'Tipe Responden',
  'ID Kuesioner',
  'Kunjungan (A_s)',
  'n (dalam sampel)',
  'Rata-rata Hari Hadir',
  'Pengunjung Unik (U_s)',
  "Jumlah b'_i Pengunjung Tambahan",
  'Dampak Langsung (DVS_s)',
  'Dampak Langsung Oleh-oleh',
  'Perputaran Kotor',
  'Dampak Langsung (laporan)',
  'Selisih',
  'Perputaran Kotor (laporan)',
  'Selisih',
  'Belanja Pengunjung Tambahan dari Luar Provinsi',
  'Belanja Pengunjung Tambahan dari Luar Negeri',
  'Malam Menginap Pengunjung Tambahan',
];
const SEGMENT_STYLES = [PLAIN, PLAIN, COUNT, COUNT, DECIMAL, DECIMAL, RUPIAH, RUPIAH, RUPIAH, RUPIAH, RUPIAH, DECIMAL, RUPIAH, DECIMAL, RUPIAH, RUPIAH, DECIMAL];

/**
 * "Hitung Ulang": the report's figures as live formulas over the rows of "Penanda Dampak", which a
 * spreadsheet program recalculates (steps 1, 6, 7, 8, 11's nights and 12 of docs/economic-impact-method.md); each
 * beside the report's own figure and the difference. Plain SUMIFS, COUNTIFS and AVERAGEIFS that
 * Excel and LibreOffice both compute. The fence and cap stay values in the flags' rows.
 */
export function recalcSheet(sources: RecalcSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const [report, parameters, flags] = await Promise.all([sources.report(), sources.parameters(), sources.flags()]);
    const lines: SheetLine[] = [title(RECALC_SHEET_NAME)];
    const { total } = report;
    const segments = countedSegments(report).flatMap((segmen) => {
      const read = flags.get(segmen.kuesioner_id);
      return read ? [{ segmen, flags: read }] : [];
    });
    if (!total || segments.length === 0) {
      lines.push(wrapped('Laporan dampak ekonomi belum lengkap: belum ada angka untuk dihitung ulang (lihat sheet Dampak Ekonomi).'));
      yield lines;
      return;
    }
    const lastRow = 1 + segments.reduce((sum, segment) => sum + segment.flags.n, 0);
    const range = (letter: string) => `'${FLAGS_SHEET_NAME}'!$${letter}$2:$${letter}$${lastRow}`;
    const at = () => lines.length + 1;

    lines.push(
      wrapped(
        'Rumus di sheet ini menghitung ulang angka laporan dari baris-baris sheet Penanda Dampak yang dalam sampel: ubah ' +
          'sebuah nilai di sana (atau jumlah kunjungan di bawah) dan program spreadsheet menghitung ulang. Angka laporan ' +
          'dibulatkan ke Rupiah utuh, jadi selisihnya di bawah Rp 1; malam menginap dibulatkan ke satu desimal.',
      ),
      blank,
      title('Parameter'),
    );
    const parameterRow = (label: string, value: number, style: Partial<ExcelJS.Style>) => {
      lines.push({ values: [label, value], styles: [PLAIN, style] });
      return `$B$${at() - 1}`;
    };
    const organiser = parameterRow('Belanja penyelenggara di wilayah tuan rumah', total.belanja_penyelenggara_lokal, RUPIAH);
    const localFunding = parameterRow('Dana penyelenggara dari wilayah tuan rumah', total.dana_dari_lokal, RUPIAH);
    const margin = parameterRow('Margin ritel', parameters.margin_ritel, PERCENT);
    const multipliers = total.sumber_pengganda !== undefined && parameters.pengganda ? parameters.pengganda : null;
    const multiplierCells = multipliers && {
      output: parameterRow('Pengganda output', multipliers.output, MULTIPLIER),
      pendapatan: parameterRow('Koefisien pendapatan', multipliers.pendapatan, MULTIPLIER),
      nilaiTambah: parameterRow('Koefisien nilai tambah', multipliers.nilai_tambah, MULTIPLIER),
      tenagaKerja: parameterRow('Tenaga kerja per Rp 1 miliar', multipliers.tenaga_kerja_per_miliar, MULTIPLIER),
    };

    lines.push(blank, title('Per segmen (langkah 1 dan 6)'), { values: SEGMENT_HEADERS, styles: SEGMENT_HEADERS.map(() => WRAPPED_BOLD) });
    const first = at();
    for (const { segmen, flags: read } of segments) {
      const r = at();
      const sums = segmentSums(read);
      const kunjungan = segmen.kunjungan ?? 0;
      const unique = kunjungan / sums.meanDays;
      const of = `${range(FLAG_LETTER.kuesioner)},$B${r},${range(FLAG_LETTER.inSample)},"Ya"`;
      const additional = `${of},${range(FLAG_LETTER.tambahan)},"Ya"`;
      const scaled = (sum: string) => `F${r}*SUMIFS(${range(FLAG_LETTER.counted)},${additional},${sum})/D${r}`;
      // A questionnaire without a nights question counts none: the report says null, not 0.
      const nights =
        segmen.malam_tambahan === null
          ? null
          : formula(
              `ROUND(F${r},1)*SUMIFS(${range(FLAG_LETTER.nights)},${additional},${range(FLAG_LETTER.nights)},">0")/D${r}`,
              (oneDecimal(unique) * sums.nights) / sums.n,
            );
      lines.push({
        values: [
          segmen.tipe_responden,
          segmen.kuesioner_id,
          kunjungan,
          formula(`COUNTIFS(${of})`, sums.n),
          formula(`AVERAGEIFS(${range(FLAG_LETTER.days)},${of})`, sums.meanDays),
          formula(`C${r}/E${r}`, unique),
          formula(`SUMIFS(${range(FLAG_LETTER.counted)},${additional})`, sums.additional),
          formula(`F${r}*G${r}/D${r}`, segmen.dampak_langsung),
          formula(`F${r}*SUMIFS(${range(FLAG_LETTER.shopping)},${additional})/D${r}`, (unique * sums.shopping) / sums.n),
          formula(`F${r}*SUMIFS(${range(FLAG_LETTER.counted)},${of})/D${r}`, segmen.perputaran_kotor),
          segmen.dampak_langsung,
          formula(`H${r}-K${r}`, 0),
          segmen.perputaran_kotor,
          formula(`J${r}-M${r}`, 0),
          formula(scaled(`${range(FLAG_LETTER.outOfProvince)},"Ya"`), (unique * sums.provincial) / sums.n),
          formula(scaled(`${range(FLAG_LETTER.foreign)},"Ya"`), (unique * sums.national) / sums.n),
          nights,
        ],
        styles: SEGMENT_STYLES,
      });
    }
    const last = at() - 1;

    lines.push(blank, title('Total (langkah 7 dan 8)'), {
      values: [null, 'Hitung ulang', 'Angka laporan', 'Selisih'],
      styles: [BOLD, BOLD, BOLD, BOLD],
    });
    const totalRow = (label: string, text: string, reported: number, style = RUPIAH) => {
      const r = at();
      lines.push({ values: [label, formula(text, reported), reported, formula(`B${r}-C${r}`, 0)], styles: [PLAIN, style, style, DECIMAL] });
      return `B${r}`;
    };
    const visitors = totalRow('Belanja pengunjung tambahan (jumlah DVS_s)', `SUM(H${first}:H${last})`, total.corong.belanja_pengunjung_tambahan);
    const dei = totalRow('Dampak ekonomi langsung', `${visitors}+${organiser}-${localFunding}`, total.dampak_langsung);
    const retained = totalRow('Tertahan di wilayah tuan rumah', `${dei}-(1-${margin})*SUM(I${first}:I${last})`, total.tertahan);
    totalRow('Perputaran uang kotor', `SUM(J${first}:J${last})`, total.perputaran_kotor);
    totalRow(LEVEL_ROW.provinsi, `SUM(O${first}:O${last})`, total.tingkat.provinsi.nilai);
    totalRow(LEVEL_ROW.nasional, `SUM(P${first}:P${last})`, total.tingkat.nasional.nilai);
    if (total.malam_tambahan !== null) totalRow(NIGHTS_ROW, `SUM(Q${first}:Q${last})`, total.malam_tambahan, DECIMAL);
    if (multiplierCells) {
      totalRow('Output (dengan pengganda)', `${retained}*${multiplierCells.output}`, total.output ?? 0);
      totalRow('Pendapatan (dengan pengganda)', `${retained}*${multiplierCells.pendapatan}`, total.pendapatan ?? 0);
      totalRow('Nilai tambah (dengan pengganda)', `${retained}*${multiplierCells.nilaiTambah}`, total.nilai_tambah ?? 0);
      totalRow('Tenaga kerja (pekerja-tahun)', `${retained}/1000000000*${multiplierCells.tenagaKerja}`, total.tenaga_kerja ?? 0, DECIMAL);
    }

    const level = Math.round(report.metode.tingkat_kepercayaan * 100);
    lines.push(
      blank,
      { values: [`Batas bawah rentang ${level}%`, total.interval[0]], styles: [PLAIN, RUPIAH] },
      { values: [`Batas atas rentang ${level}%`, total.interval[1]], styles: [PLAIN, RUPIAH] },
      wrapped(
        `Rentang ${level}% tetap berupa nilai, bukan rumus: ia dihitung dengan bootstrap, yaitu mengambil ulang responden ` +
          `secara acak ${report.metode.resample.toLocaleString('id-ID')} kali dan mengulang seluruh perhitungan pada setiap ` +
          'pengambilan, dan pengambilan acak itu tidak dapat ditulis sebagai rumus spreadsheet.',
      ),
    );
    yield lines;
  }
  return { name: RECALC_SHEET_NAME, widths: [46, 18, 18, 12, 12, 14, 20, 20, 20, 20, 20, 10, 20, 10, 20, 20, 16], frozenRows: 0, pages: pages() };
}
