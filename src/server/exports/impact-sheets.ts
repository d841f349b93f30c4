import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { belanjaLabel, methodSteps, percentText } from '../../shared/economic-impact/labels';
import { countedSpending } from '../../shared/economic-impact/respondent-flags';
import { KATEGORI } from '../../shared/economic-impact/roles';
import type { DatabaseKind } from '../../shared/database-kind';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import { wilayahLabel } from '../../shared/wilayah/wilayah-list';
import type { Database } from '../db/schema';
import { wilayahList } from '../wilayah/wilayah';
import { readSegmentFlags, type SegmentFlags } from './impact-flags';
import { BOLD, COUNT, DECIMAL, MULTIPLIER, PERCENT, PLAIN, RUPIAH, WRAPPED, WRAPPED_BOLD } from './sheet-styles';
import { headerLine, type SheetLine, type WorkbookSheet } from './survey-workbook';

/**
 * The economic-impact report in the download (docs/economic-impact-module.md): its figures, its
 * parameters and method, and every response's part in it. Written after the data sheets, under
 * these fixed names, which the respondent types' sheets give way to (sheet-names.ts).
 */
export const IMPACT_SHEET_NAMES = ['Dampak Ekonomi', 'Asumsi & Sumber', 'Penanda Dampak'] as const;

export interface ImpactSegment {
  kuesionerId: number;
  tipeResponden: string;
  /** The name of its data sheet, where the flags' "ID Respons" finds the response's row. */
  sheet: string;
}

export interface ImpactSources {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The data sheets' last response: the flags cover the same responses. */
  upToId: number;
  /** Every questionnaire of the event, in the data sheets' order. */
  segments: ImpactSegment[];
  /**
   * Called once the data sheets are written, not before: a report not cached yet is then computed
   * on its own, its memory not added to theirs (at 200,000 responses, memory is what counts).
   */
  report: () => Promise<DampakEkonomi>;
  parameters: () => Promise<ParameterEkonomi>;
}

/** Asks once, when first needed: the three sheets share the answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

const FLAG_ROWS_PER_PAGE = 1000;

const blank: SheetLine = { values: [], styles: [] };
const title = (text: string): SheetLine => ({ values: [text], styles: [BOLD] });
const note = (text: string): SheetLine => ({ values: [text], styles: [PLAIN] });
const wrapped = (text: string): SheetLine => ({ values: [text], styles: [WRAPPED] });
const figure = (label: string, value: ExcelJS.CellValue, style: Partial<ExcelJS.Style>): SheetLine => ({
  values: [label, value],
  styles: [PLAIN, style],
});
const yaTidak = (value: boolean) => (value ? 'Ya' : 'Tidak');

/** The segments whose figures the report computed (admissions set, enough responses). */
const countedSegments = (report: DampakEkonomi) => report.segmen.filter((segmen) => segmen.belanja_per_orang !== null);

/**
 * Every counted segment's flags, read once when the first report sheet is written and shared with
 * the flags sheet. Nothing is read for a report that is not complete: it publishes no figures.
 */
function flagReader(sources: ImpactSources): () => Promise<Map<number, SegmentFlags>> {
  let flags: Promise<Map<number, SegmentFlags>> | undefined;
  async function read(): Promise<Map<number, SegmentFlags>> {
    const [report, parameters] = await Promise.all([sources.report(), sources.parameters()]);
    const result = new Map<number, SegmentFlags>();
    if (!report.lengkap) return result;
    const host = new Set(parameters.wilayah_tuan_rumah);
    for (const segmen of countedSegments(report)) {
      // Until the sheet reads each questionnaire's roles, a `rutin` question is assumed asked.
      const rules = { host, jenis: segmen.jenis, asksRutin: true };
      result.set(segmen.kuesioner_id, await readSegmentFlags(sources.db, sources.kind, segmen.kuesioner_id, sources.upToId, rules));
    }
    return result;
  }
  return () => (flags ??= read());
}

