import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { belanjaLabel, methodSteps, percentText, TARGET_MARGIN } from '../../shared/economic-impact/labels';
import { levelSentence, TINGKAT_LABEL, VOLUME_LABEL, type VolumeField } from '../../shared/economic-impact/level-words';
import { hostProvincesOf } from '../../shared/economic-impact/respondent-rules';
import { KATEGORI, type PeranEkonomi } from '../../shared/economic-impact/economic-roles';
import type { DatabaseKind } from '../../shared/database-kind';
import { type DampakEkonomi, TINGKAT } from '../../shared/schemas/economic-impact';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { wilayahLabel } from '../../shared/wilayah/wilayah-list';
import type { Database } from '../db/schema';
import type { StoredParameters } from '../economic-parameters/economic-parameters.repo';
import { provinceName, wilayahList } from '../wilayah/wilayah';
import { countedSegments, FLAGS_SHEET_NAME, flagsSheet } from './flags-sheet';
import { headlineLines } from './headline-words';
import { readSegmentFlags, type SegmentFlags } from './impact-flags';
import { RECALC_SHEET_NAME, recalcSheet } from './recalc-sheet';
import { ROLE_SHEET_NAME, roleSheet } from './role-sheet';
import { BOLD, COUNT, DECIMAL, MULTIPLIER, PERCENT, PLAIN, RUPIAH, WRAPPED, WRAPPED_BOLD } from './sheet-styles';
import { headerLine, type SheetLine, type WorkbookSheet } from './workbook-writer';

const REPORT_SHEET_NAME = 'Dampak Ekonomi';
const ORIGIN_SHEET_NAME = 'Asal Pengunjung';
const ASSUMPTIONS_SHEET_NAME = 'Asumsi & Sumber';

/**
 * The economic-impact report in the download (docs/economic-impact-method.md): its figures, their
 * recalculation as formulas, its parameters and method, the questions' roles, and every
 * response's part in it. Written after the data sheets, under these fixed names, which the
 * respondent types' sheets give way to (sheet-names.ts).
 */
export const IMPACT_SHEET_NAMES = [REPORT_SHEET_NAME, ORIGIN_SHEET_NAME, RECALC_SHEET_NAME, ASSUMPTIONS_SHEET_NAME, ROLE_SHEET_NAME, FLAGS_SHEET_NAME] as const;

export interface ImpactSegment {
  kuesionerId: number;
  tipeResponden: string;
  /** The name of its data sheet, where the flags' "ID Respons" finds the response's row. */
  sheet: string;
  questions: Pick<Pertanyaan, 'id' | 'teks_pertanyaan' | 'peran_ekonomi'>[];
  /** Each question's column in the data sheet, in the questions' order. */
  places: { column: number; header: string }[];
}

export interface ImpactSources {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The data sheets' last response: the flags cover the same responses. */
  upToId: number;
  /** Every questionnaire of the event, in the data sheets' order. */
  segments: ImpactSegment[];
  /** The event's length in days: the days attended are counted within it. */
  eventDays: number;
  /**
   * Called once the data sheets are written, not before: a report not cached yet is then computed
   * on its own, its memory not added to theirs (at 200,000 responses, memory is what counts).
   */
  report: () => Promise<DampakEkonomi>;
  /** The parameters the calculation reads, and as stored (a v1 multiplier set kept but not used). */
  parameters: () => Promise<Pick<StoredParameters, 'parameters' | 'stored'>>;
  /**
   * False in a Surveyor's download, which holds only the surveyor's own responses: the sheets with
   * a row for every response of the event ("Penanda Dampak", and "Hitung Ulang" that reads them)
   * are left out; the report's figures stay, as the analysis screens show them to every role.
   */
  perResponse?: boolean;
}

