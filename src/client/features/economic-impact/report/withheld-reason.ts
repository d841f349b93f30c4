import { WITHHELD_BELOW } from '../../../../shared/economic-impact/labels';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';

/** Why a segment has no figures, in one sentence. */
export function withheldReason(segmen: SegmenDampak): string {
  if (segmen.n < WITHHELD_BELOW) {
    return `Sampel terlalu kecil: baru ${segmen.n} responden, angka ditampilkan mulai ${WITHHELD_BELOW} responden.`;
  }
  if (segmen.kunjungan === null) return 'Jumlah kunjungan segmen ini belum diisi, jadi dampaknya belum dihitung.';
  return segmen.peringatan[0] ?? 'Angka segmen ini belum tersedia.';
}
