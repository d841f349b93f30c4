import { formatRupiah } from '../../../shared/format-rupiah';
import { formatRupiahRangeShort, formatRupiahShort } from '../../../shared/format-rupiah-short';
import { formatMargin, formatPeople, formatShare, noBreak } from '../../lib/format-figures';

/** A figure the report does not give (yet): the same dash in every cell. */
export const NO_FIGURE = '—';

const shown = <T,>(value: T | null, format: (value: T) => string) => (value === null ? NO_FIGURE : format(value));

/** "Rp 1,10 miliar", kept on one line. */
export const rupiahShort = (value: number | null) => shown(value, (amount) => noBreak(formatRupiahShort(amount)));

/** "Rp 0,84 – 1,41 miliar": the 90% interval in the headline's words. */
export const rupiahRange = (interval: readonly [number, number] | null) =>
  shown(interval, ([low, high]) => formatRupiahRangeShort(low, high).range);

/** Visitors as whole people, as the event's report writes them: "7.943" (the spreadsheet keeps the decimals). */
export const people = (value: number | null) => shown(value, formatPeople);

/** A share 0..1 as "42,5%". */
export const share = (value: number | null) => shown(value, formatShare);

/** Whole Rupiah: "Rp 850.000". */
export const rupiahWhole = (value: number | null) => shown(value, (amount) => noBreak(formatRupiah(amount)));

const perRupiah = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupiah of impact per Rupiah of public money: "Rp 3,20" (a ratio, never called ROI). */
export const perPublicRupiah = (value: number | null) =>
  shown(value, (ratio) => `${ratio < 0 ? '\u2212' : ''}Rp\u00a0${perRupiah.format(Math.abs(ratio))}`);

/** A relative margin as "±31%". */
export const margin = (value: number | null) => shown(value, formatMargin);