/** Asks once, when first needed: the sheets share the answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

const blank: SheetLine = { values: [], styles: [] };
const title = (text: string): SheetLine => ({ values: [text], styles: [BOLD] });
const note = (text: string): SheetLine => ({ values: [text], styles: [PLAIN] });
const wrapped = (text: string): SheetLine => ({ values: [text], styles: [WRAPPED] });
const figure = (label: string, value: ExcelJS.CellValue, style: Partial<ExcelJS.Style>): SheetLine => ({
  values: [label, value],
  styles: [PLAIN, style],
});
const yaTidak = (value: boolean) => (value ? 'Ya' : 'Tidak');

/**
 * Every counted segment's flags, read once when the first report sheet is written and shared with
 * the others. Nothing is read for a report that is not complete: it publishes no figures.
 */
function flagReader(sources: ImpactSources): () => Promise<Map<number, SegmentFlags>> {
  async function read(): Promise<Map<number, SegmentFlags>> {
    const [report, { parameters }] = await Promise.all([sources.report(), sources.parameters()]);
    const result = new Map<number, SegmentFlags>();
    const host = new Set(parameters.wilayah_tuan_rumah);
    for (const segmen of countedSegments(report)) {
      const questions = sources.segments.find((segment) => segment.kuesionerId === segmen.kuesioner_id)?.questions ?? [];
      const roleQuestion = (role: PeranEkonomi) => questions.find((question) => question.peran_ekonomi === role);
      const flags = await readSegmentFlags({
        db: sources.db,
        kind: sources.kind,
        kuesionerId: segmen.kuesioner_id,
        upToId: sources.upToId,
        rules: { host, jenis: segmen.jenis, asksRutin: roleQuestion('rutin') !== undefined, eventDays: sources.eventDays },
        nightsQuestionId: roleQuestion('malam_menginap')?.id ?? null,
      });
      result.set(segmen.kuesioner_id, flags);
    }
    return result;
  }
  return once(read);
}

type VolumeOf = Pick<DampakEkonomi['segmen'][number], VolumeField>;

/** Step 11's figures, for the total and each segment: people and nights to one decimal, as the report gives them. */
const VOLUME_FIGURES: { label: string; style: Partial<ExcelJS.Style>; value: (volume: VolumeOf) => ExcelJS.CellValue }[] = [
  { label: VOLUME_LABEL.malam_tambahan, style: DECIMAL, value: (volume) => volume.malam_tambahan },
  { label: VOLUME_LABEL.pengunjung_luar, style: DECIMAL, value: (volume) => volume.pengunjung_luar },
  { label: VOLUME_LABEL.wisnus, style: DECIMAL, value: (volume) => volume.wisnus },
  { label: VOLUME_LABEL.wisman, style: DECIMAL, value: (volume) => volume.wisman },
  { label: VOLUME_LABEL.rata_lama_menginap, style: DECIMAL, value: (volume) => volume.rata_lama_menginap },
  { label: VOLUME_LABEL.porsi_akomodasi_komersial, style: PERCENT, value: (volume) => volume.porsi_akomodasi_komersial },
];

