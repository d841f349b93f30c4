import { formatNumber, formatPercent } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';

/** People are whole: 1.234,6 unique visitors reads 1.235. */
export const formatPeople = (value: number) => formatNumber(Math.round(value));

/** A share 0..1 as a percent with at most one decimal: 0.425 -> "42,5%". */
export const formatShare = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** Rupiah whose "Rp" never ends a line apart from its number, for the large figures. */
export const formatRupiahNoBreak = (value: number) => formatRupiah(value).replace(' ', '\u00a0');