const SEGMENT_HEADERS = [
  'Tipe Responden',
  'Jumlah Respons (n)',
  'Kunjungan',
  'Pengunjung Unik',
  'Porsi Lokal',
  'Porsi Tambahan',
  'Belanja per Orang',
  'Batas Pencilan',
  'Jumlah Dipangkas',
  'Dampak Langsung',
  'Batas Bawah 90%',
  'Batas Atas 90%',
  'Perputaran Kotor',
  ...KATEGORI.map((kategori) => `Dampak Langsung: ${belanjaLabel(kategori)}`),
  'Margin Galat Relatif (95%)',
  'Respons Dibutuhkan untuk ±10%',
  'Peringatan',
];
const SEGMENT_STYLES = [
  PLAIN,
  COUNT,
  COUNT,
  COUNT,
  PERCENT,
  PERCENT,
  RUPIAH,
  RUPIAH,
  COUNT,
  RUPIAH,
  RUPIAH,
  RUPIAH,
  RUPIAH,
  ...KATEGORI.map(() => RUPIAH),
  PERCENT,
  COUNT,
  WRAPPED,
];

function segmentLine(segmen: DampakEkonomi['segmen'][number]): SheetLine {
  const [low, high] = segmen.dampak_langsung_interval ?? [null, null];
  return {
    values: [
      segmen.tipe_responden,
      segmen.n,
      segmen.kunjungan,
      segmen.pengunjung_unik,
      segmen.porsi_lokal,
      segmen.porsi_tambahan,
      segmen.belanja_per_orang,
      segmen.batas_pencilan,
      segmen.jumlah_dipangkas,
      segmen.dampak_langsung,
      low,
      high,
      segmen.perputaran_kotor,
      ...KATEGORI.map((kategori) => segmen.per_kategori?.[kategori] ?? null),
      segmen.margin_galat_relatif,
      segmen.target_sampel_10_persen,
      segmen.peringatan.join('\n'),
    ],
    styles: SEGMENT_STYLES,
  };
}

/** Where the flags and the report count a segment differently: responses that came in meanwhile. */
function mismatchNotes(report: DampakEkonomi, flags: Map<number, SegmentFlags>): SheetLine[] {
  return countedSegments(report).flatMap((segmen) => {
    const read = flags.get(segmen.kuesioner_id)?.n ?? 0;
    if (read === segmen.n) return [];
    return [
      wrapped(
        `Catatan: angka segmen ${segmen.tipe_responden} dihitung dari ${segmen.n} respons, sedangkan sheet datanya dan ` +
          `sheet Penanda Dampak memuat ${read} respons (ada respons yang masuk saat berkas ini disiapkan). ` +
          'Unduh ulang agar semua sheet memuat respons yang sama.',
      ),
    ];
  });
}

