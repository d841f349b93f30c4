import { describe, expect, it } from 'vitest';
import { formatRupiah, formatThousands, nominalDigits } from '../../src/shared/format-rupiah';

describe('Rupiah formatting', () => {
  it('writes Rupiah with Indonesian thousand separators', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp 1.500.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatThousands('1234567')).toBe('1.234.567');
    expect(formatThousands('')).toBe('');
  });

  it('keeps digits only, without leading zeros', () => {
    expect(nominalDigits('Rp 01.500')).toBe('1500');
    expect(nominalDigits('000')).toBe('0');
    expect(nominalDigits('abc')).toBe('');
    expect(nominalDigits('-2.000,50')).toBe('200050');
  });
});
