/**
 * An amount in Indonesian words ("terbilang"), as a surveyor reads it back to catch a slip of
 * three zeros. Intl has no spell-out for Indonesian, and the rules are few: "se-" for one of
 * ratus, ribu, puluh and belas (seratus, seribu, sepuluh, sebelas), but "satu juta", "satu
 * miliar", "satu triliun". A handful of string joins per call: cheap enough for every keystroke.
 */

const DIGITS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];

/** Groups of three digits above the ones, smallest first. */
const SCALES = ['ribu', 'juta', 'miliar', 'triliun'];

/** The largest amount written: the answer rules take at most 15 digits (999 triliun and change). */
export const TERBILANG_MAX = 999_999_999_999_999;

/** 1..99 in words. */
function belowHundred(value: number): string {
  if (value < 10) return DIGITS[value];
  if (value === 10) return 'sepuluh';
  if (value === 11) return 'sebelas';
  if (value < 20) return `${DIGITS[value - 10]} belas`;
  const tens = `${DIGITS[Math.floor(value / 10)]} puluh`;
  return value % 10 === 0 ? tens : `${tens} ${DIGITS[value % 10]}`;
}

/** 1..999 in words. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'seratus' : `${DIGITS[hundreds]} ratus`;
  if (rest === 0) return head;
  return head === '' ? belowHundred(rest) : `${head} ${belowHundred(rest)}`;
}

/**
 * A whole number from -TERBILANG_MAX to TERBILANG_MAX in words: 2500000 -> "dua juta lima ratus
 * ribu", 0 -> "nol". Anything else is a RangeError (the caller shows no words for it).
 */
export function terbilang(value: number): string {
  if (!Number.isInteger(value) || Math.abs(value) > TERBILANG_MAX) {
    throw new RangeError(`terbilang: ${value} is not a whole number within ±${TERBILANG_MAX}`);
  }
  if (value === 0) return 'nol';
  if (value < 0) return `minus ${terbilang(-value)}`;
  const words: string[] = [];
  let rest = value;
  for (let scale = -1; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    if (scale === -1) words.unshift(belowThousand(group));
    else if (scale === 0 && group === 1) words.unshift('seribu');
    else words.unshift(`${belowThousand(group)} ${SCALES[scale]}`);
  }
  return words.join(' ');
}

/** A Rupiah amount in words: "dua juta lima ratus ribu rupiah", "nol rupiah". */
export const terbilangRupiah = (value: number): string => `${terbilang(value)} rupiah`;

/**
 * The words for what is in a number field as typed (digits, maybe a leading minus), or null when
 * there is nothing to say: empty, not a whole number, or beyond TERBILANG_MAX.
 */
export function wordsOfTyped(typed: string, { rupiah }: { rupiah: boolean }): string | null {
  if (!/^-?\d{1,15}$/.test(typed)) return null;
  const value = Number(typed);
  return rupiah ? terbilangRupiah(value) : terbilang(value);
}
