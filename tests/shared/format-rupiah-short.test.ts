import { describe, expect, it } from 'vitest';
import { formatRupiahRangeShort, formatRupiahShort } from '../../src/shared/format-rupiah-short';

describe('formatRupiahShort: three significant figures with juta, miliar, triliun', () => {
  it('writes the headline as the method page does', () => {
    expect(formatRupiahShort(1_098_056_140)).toBe('Rp 1,10 miliar');
    expect(formatRupiahShort(1_414_999_999)).toBe('Rp 1,41 miliar');
    expect(formatRupiahShort(63_900_000_000)).toBe('Rp 63,9 miliar');
    expect(formatRupiahShort(245_678_901)).toBe('Rp 246 juta');
    expect(formatRupiahShort(3_456_789)).toBe('Rp 3,46 juta');
  });

  it('keeps the third figure when it is a zero', () => {
    expect(formatRupiahShort(30_000_000)).toBe('Rp 30,0 juta');
    expect(formatRupiahShort(1_000_000_000)).toBe('Rp 1,00 miliar');
    expect(formatRupiahShort(1_000_000)).toBe('Rp 1,00 juta');
  });

  it('rounds half up before it picks the unit: 999,5 juta is 1,00 miliar', () => {
    expect(formatRupiahShort(999_500_000)).toBe('Rp 1,00 miliar');
    expect(formatRupiahShort(999_499_999)).toBe('Rp 999 juta');
    expect(formatRupiahShort(999_950)).toBe('Rp 1,00 juta');
    expect(formatRupiahShort(999_499)).toBe('Rp 999.000');
    expect(formatRupiahShort(1_005_000_000)).toBe('Rp 1,01 miliar');
  });

  it('writes amounts below 1 juta in Rupiah, to three figures, never with decimals', () => {
    expect(formatRupiahShort(850_000)).toBe('Rp 850.000');
    expect(formatRupiahShort(123_456)).toBe('Rp 123.000');
    expect(formatRupiahShort(12_345)).toBe('Rp 12.300');
    expect(formatRupiahShort(7)).toBe('Rp 7');
    expect(formatRupiahShort(0)).toBe('Rp 0');
  });

  it('writes triliun, and sizes beyond it in triliun', () => {
    expect(formatRupiahShort(2_345_000_000_000)).toBe('Rp 2,35 triliun');
    expect(formatRupiahShort(25_500_000_000_000_000)).toBe('Rp 25.500 triliun');
  });

  it('puts the minus sign (U+2212) before "Rp" of a negative amount', () => {
    expect(formatRupiahShort(-30_000_000)).toBe('\u2212Rp 30,0 juta');
    expect(formatRupiahShort(-1_234_567_890)).toBe('\u2212Rp 1,23 miliar');
    expect(formatRupiahShort(-999_500_000)).toBe('\u2212Rp 1,00 miliar');
    expect(formatRupiahShort(-850_000)).toBe('\u2212Rp 850.000');
  });
});

describe('formatRupiahRangeShort: both ends in the unit of the larger one', () => {
  it('writes the interval as the method page does, with its lower end alone', () => {
    expect(formatRupiahRangeShort(840_123_456, 1_414_000_000)).toEqual({ range: 'Rp 0,84 – 1,41 miliar', low: 'Rp 0,84 miliar' });
  });

  it('reads the lower end to the upper end\'s third figure, whatever its own size', () => {
    expect(formatRupiahRangeShort(1_050_000_000, 14_100_000_000)).toEqual({ range: 'Rp 1,1 – 14,1 miliar', low: 'Rp 1,1 miliar' });
    expect(formatRupiahRangeShort(4_000_000, 999_500_000)).toEqual({ range: 'Rp 0,00 – 1,00 miliar', low: 'Rp 0,00 miliar' });
    expect(formatRupiahRangeShort(420_499, 850_000)).toEqual({ range: 'Rp 420.000 – 850.000', low: 'Rp 420.000' });
    expect(formatRupiahRangeShort(12_000_000, 345_000_000)).toEqual({ range: 'Rp 12 – 345 juta', low: 'Rp 12 juta' });
  });

  it('signs a negative end with U+2212 and sizes a negative interval by its larger end', () => {
    expect(formatRupiahRangeShort(-120_000_000, 1_410_000_000).range).toBe('Rp \u22120,12 – 1,41 miliar');
    expect(formatRupiahRangeShort(-52_300_000, -8_100_000)).toEqual({ range: 'Rp \u221252,3 – \u22128,1 juta', low: 'Rp \u221252,3 juta' });
  });

  it('writes a zero interval as zero', () => {
    expect(formatRupiahRangeShort(0, 0)).toEqual({ range: 'Rp 0 – 0', low: 'Rp 0' });
  });
});