const SEGMENT_COLUMNS: { header: string; style: Partial<ExcelJS.Style>; value: (segmen: DampakEkonomi['segmen'][number]) => ExcelJS.CellValue }[] = [
  { header: 'Tipe Responden', style: PLAIN, value: (segmen) => segmen.tipe_responden },
  { header: 'Jumlah Respons (n)', style: COUNT, value: (segmen) => segmen.n },
  { header: 'Kunjungan', style: COUNT, value: (segmen) => segmen.kunjungan },
  { header: 'Pengunjung Unik', style: COUNT, value: (segmen) => segmen.pengunjung_unik },
  { header: 'Porsi Lokal', style: PERCENT, value: (segmen) => segmen.porsi_lokal },
  { header: 'Porsi Tambahan', style: PERCENT, value: (segmen) => segmen.porsi_tambahan },
  { header: 'Belanja per Orang', style: RUPIAH, value: (segmen) => segmen.belanja_per_orang },
  { header: 'Batas Pencilan', style: RUPIAH, value: (segmen) => segmen.batas_pencilan },
  { header: 'Jumlah Dipangkas', style: COUNT, value: (segmen) => segmen.jumlah_dipangkas },
  { header: 'Dampak Langsung', style: RUPIAH, value: (segmen) => segmen.dampak_langsung },
  { header: 'Batas Bawah 90%', style: RUPIAH, value: (segmen) => segmen.dampak_langsung_interval?.[0] ?? null },
  { header: 'Batas Atas 90%', style: RUPIAH, value: (segmen) => segmen.dampak_langsung_interval?.[1] ?? null },
  { header: 'Perputaran Kotor', style: RUPIAH, value: (segmen) => segmen.perputaran_kotor },
  ...KATEGORI.map((kategori) => ({
    header: `Dampak Langsung: ${belanjaLabel(kategori)}`,
    style: RUPIAH,
    value: (segmen: DampakEkonomi['segmen'][number]) => segmen.per_kategori?.[kategori] ?? null,
  })),
  { header: 'Margin Galat Relatif (95%)', style: PERCENT, value: (segmen) => segmen.margin_galat_relatif },
  { header: `Respons Dibutuhkan untuk ±${percentText(TARGET_MARGIN)}`, style: COUNT, value: (segmen) => segmen.target_sampel_10_persen },
  { header: 'Peringatan', style: WRAPPED, value: (segmen) => segmen.peringatan.join('\n') },
  // Added by method version 2, beside the earlier columns.
  { header: 'Jenis Segmen', style: PLAIN, value: (segmen) => segmen.jenis },
  { header: 'Dihitung', style: PLAIN, value: (segmen) => yaTidak(segmen.dihitung) },
  { header: 'Tanpa Asal (di luar sampel)', style: COUNT, value: (segmen) => segmen.tanpa_asal },
  { header: 'Batas Wajar Segmen', style: RUPIAH, value: (segmen) => segmen.batas_wajar_segmen },
  { header: 'Perlu Diperiksa', style: COUNT, value: (segmen) => segmen.perlu_diperiksa },
  { header: 'Batas Atas Porsi Tambahan (aturan tiga)', style: PERCENT, value: (segmen) => segmen.batas_atas_porsi_tambahan },
  { header: 'Corong: Pengunjung Unik', style: DECIMAL, value: (segmen) => segmen.corong?.pengunjung_unik ?? null },
  { header: 'Corong: Pengunjung dari Luar', style: DECIMAL, value: (segmen) => segmen.corong?.pengunjung_luar ?? null },
  { header: 'Corong: Pengunjung Tambahan', style: DECIMAL, value: (segmen) => segmen.corong?.pengunjung_tambahan ?? null },
  { header: 'Corong: Belanja Pengunjung Tambahan', style: RUPIAH, value: (segmen) => segmen.corong?.belanja_pengunjung_tambahan ?? null },
  // Step 11, the volume of visits.
  ...VOLUME_FIGURES.map(({ label, style, value }) => ({ header: `Volume: ${label}`, style, value })),
];
const SEGMENT_HEADERS = SEGMENT_COLUMNS.map((column) => column.header);

const segmentLine = (segmen: DampakEkonomi['segmen'][number]): SheetLine => ({
  values: SEGMENT_COLUMNS.map((column) => column.value(segmen)),
  styles: SEGMENT_COLUMNS.map((column) => column.style),
});

/** Where the flags and the report count a segment differently: responses that came in meanwhile. */
function mismatchNotes(report: DampakEkonomi, flags: Map<number, SegmentFlags>): SheetLine[] {
  return countedSegments(report).flatMap((segmen) => {
    const read = flags.get(segmen.kuesioner_id)?.sampleSize ?? 0;
    if (read === segmen.n) return [];
    return [
      wrapped(
        `Catatan: angka segmen ${segmen.tipe_responden} dihitung dari ${segmen.n} respons, sedangkan sheet datanya dan ` +
          `sheet Penanda Dampak memuat ${read} respons dalam sampel (ada respons yang masuk saat berkas ini disiapkan). ` +
          'Unduh ulang agar semua sheet memuat respons yang sama.',
      ),
    ];
  });
}

