import { formatLongDate } from '../../shared/format-long-date';
import { zoneLabel, zoneOffsetMs } from '../../shared/report-time-zone';
import type { DampakEkonomi } from '../../shared/schemas/economic-impact';

/**
 * The report's headline in words, as the report screen words it (docs/economic-impact-method.md,
 * "The headline"): about three significant figures with juta, miliar or triliun, the 90% range,
 * its lower end as the one-sided 95% "at least", and the basis. The exact Rupiah stay in cells.
 */

const UNITS = [
  { scale: 1e12, word: 'triliun' },
  { scale: 1e9, word: 'miliar' },
  { scale: 1e6, word: 'juta' },
] as const;
const SIGNIFICANT = 3;
const MINUS = '−';

interface Unit {
  scale: number;
  word: string;
  decimals: number;
}

/** Rounded to three significant figures, in Rupiah (0 stays 0). */
function significant(value: number): number {
  if (value === 0) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const step = 10 ** (magnitude - SIGNIFICANT + 1);
  return Math.round(value / step) * step;
}

/** The unit and decimals that show `value` with three significant figures: 1,10 miliar; 845 juta. */
function unitOf(value: number): Unit {
  const rounded = Math.abs(significant(value));
  const unit = UNITS.find((candidate) => rounded >= candidate.scale);
  if (!unit) return { scale: 1, word: '', decimals: 0 };
  const digits = Math.floor(Math.log10(rounded / unit.scale)) + 1;
  return { scale: unit.scale, word: unit.word, decimals: Math.max(0, SIGNIFICANT - digits) };
}

/** The number in the unit, Indonesian notation, no sign: "1,10", "845", "1.200". */
function amount(value: number, unit: Unit): string {
  const inUnit = unit.scale === 1 ? significant(Math.abs(value)) : Math.abs(value) / unit.scale;
  return new Intl.NumberFormat('id-ID', { minimumFractionDigits: unit.decimals, maximumFractionDigits: unit.decimals }).format(inUnit);
}

const signed = (value: number, unit: Unit) => `${value < 0 ? MINUS : ''}${amount(value, unit)}`;
const withWord = (text: string, unit: Unit) => (unit.word ? `${text} ${unit.word}` : text);

/** "Rp 1,10 miliar", "−Rp 30,0 juta", "Rp 845.000": three significant figures. */
export function rupiahShort(value: number, unit = unitOf(value)): string {
  return withWord(`${value < 0 ? MINUS : ''}Rp ${amount(value, unit)}`, unit);
}

/** "26 November 2026, 23.41 WIB": the instant on the report zone's clock. */
export function computedAt(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  const wall = new Date(ms + zoneOffsetMs(ms, zone));
  const time = `${String(wall.getUTCHours()).padStart(2, '0')}.${String(wall.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatLongDate(wall.toISOString())}, ${time} ${zoneLabel(zone, ms)}`;
}

/** The headline's lines, first the figure; none for a report that is not complete. */
export function headlineLines(report: DampakEkonomi, zone: string): string[] {
  const { total } = report;
  if (!report.lengkap || !total) return [];
  const dei = Math.round(total.dampak_langsung);
  const basis =
    `berdasarkan ${total.n.toLocaleString('id-ID')} responden dari ${total.jumlah_segmen} segmen · ` +
    `dihitung ${computedAt(report.dihitung_pada, zone)}`;
  const lines: string[] = [];
  if (significant(dei) === 0) {
    lines.push('Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.');
  } else if (dei < 0) {
    lines.push(
      `Dampak ekonomi langsung negatif: sekitar ${rupiahShort(dei)}`,
      'Dana penyelenggara yang dihimpun di wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah itu.',
    );
  } else {
    const unit = unitOf(dei);
    const [low, high] = total.interval;
    const level = Math.round(report.metode.tingkat_kepercayaan * 100);
    const oneSided = Math.round(((1 + report.metode.tingkat_kepercayaan) / 2) * 100);
    lines.push(
      `Dampak ekonomi langsung: sekitar ${rupiahShort(dei, unit)}`,
      `rentang ${level}%: ${withWord(`Rp ${signed(low, unit)} – ${signed(high, unit)}`, unit)}`,
    );
    if (low > 0) lines.push(`setidaknya ${rupiahShort(low, unit)} dengan keyakinan ${oneSided}%`);
  }
  lines.push(basis);
  if (total.perlu_diperiksa > 0) {
    lines.push(
      `${total.perlu_diperiksa} jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen`,
    );
  }
  return lines;
}
