import { formatRupiah } from '../../../../shared/format-rupiah';


/** Rupiah whose "Rp" never ends a line apart from its number, for the large figures. */
export const formatRupiahNoBreak = (value: number) => formatRupiah(value).replace(' ', '\u00a0');

/** Exact Rupiah with the minus sign (U+2212) before "Rp", as the short figures write it: "−Rp 30.000.000". */
export const formatRupiahSigned = (value: number) => (value < 0 ? `\u2212${formatRupiah(-value)}` : formatRupiah(value));