/** "Dampak Ekonomi": the report's figures, or what is missing before it can give any. */
function reportSheet(sources: ImpactSources, flags: () => Promise<Map<number, SegmentFlags>>): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const report = await sources.report();
    const lines: SheetLine[] = [title('Dampak Ekonomi')];
    const { total } = report;
    if (!report.lengkap || !total) {
      lines.push(note('Laporan dampak ekonomi belum lengkap. Yang masih kurang:'));
      lines.push(...report.kekurangan.map((kekurangan) => note(kekurangan)));
      yield lines;
      return;
    }
    lines.push(...mismatchNotes(report, await flags()));
    const level = percentText(report.metode.tingkat_kepercayaan);
    lines.push(
      figure('Dampak ekonomi langsung (setidaknya)', total.dampak_langsung, RUPIAH),
      figure(`Batas bawah interval ${level}`, total.interval[0], RUPIAH),
      figure(`Batas atas interval ${level}`, total.interval[1], RUPIAH),
      figure('Perputaran uang kotor (semua pengunjung, bukan dampak)', total.perputaran_kotor, RUPIAH),
      figure('Belanja penyelenggara di wilayah tuan rumah (ditambahkan)', total.belanja_penyelenggara_lokal, RUPIAH),
      figure('Dana penyelenggara dari wilayah tuan rumah (dikurangkan)', total.dana_dari_lokal, RUPIAH),
      figure('Tertahan di wilayah tuan rumah', total.tertahan, RUPIAH),
    );
    if (total.sumber_pengganda !== undefined) {
      lines.push(
        figure('Output (dengan pengganda)', total.output ?? null, RUPIAH),
        figure('Pendapatan (dengan pengganda)', total.pendapatan ?? null, RUPIAH),
        figure('Nilai tambah (dengan pengganda)', total.nilai_tambah ?? null, RUPIAH),
        figure('Tenaga kerja (orang)', total.tenaga_kerja ?? null, DECIMAL),
        figure('Sumber pengganda', total.sumber_pengganda, PLAIN),
        note('Output, pendapatan, nilai tambah dan tenaga kerja adalah ukuran alternatif dari belanja yang tertahan: jangan dijumlahkan.'),
      );
    } else {
      lines.push(note('Tidak ada pengganda bersumber yang ditetapkan: laporan ini hanya memuat dampak langsung.'));
    }
    lines.push(blank, title('Per segmen (tipe responden)'), { values: SEGMENT_HEADERS, styles: SEGMENT_HEADERS.map(() => WRAPPED_BOLD) });
    lines.push(...report.segmen.map(segmentLine));
    yield lines;
  }
  return { name: IMPACT_SHEET_NAMES[0], widths: [58, ...SEGMENT_HEADERS.slice(2).map(() => 16), 90], frozenRows: 0, pages: pages() };
}

const methodLines = (report: DampakEkonomi) => methodSteps(report.metode).map((step, index) => wrapped(`${index + 1}. ${step}`));

/** "Asumsi & Sumber": every parameter, and the method in plain words. */
function assumptionsSheet(sources: ImpactSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const [report, parameters] = await Promise.all([sources.report(), sources.parameters()]);
    const regions = wilayahList();
    const lines: SheetLine[] = [title('Asumsi & Sumber'), blank, title('Wilayah tuan rumah')];
    if (parameters.wilayah_tuan_rumah.length === 0) {
      lines.push(note('Belum ditetapkan.'));
    } else {
      lines.push(headerLine(['Kode', 'Kabupaten/Kota']));
      lines.push(...parameters.wilayah_tuan_rumah.map((kode) => ({ values: [kode, wilayahLabel(regions, kode)], styles: [PLAIN, PLAIN] })));
    }

    lines.push(blank, title('Jumlah kunjungan per segmen'), headerLine(['Tipe Responden', 'Kunjungan', 'Batas Bawah', 'Batas Atas']));
    for (const segment of sources.segments) {
      const set = parameters.segmen.find((segmen) => segmen.kuesioner_id === segment.kuesionerId);
      lines.push(
        set
          ? { values: [segment.tipeResponden, set.kunjungan, set.kunjungan_min ?? null, set.kunjungan_maks ?? null], styles: [PLAIN, COUNT, COUNT, COUNT] }
          : { values: [segment.tipeResponden, 'Belum diisi: segmen ini tidak dihitung.'], styles: [PLAIN, PLAIN] },
      );
    }
    lines.push(note('Tanpa batas bawah dan atas, jumlah kunjungan dianggap pasti.'));

    lines.push(
      blank,
      title('Penyelenggara dan belanja lokal'),
      figure('Belanja penyelenggara di wilayah tuan rumah', parameters.belanja_penyelenggara_lokal, RUPIAH),
      figure('Dana penyelenggara dari wilayah tuan rumah', parameters.dana_dari_lokal, RUPIAH),
      figure('Margin ritel (bagian belanja oleh-oleh yang menjadi pendapatan penjual lokal)', parameters.margin_ritel, PERCENT),
      blank,
      title('Pengganda'),
    );
    const multipliers = parameters.pengganda;
    if (multipliers) {
      lines.push(
        figure('Pengganda output', multipliers.output, MULTIPLIER),
        figure('Pengganda pendapatan', multipliers.pendapatan, MULTIPLIER),
        figure('Pengganda nilai tambah', multipliers.nilai_tambah, MULTIPLIER),
        figure('Tenaga kerja per Rp 1 miliar', multipliers.tenaga_kerja_per_miliar, MULTIPLIER),
        figure('Sumber', multipliers.sumber, PLAIN),
      );
    } else {
      lines.push(
        wrapped(
          'Tidak ada pengganda yang ditetapkan: hanya dampak langsung yang dilaporkan. Aplikasi tidak memakai pengganda ' +
            'bawaan; pengganda dipakai hanya bila sumbernya disebut (misalnya tabel input-output BPS dan tahunnya).',
        ),
      );
    }
    lines.push(blank, title('Metode'), ...methodLines(report));
    yield lines;
  }
  return { name: IMPACT_SHEET_NAMES[1], widths: [90, 40, 16, 16], frozenRows: 0, pages: pages() };
}

