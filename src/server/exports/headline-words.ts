import { asPercent, WITHHELD_BELOW } from '../../shared/economic-impact/labels';
import { formatNumber, formatPercent } from '../../shared/format-number';
import { formatRupiahRangeShort, formatRupiahShort } from '../../shared/format-rupiah-short';
import { formatComputedAt } from '../../shared/format-zone-time';
import type { DampakEkonomi, SegmenDampak } from '../../shared/schemas/economic-impact';

/**
 * The report's headline in words, as the report screen words it (docs/economic-impact-method.md,
 * "The headline"): about three significant figures, the 90% range, its lower end as the one-sided
 * 95% "at least", and the basis. The exact Rupiah stay in the cells below it.
 */

/** Why a segment is not in the totals, in a few words: the screen's "Tidak dihitung: …" line. */
function uncountedReason(segmen: SegmenDampak): string {
  const reasons: string[] = [];
  if (segmen.kunjungan === null) reasons.push('jumlah kunjungan belum diisi');
  if (segmen.n < WITHHELD_BELOW) reasons.push(`sampel terlalu kecil: ${segmen.n} responden`);
  if (reasons.length === 0) reasons.push('pertanyaan dampak ekonomi di kuesionernya belum lengkap');
  return reasons.join('; ');
}

/** The figure and its range, in the words of its sign. */
function figureLines(total: NonNullable<DampakEkonomi['total']>, metode: DampakEkonomi['metode']): string[] {
  const dei = total.dampak_langsung;
  if (dei === 0) return ['Tidak ada uang baru yang terukur masuk ke wilayah tuan rumah.'];
  const [low, high] = total.interval;
  const level = asPercent(metode.tingkat_kepercayaan);
  // The range's lower end is a one-sided bound at the level that leaves out one tail only.
  const oneSided = 100 - (100 - level) / 2;
  const range = formatRupiahRangeShort(low, high);
  const lines = [
    `Dampak ekonomi langsung${dei < 0 ? ' negatif' : ''}: sekitar ${formatRupiahShort(dei)}`,
    `rentang ${formatPercent(level)}: ${range.range}`,
  ];
  if (dei > 0) {
    lines.push(
      low > 0
        ? `setidaknya ${range.low} dengan keyakinan ${formatPercent(oneSided)}`
        : `Dengan keyakinan ${formatPercent(oneSided)} belum dapat dipastikan bahwa dampaknya lebih dari nol.`,
      'Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.',
    );
  } else {
    lines.push(
      'Dana penyelenggara yang dihimpun dari wilayah tuan rumah lebih besar daripada uang baru yang masuk ke wilayah karena acara ini.',
    );
  }
  return lines;
}

/** The headline's lines, the figure first; none for a report that is not complete. */
export function headlineLines(report: DampakEkonomi): string[] {
  const { total } = report;
  if (!report.lengkap || !total) return [];
  const lines = figureLines(total, report.metode);
  lines.push(
    `berdasarkan ${formatNumber(total.n)} responden dari ${formatNumber(total.jumlah_segmen)} segmen · ` +
      `dihitung ${formatComputedAt(report.dihitung_pada, report.zona_waktu)}`,
  );
  const uncounted = report.segmen.filter((segmen) => !segmen.dihitung);
  if (uncounted.length > 0) {
    lines.push(`Tidak dihitung: ${uncounted.map((segmen) => `${segmen.tipe_responden} (${uncountedReason(segmen)})`).join(', ')}`);
  }
  if (total.perlu_diperiksa > 0) {
    lines.push(
      `${formatNumber(total.perlu_diperiksa)} jawaban menunggu pemeriksaan; sampai diperiksa, belanjanya dihitung paling ` +
        'banyak sebesar batas wajar segmen.',
    );
  }
  lines.push(`Perputaran uang kotor: sekitar ${formatRupiahShort(total.perputaran_kotor)} (belanja semua pengunjung, termasuk warga setempat; bukan dampak)`);
  return lines;
}
