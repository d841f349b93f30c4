import { describe, expect, it } from 'vitest';
import { terbilang, TERBILANG_MAX, terbilangRupiah, wordsOfTyped } from '../../src/shared/terbilang';

describe('terbilang: amounts in Indonesian words', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [7, 'tujuh'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [115, 'seratus lima belas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [1_111, 'seribu seratus sebelas'],
    [2_000, 'dua ribu'],
    [10_000, 'sepuluh ribu'],
    [11_000, 'sebelas ribu'],
    [19_500, 'sembilan belas ribu lima ratus'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [250_000, 'dua ratus lima puluh ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_000_001, 'satu juta satu'],
    [2_500_000, 'dua juta lima ratus ribu'],
    [11_000_000, 'sebelas juta'],
    [100_000_000, 'seratus juta'],
    [1_000_000_000, 'satu miliar'],
    [2_500_000_000, 'dua miliar lima ratus juta'],
    [1_000_000_000_000, 'satu triliun'],
    [1_000_001_000_000, 'satu triliun satu juta'],
    [10_000_000_000_010, 'sepuluh triliun sepuluh'],
    [
      999_999_999_999_999,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan',
    ],
    [-1_100, 'minus seribu seratus'],
  ])('%d is "%s"', (value, words) => {
    expect(terbilang(value)).toBe(words);
  });

  it('says rupiah after the amount, "nol rupiah" for nothing', () => {
    expect(terbilangRupiah(0)).toBe('nol rupiah');
    expect(terbilangRupiah(2_500_000)).toBe('dua juta lima ratus ribu rupiah');
    expect(terbilangRupiah(1_000)).toBe('seribu rupiah');
  });

  it('refuses what it cannot say: fractions and amounts beyond the hard maximum', () => {
    expect(TERBILANG_MAX).toBe(999_999_999_999_999);
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(TERBILANG_MAX + 1)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
  });

  it('reads a field as typed, and has nothing to say for an empty or too long one', () => {
    expect(wordsOfTyped('2500000', { rupiah: true })).toBe('dua juta lima ratus ribu rupiah');
    expect(wordsOfTyped('0', { rupiah: true })).toBe('nol rupiah');
    expect(wordsOfTyped('-3', { rupiah: false })).toBe('minus tiga');
    expect(wordsOfTyped('12', { rupiah: false })).toBe('dua belas');
    expect(wordsOfTyped('', { rupiah: true })).toBeNull();
    expect(wordsOfTyped('-', { rupiah: false })).toBeNull();
    expect(wordsOfTyped('1'.repeat(16), { rupiah: true })).toBeNull();
  });
});
