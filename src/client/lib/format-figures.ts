import { formatNumber, formatPercent } from '../../shared/format-number';
import { madeOnce } from '../../shared/made-once';

/**
 * The report's figures written one way wherever they appear: the event's report and the register
 * show the same number the same way.
 */

/** A share 0..1 as a percent with at most one decimal: 0.425 -> "42,5%". */
export const formatShare = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** A relative margin 0..∞ as "±31%", "±8,2%". */
export const formatMargin = (margin: number) => `±${formatShare(margin)}`;

/** Short Rupiah ("Rp 1,10 miliar") kept on one line. */
export const noBreak = (text: string) => text.replace(/ /g, '\u00a0');

// Made when first used: a page's first formatter loads the locale's data (tests/bench/RESULTS.md).
const oneDecimal = madeOnce(() => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** To one decimal, as the server counts them: "6.230,0", "1.234,5" (an average stay, say). */
export const formatOneDecimal = (value: number) => oneDecimal().format(value);

/** People (and nights) are whole on screen: 1.234,6 unique visitors reads 1.235; the spreadsheet keeps the decimals. */
export const formatPeople = (value: number) => formatNumber(Math.round(value));
