import { madeOnce } from './made-once';

const number = madeOnce(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }));

/** A count or a measure in Indonesian notation: 1.250, 7,5. */
export const formatNumber = (value: number) => number().format(value);

/** A percent with at most one decimal, as Indonesians write it: "42,5%". */
export const formatPercent = (value: number) => `${number().format(value)}%`;
