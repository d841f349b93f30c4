import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';

/** Below this many accepted responses a segment's estimate is withheld (economic-impact.md, step 10). */
export const MIN_SAMPLE = 30;
/** Below this many it is shown with a warning. */
export const CAREFUL_SAMPLE = 100;

/** Why a segment has no figures, in one sentence. */
export function withheldReason(segmen: SegmenDampak): string {
  if (segmen.n < MIN_SAMPLE) {
    return `Sampel terlalu kecil: baru ${segmen.n} responden, angka ditampilkan mulai ${MIN_SAMPLE} responden.`;
  }
  if (segmen.kunjungan === null) return 'Jumlah kunjungan segmen ini belum diisi, jadi dampaknya belum dihitung.';
  return segmen.peringatan[0] ?? 'Angka segmen ini belum tersedia.';
}