const FLAG_HEADERS = [
  'Tipe Responden',
  'Sheet Data',
  'ID Respons',
  'Lokal',
  'Tambahan',
  'Belanja per Orang (b_i)',
  'Batas Pencilan Segmen',
  'Dipangkas',
  "Belanja Dihitung (b'_i)",
];
const FLAG_STYLES = [PLAIN, PLAIN, PLAIN, PLAIN, PLAIN, RUPIAH, RUPIAH, PLAIN, RUPIAH];

/**
 * "Penanda Dampak": one row per accepted response of each counted segment, in its data sheet's
 * order and named by its id there, written page by page from the segment's flags (impact-flags.ts).
 */
function flagsSheet(sources: ImpactSources, flags: () => Promise<Map<number, SegmentFlags>>): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    yield [headerLine(FLAG_HEADERS)];
    const report = await sources.report();
    if (!report.lengkap) {
      yield [note('Laporan dampak ekonomi belum lengkap: belum ada respons yang dihitung (lihat sheet Dampak Ekonomi).')];
      return;
    }
    const read = await flags();
    for (const segmen of countedSegments(report)) {
      const segment = read.get(segmen.kuesioner_id);
      const sheet = sources.segments.find((candidate) => candidate.kuesionerId === segmen.kuesioner_id)?.sheet ?? null;
      if (!segment) continue;
      for (let start = 0; start < segment.n; start += FLAG_ROWS_PER_PAGE) {
        const page: SheetLine[] = [];
        for (let i = start; i < Math.min(segment.n, start + FLAG_ROWS_PER_PAGE); i += 1) {
          const { id, lokal, tambahan, belanja } = segment.at(i);
          const capped = countedSpending(belanja, segment.cap, segment.fence);
          page.push({
            values: [segmen.tipe_responden, sheet, id, yaTidak(lokal), yaTidak(tambahan), belanja, segment.cap, yaTidak(capped.dipangkas), capped.belanja_dihitung],
            styles: FLAG_STYLES,
          });
        }
        yield page;
      }
    }
  }
  return { name: IMPACT_SHEET_NAMES[2], widths: [24, 24, 11, 8, 10, 22, 22, 10, 22], frozenRows: 1, pages: pages() };
}

/** The report's three sheets, to follow the data sheets. */
export function impactSheets(sources: ImpactSources): WorkbookSheet[] {
  const loaded: ImpactSources = { ...sources, report: once(sources.report), parameters: once(sources.parameters) };
  const flags = flagReader(loaded);
  return [reportSheet(loaded, flags), assumptionsSheet(loaded), flagsSheet(loaded, flags)];
}
