import { formatNumber, formatPercent } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { Kategori } from '../../../../shared/economic-impact/roles';

/** People are whole: 1.234,6 unique visitors reads 1.235. */
export const formatPeople = (value: number) => formatNumber(Math.round(value));

/** A share 0..1 as a percent with at most one decimal: 0.425 -> "42,5%". */
export const formatShare = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** The method's levels may come as a share (0.9, 0.99) or as a percent (90, 99): always a percent. */
export const asPercent = (value: number) => (value <= 1 ? Math.round(value * 1000) / 10 : value);

/** The report's spending categories, named as a reader says them. */
export const KATEGORI_LABEL: Record<Kategori, string> = {
  akomodasi: 'Akomodasi',
  makan_minum: 'Makan dan minum',
  transportasi: 'Transportasi lokal',
  oleh_oleh: 'Oleh-oleh dan belanja barang',
  hiburan: 'Hiburan dan wisata',
  lainnya: 'Lainnya',
};

/** Rupiah whose "Rp" never ends a line apart from its number, for the large figures. */
export const formatRupiahNoBreak = (value: number) => formatRupiah(value).replace(' ', '\u00a0');
