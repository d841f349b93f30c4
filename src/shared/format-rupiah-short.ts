/**
 * Rupiah as a reader says a large sum: three significant figures and a word for the size
 * ("Rp 1,10 miliar", "Rp 850.000"), for headlines whose exact figure stands in a table beside
 * them. A negative sum carries the minus sign (U+2212) before "Rp".
 */

const UNITS = [
  { exponent: 12, word: 'triliun' },
  { exponent: 9, word: 'miliar' },
  { exponent: 6, word: 'juta' },
] as const;

const MINUS = '\u2212';
const SIGNIFICANT = 3;

const formats = new Map<number, Intl.NumberFormat>();
function fixed(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format;
}

/** The power of ten of a positive number's leading digit: 840 -> 2. */
const leadingExponent = (value: number) => Math.floor(Math.log10(value));

/** `value` (not negative) rounded to three significant figures, half up: 999.500.000 -> 1.000.000.000. */
function roundSignificant(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(SIGNIFICANT));
}

/**
 * How an amount of this size is written: its unit (none below 1 juta), the place of its third
 * figure in Rupiah (`step`, never below Rp 1) and the decimals that place needs in the unit.
 */
interface Scale {
  divisor: number;
  word: string | null;
  step: number;
  decimals: number;
}

function scaleOf(rounded: number): Scale {
  if (rounded === 0) return { divisor: 1, word: null, step: 1, decimals: 0 };
  const exponent = leadingExponent(rounded);
  const unit = UNITS.find((candidate) => exponent >= candidate.exponent);
  const stepExponent = Math.max(0, exponent - (SIGNIFICANT - 1));
  const unitExponent = unit?.exponent ?? 0;
  return {
    divisor: 10 ** unitExponent,
    word: unit?.word ?? null,
    step: 10 ** stepExponent,
    decimals: Math.max(0, unitExponent - stepExponent),
  };
}

/** The number in the scale, without "Rp" or the unit, signed with U+2212. */
function digits(value: number, scale: Scale): string {
  const shown = fixed(scale.decimals).format(Math.abs(value) / scale.divisor);
  return value < 0 && /[1-9]/.test(shown) ? `${MINUS}${shown}` : shown;
}

const withUnit = (number: string, scale: Scale) => (scale.word ? `${number} ${scale.word}` : number);

/** "Rp 1,10 miliar", "Rp 30,0 juta", "Rp 850.000", "−Rp 30,0 juta". */
export function formatRupiahShort(value: number): string {
  const rounded = roundSignificant(Math.abs(value));
  const scale = scaleOf(rounded);
  const shown = fixed(scale.decimals).format(rounded / scale.divisor);
  const sign = value < 0 && /[1-9]/.test(shown) ? MINUS : '';
  return `${sign}Rp ${withUnit(shown, scale)}`;
}

export interface RupiahRangeShort {
  /** "Rp 0,84 – 1,41 miliar": both ends in the unit and precision of the larger one. */
  range: string;
  /** The lower end alone in that unit: "Rp 0,84 miliar". */
  low: string;
}

/**
 * An interval as a reader says it: the end with the larger size (the upper one, for a positive
 * figure) sets the unit and the precision, three significant figures; the other end is written
 * with the same, so "Rp 0,84 – 1,41 miliar" rather than "Rp 840 juta – 1,41 miliar".
 */
export function formatRupiahRangeShort(low: number, high: number): RupiahRangeShort {
  const larger = Math.max(Math.abs(low), Math.abs(high));
  const rounded = roundSignificant(larger);
  const scale = scaleOf(rounded);
  // The smaller end rounded at the larger one's third figure (half away from zero), so both read to the same place.
  const at = (value: number) => Math.sign(value) * Math.round(Math.abs(value) / scale.step) * scale.step;
  const [lowDigits, highDigits] = [digits(at(low), scale), digits(at(high), scale)];
  return {
    range: `Rp ${withUnit(`${lowDigits} – ${highDigits}`, scale)}`,
    low: `Rp ${withUnit(lowDigits, scale)}`,
  };
}
