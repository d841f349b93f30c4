import { formatNumber, formatPercent } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';

/** People are whole: 1.234,6 unique visitors reads 1.235. */
export const formatPeople = (value: number) => formatNumber(Math.round(value));

/** A share 0..1 as a percent with at most one decimal: 0.425 -> "42,5%". */
export const formatShare = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** A relative margin 0..∞ as "±31%", "±8,2%". */
export const formatMargin = (margin: number) => `±${formatShare(margin)}`;

/** Rupiah whose "Rp" never ends a line apart from its number, for the large figures. */
export const formatRupiahNoBreak = (value: number) => formatRupiah(value).replace(' ', '\u00a0');

/** Exact Rupiah with the minus sign (U+2212) before "Rp", as the short figures write it: "−Rp 30.000.000". */
export const formatRupiahSigned = (value: number) => (value < 0 ? `\u2212${formatRupiah(-value)}` : formatRupiah(value));

/** Short Rupiah ("Rp 1,10 miliar") kept on one line. */
export const noBreak = (text: string) => text.replace(/ /g, '\u00a0');

const oneDecimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Nights and visitors of the volume, to one decimal as the report gives them: 6.230,0. */
export const formatOneDecimal = (value: number) => oneDecimal.format(value);