/** The whole event's funnel (steps 1 to 6): the counted segments' people and money added up. */
function funnelLines(total: NonNullable<DampakEkonomi['total']>): SheetLine[] {
  const { corong } = total;
  return [
    blank,
    title('Corong dampak (semua segmen yang dihitung)'),
    figure('Kunjungan', corong.kunjungan, COUNT),
    figure('Pengunjung unik', corong.pengunjung_unik, DECIMAL),
    figure('Pengunjung dari luar wilayah tuan rumah', corong.pengunjung_luar, DECIMAL),
    figure('Pengunjung tambahan', corong.pengunjung_tambahan, DECIMAL),
    figure('Porsi dari luar wilayah', corong.porsi_luar, PERCENT),
    figure('Porsi pengunjung tambahan', corong.porsi_pengunjung_tambahan, PERCENT),
    figure('Perputaran uang kotor', corong.perputaran_kotor, RUPIAH),
    figure('Belanja pengunjung tambahan', corong.belanja_pengunjung_tambahan, RUPIAH),
  ];
}

/** Per spending category: the direct impact and the gross turnover, side by side. */
function categoryLines(total: NonNullable<DampakEkonomi['total']>): SheetLine[] {
  return [
    blank,
    title('Per kategori belanja'),
    headerLine(['Kategori', 'Dampak Langsung', 'Perputaran Kotor']),
    ...KATEGORI.map((kategori) => ({
      values: [belanjaLabel(kategori), total.per_kategori[kategori], total.perputaran_per_kategori[kategori]],
      styles: [PLAIN, RUPIAH, RUPIAH],
    })),
  ];
}

/** Step 11 for the whole event, with what an empty figure means. */
function volumeLines(total: NonNullable<DampakEkonomi['total']>): SheetLine[] {
  const lines = [blank, title('Volume kunjungan (semua segmen yang dihitung)'), ...VOLUME_FIGURES.map(({ label, style, value }) => figure(label, value(total), style))];
  if (total.malam_tambahan === null) lines.push(note('Kuesioner tidak menanyakan jumlah malam menginap: malam menginap tidak dihitung.'));
  if (total.rata_lama_menginap === null) lines.push(note('Tidak ada pengunjung dari luar yang menginap: rata-rata lama menginap tidak ada.'));
  if (total.porsi_akomodasi_komersial === null) lines.push(note('Tidak ada pengunjung menginap yang menjawab jenis akomodasi: porsinya tidak ada.'));
  return lines;
}

/** Step 12: the three levels with their intervals, and who counts as new money at each. */
function levelLines(report: DampakEkonomi, total: NonNullable<DampakEkonomi['total']>, hostArea: readonly string[]): SheetLine[] {
  const level = percentText(report.metode.tingkat_kepercayaan);
  const regions = wilayahList();
  const hostNames = hostArea.map((kode) => regions.byCode.get(kode)?.nama ?? kode);
  const provinceNames = Array.from(hostProvincesOf(hostArea), provinceName);
  return [
    blank,
    title('Dampak menurut tingkat wilayah'),
    headerLine(['Tingkat', 'Nilai', `Batas Bawah ${level}`, `Batas Atas ${level}`]),
    ...TINGKAT.map((tingkat) => ({
      values: [TINGKAT_LABEL[tingkat], total.tingkat[tingkat].nilai, ...total.tingkat[tingkat].interval],
      styles: [PLAIN, RUPIAH, RUPIAH, RUPIAH],
    })),
    ...TINGKAT.map((tingkat) => wrapped(levelSentence(tingkat, hostNames, provinceNames))),
  ];
}

/**
 * "Dampak Ekonomi": the headline as the screen words it, the exact figures, or what is missing.
 * Without `flags` (no per-response sheets) it says nothing of them.
 */
