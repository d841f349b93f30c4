import { formatNumber } from '../../shared/format-number';
import { formatRupiah } from '../../shared/format-rupiah';
import type { TipeJawaban } from '../../shared/question-types';
import { wilayahLabel, type WilayahList } from '../../shared/wilayah/wilayah-list';

/**
 * A stored answer as every screen shows it: a number with Indonesian thousand separators
 * ("1.500"), a nominal in Rupiah, a region by its name with its code beside it once the region
 * list is loaded. A value its type cannot read shows as stored.
 */
export function formatAnswer(tipe: TipeJawaban, isi: string, regions: WilayahList | undefined): string {
  switch (tipe) {
    case 'angka':
      return isNumber(isi) ? formatNumber(Number(isi)) : isi;
    case 'nominal':
      return isNumber(isi) ? formatRupiah(Number(isi)) : isi;
    case 'wilayah':
      return regions ? regionText(regions, isi) : isi;
    case 'teks':
    case 'ya_tidak':
    case 'pilihan':
      return isi;
  }
}

/**
 * A value of a correction, where an answer may have been empty before or after, or of a question
 * whose type is not known here.
 */
export function formatStoredValue(
  tipe: TipeJawaban | null | undefined,
  value: string | null,
  regions: WilayahList | undefined,
): string {
  if (value === null || value === '') return '(kosong)';
  return tipe ? formatAnswer(tipe, value, regions) : value;
}

function isNumber(isi: string): boolean {
  return isi.trim() !== '' && Number.isFinite(Number(isi));
}

/** A known region reads by name, its code beside it as stored; an unknown code reads as it is. */
function regionText(regions: WilayahList, kode: string): string {
  const name = wilayahLabel(regions, kode);
  return name === kode ? name : `${name} (${kode})`;
}
