import { formatNumber, formatPercent } from '../format-number';
import { formatRupiahRangeShort, formatRupiahShort } from '../format-rupiah-short';
import { formatComputedAt } from '../format-zone-time';
import type { DampakEkonomi, SegmenDampak } from '../schemas/economic-impact';
import { asPercent, WITHHELD_BELOW } from './labels';

/**
 * The headline's words (docs/economic-impact-method.md, "The headline"), for the report screen
 * and the spreadsheet alike: about three significant figures, the 90% range, its lower end as the
 * one-sided 95% "at least", the basis, and what is left out or waits for review.
 */

type Total = NonNullable<DampakEkonomi['total']>;

export interface HeadlineFigure {
  /** The words before the amount ("Dampak ekonomi langsung: sekitar "), or the whole zero sentence. */
  lead: string;
  /** The short amount ("Rp 1,10 miliar"), kept on one line by the screen; null for zero. */
  amount: string | null;
  /** The range and the "at least" line (or why there is none). */
  details: string[];
  /** What the figure means, in the words of its sign. */
  meaning: string | null;
}

export function headlineFigure(total: Total, metode: DampakEkonomi['metode']): HeadlineFigure {
  const dei = total.dampak_langsung;
  if (dei === 0) return { lead: 'Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.', amount: null, details: [], meaning: null };
  const [low, high] = total.interval;
  const level = asPercent(metode.tingkat_kepercayaan);
  // The range's lower end is a one-sided bound at the level that leaves out one tail only.
  const oneSided = formatPercent(100 - (100 - level) / 2);
  const range = formatRupiahRangeShort(low, high);
  const details = [`rentang ${formatPercent(level)}: ${range.range}`];
  if (dei > 0) {
    // In the range's unit a small lower end can read "Rp 0,00 miliar": then it is said in its own.
    const atLeast = /[1-9]/.test(range.low) ? range.low : formatRupiahShort(low);
    details.push(
      low > 0 ? `setidaknya ${atLeast} dengan keyakinan ${oneSided}` : `Dengan keyakinan ${oneSided} belum dapat dipastikan bahwa dampaknya lebih dari nol.`,
    );
  }
  return {
    lead: `Dampak ekonomi langsung${dei < 0 ? ' negatif' : ''}: sekitar `,
    amount: formatRupiahShort(dei),
    details,
    meaning:
      dei > 0
        ? 'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.'
        : 'Dana penyelenggara yang dihimpun dari wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah karena acara ini.',
  };
}

/** "berdasarkan 120 responden dari 1 segmen · dihitung 26 November 2026, 23.41 WIB". */
export const basisLine = (total: Total, dihitungPada: string, zone: string) =>
  `berdasarkan ${formatNumber(total.n)} responden dari ${formatNumber(total.jumlah_segmen)} segmen · dihitung ${formatComputedAt(dihitungPada, zone)}`;

/**
 * Why a segment is not in the totals, in a few words: "jumlah kunjungan belum diisi", "sampel
 * terlalu kecil: 12 responden". A segment with admissions and enough responses that still is not
 * counted lacks questions (asal, belanja, and for visitors the reason and counterfactual).
 */
function uncountedReason(segmen: SegmenDampak): string {
  const reasons: string[] = [];
  if (segmen.kunjungan === null) reasons.push('jumlah kunjungan belum diisi');
  if (segmen.n < WITHHELD_BELOW) reasons.push(`sampel terlalu kecil: ${segmen.n} responden`);
  if (reasons.length === 0) reasons.push('pertanyaan dampak ekonomi di kuesionernya belum lengkap');
  return reasons.join('; ');
}

/** "Tidak dihitung: Atlet (sampel terlalu kecil: 12 responden), Ofisial (jumlah kunjungan belum diisi)", or null. */
export function uncountedLine(segmen: readonly SegmenDampak[]): string | null {
  const uncounted = segmen.filter((item) => !item.dihitung);
  if (uncounted.length === 0) return null;
  return `Tidak dihitung: ${uncounted.map((item) => `${item.tipe_responden} (${uncountedReason(item)})`).join(', ')}`;
}

/** The answers waiting for review, and what the figure does with them meanwhile. */
export const waitingLine = (count: number) =>
  `${formatNumber(count)} jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling banyak sebesar batas wajar segmen.`;