function reportSheet(sources: ImpactSources, flags: (() => Promise<Map<number, SegmentFlags>>) | undefined): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const report = await sources.report();
    const lines: SheetLine[] = [title(REPORT_SHEET_NAME)];
    const { total } = report;
    if (!report.lengkap || !total) {
      lines.push(note('Laporan dampak ekonomi belum lengkap. Yang masih kurang:'));
      lines.push(...report.kekurangan.map((kekurangan) => note(kekurangan)));
      yield lines;
      return;
    }
    if (flags) lines.push(...mismatchNotes(report, await flags()));
    lines.push(...headlineLines(report).map((line, index) => (index === 0 ? title(line) : note(line))));
    const level = percentText(report.metode.tingkat_kepercayaan);
    lines.push(
      blank,
      title('Angka tepat (Rupiah)'),
      figure('Dampak ekonomi langsung (perkiraan)', total.dampak_langsung, RUPIAH),
      figure(`Batas bawah interval ${level}`, total.interval[0], RUPIAH),
      figure(`Batas atas interval ${level}`, total.interval[1], RUPIAH),
      figure('Margin galat relatif total', total.margin_galat_relatif, PERCENT),
      figure('Jumlah responden dalam perhitungan (n)', total.n, COUNT),
      figure('Jumlah segmen yang dihitung', total.jumlah_segmen, COUNT),
      figure('Jawaban menunggu pemeriksaan', total.perlu_diperiksa, COUNT),
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
        figure('Tenaga kerja (pekerja-tahun, setara penuh waktu)', total.tenaga_kerja ?? null, DECIMAL),
        figure('Sumber pengganda', total.sumber_pengganda, PLAIN),
        note('Output, pendapatan, nilai tambah dan tenaga kerja adalah ukuran alternatif dari belanja yang tertahan: jangan dijumlahkan.'),
      );
    } else {
      lines.push(note('Tidak ada pengganda bersumber yang ditetapkan: laporan ini hanya memuat dampak langsung.'));
    }
    if (flags) lines.push(note('Sheet Hitung Ulang menghitung ulang angka-angka ini dengan rumus dari baris-baris sheet Penanda Dampak.'));
    const { parameters } = await sources.parameters();
    lines.push(...levelLines(report, total, parameters.wilayah_tuan_rumah), ...volumeLines(total));
    lines.push(...funnelLines(total), ...categoryLines(total));
    lines.push(blank, title('Per segmen (tipe responden)'), { values: SEGMENT_HEADERS, styles: SEGMENT_HEADERS.map(() => WRAPPED_BOLD) });
    lines.push(...report.segmen.map(segmentLine));
    yield lines;
  }
  return { name: REPORT_SHEET_NAME, widths: [58, 18, ...SEGMENT_HEADERS.slice(2).map(() => 16)], frozenRows: 0, pages: pages() };
}

/** "Asal Pengunjung": where the non-local visitors came from, by province (LN abroad), most first. */
function originSheet(sources: ImpactSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const report = await sources.report();
    const lines: SheetLine[] = [title(ORIGIN_SHEET_NAME)];
    if (!report.lengkap || !report.total) {
      lines.push(note('Laporan dampak ekonomi belum lengkap: belum ada asal pengunjung yang dihitung (lihat sheet Dampak Ekonomi).'));
      yield lines;
      return;
    }
    lines.push(
      note('Pengunjung dari luar wilayah tuan rumah (pengunjung unik, semua segmen yang dihitung) menurut provinsi tempat tinggal; LN: luar negeri.'),
      note('Porsi: bagian dari semua pengunjung dari luar wilayah tuan rumah.'),
      blank,
      headerLine(['Kode', 'Provinsi', 'Pengunjung', 'Porsi']),
      ...report.total.asal_pengunjung.map((asal) => ({ values: [asal.kode, asal.nama, asal.pengunjung, asal.porsi], styles: [PLAIN, PLAIN, DECIMAL, PERCENT] })),
    );
    yield lines;
  }
  return { name: ORIGIN_SHEET_NAME, widths: [10, 40, 16, 12], frozenRows: 0, pages: pages() };
}

const methodLines = (report: DampakEkonomi) => methodSteps(report.metode).map((step, index) => wrapped(`${index + 1}. ${step}`));

