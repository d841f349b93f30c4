import { WITHHELD_BELOW } from '../../../../shared/economic-impact/labels';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';

/**
 * Why a segment is not in the totals, in a few words for the one "Tidak dihitung: …" line:
 * "jumlah kunjungan belum diisi", "sampel terlalu kecil: 12 responden". A segment with admissions
 * and enough responses that still is not counted lacks questions (asal, belanja, and for
 * visitors the reason and counterfactual questions).
 */
export function uncountedReason(segmen: SegmenDampak): string {
  const reasons: string[] = [];
  if (segmen.kunjungan === null) reasons.push('jumlah kunjungan belum diisi');
  if (segmen.n < WITHHELD_BELOW) reasons.push(`sampel terlalu kecil: ${segmen.n} responden`);
  if (reasons.length === 0) reasons.push('pertanyaan dampak ekonomi di kuesionernya belum lengkap');
  return reasons.join('; ');
}

/** "Atlet (sampel terlalu kecil: 12 responden), Ofisial (jumlah kunjungan belum diisi)". */
export function uncountedList(segmen: readonly SegmenDampak[]): string | null {
  const uncounted = segmen.filter((item) => !item.dihitung);
  if (uncounted.length === 0) return null;
  return uncounted.map((item) => `${item.tipe_responden} (${uncountedReason(item)})`).join(', ');
}