/** "Asumsi & Sumber": every parameter, and the method in plain words. */
function assumptionsSheet(sources: ImpactSources): WorkbookSheet {
  async function* pages(): AsyncGenerator<SheetLine[]> {
    const [report, { parameters, stored }] = await Promise.all([sources.report(), sources.parameters()]);
    const regions = wilayahList();
    const lines: SheetLine[] = [title('Asumsi & Sumber'), blank, title('Wilayah tuan rumah')];
    if (parameters.wilayah_tuan_rumah.length === 0) {
      lines.push(note('Belum ditetapkan.'));
    } else {
      lines.push(headerLine(['Kode', 'Kabupaten/Kota']));
      lines.push(...parameters.wilayah_tuan_rumah.map((kode) => ({ values: [kode, wilayahLabel(regions, kode)], styles: [PLAIN, PLAIN] })));
    }

    lines.push(blank, title('Jumlah kunjungan per segmen'), headerLine(['Tipe Responden', 'Kunjungan', 'Batas Bawah', 'Batas Atas', 'Jenis Segmen']));
    for (const segment of sources.segments) {
      const set = parameters.segmen.find((segmen) => segmen.kuesioner_id === segment.kuesionerId);
      lines.push(
        set
          ? {
              values: [segment.tipeResponden, set.kunjungan, set.kunjungan_min ?? null, set.kunjungan_maks ?? null, set.jenis],
              styles: [PLAIN, COUNT, COUNT, COUNT, PLAIN],
            }
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
      figure('Dana publik (APBN/APBD) untuk acara', parameters.dana_publik, RUPIAH),
      blank,
      title('Pengganda'),
    );
    const multipliers = stored.pengganda;
    if (multipliers) {
      if (stored.pengganda_perlu_diperbarui) {
        lines.push(
          wrapped(
            'Pengganda tersimpan ini perlu diperbarui: nilainya di luar rentang yang diterima atau sumbernya belum lengkap, ' +
              'jadi tidak dipakai. Laporan ini hanya memuat dampak langsung.',
          ),
        );
      }
      lines.push(
        figure('Pengganda output', multipliers.output, MULTIPLIER),
        figure('Koefisien pendapatan (per Rp 1 belanja tertahan)', multipliers.pendapatan, MULTIPLIER),
        figure('Koefisien nilai tambah (per Rp 1 belanja tertahan)', multipliers.nilai_tambah, MULTIPLIER),
        figure('Tenaga kerja per Rp 1 miliar (pekerja-tahun)', multipliers.tenaga_kerja_per_miliar, MULTIPLIER),
        figure('Sumber', multipliers.sumber, PLAIN),
        figure('Tahun tabel input-output', multipliers.tahun_tabel ?? null, PLAIN),
        figure('Cakupan tabel', multipliers.cakupan_tabel ?? null, PLAIN),
        figure('Tipe pengganda', multipliers.tipe ?? null, PLAIN),
        ...stored.peringatan.map((peringatan) => note(peringatan)),
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
  return { name: ASSUMPTIONS_SHEET_NAME, widths: [90, 40, 16, 16], frozenRows: 0, pages: pages() };
}

/** The report's sheets, to follow the data sheets. */
export function impactSheets(sources: ImpactSources): WorkbookSheet[] {
  const loaded: ImpactSources = { ...sources, report: once(sources.report), parameters: once(sources.parameters) };
  if (sources.perResponse === false) return [reportSheet(loaded, undefined), originSheet(loaded), assumptionsSheet(loaded), roleSheet(sources.segments)];
  const flags = flagReader(loaded);
  const sheetOf = (kuesionerId: number) => sources.segments.find((segment) => segment.kuesionerId === kuesionerId)?.sheet ?? null;
  return [
    reportSheet(loaded, flags),
    originSheet(loaded),
    recalcSheet({ report: loaded.report, parameters: async () => (await loaded.parameters()).parameters, flags }),
    assumptionsSheet(loaded),
    roleSheet(sources.segments),
    flagsSheet({ report: loaded.report, flags, sheetOf }),
  ];
}
