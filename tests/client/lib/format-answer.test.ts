import { describe, expect, it } from 'vitest';
import { formatAnswer, formatStoredValue } from '../../../src/client/lib/format-answer';
import { TIPE_JAWABAN, type TipeJawaban } from '../../../src/shared/question-types';
import { parseWilayahList } from '../../../src/shared/wilayah/wilayah-list';

const wilayah = parseWilayahList('code,province_code,name\n52.02,52,KABUPATEN LOMBOK TENGAH', 'code,name\n52,NUSA TENGGARA BARAT');

describe('formatAnswer', () => {
  // Every type has a line here: a type added to TIPE_JAWABAN without one fails the count below.
  const shown: Record<TipeJawaban, [string, string][]> = {
    teks: [['Dekat stadion, 1500 m', 'Dekat stadion, 1500 m']],
    angka: [
      ['1500', '1.500'],
      ['12', '12'],
      ['-3', '-3'],
      ['banyak', 'banyak'],
    ],
    nominal: [
      ['1500000', 'Rp 1.500.000'],
      ['0', 'Rp 0'],
      ['abc', 'abc'],
    ],
    ya_tidak: [['Ya', 'Ya']],
    pilihan: [['1500', '1500']],
    wilayah: [
      ['52.02', 'Kabupaten Lombok Tengah, Nusa Tenggara Barat (52.02)'],
      ['LN', 'Luar Negeri (LN)'],
      ['99.99', '99.99'],
    ],
  };

  it('shows each type as a reader expects it: Indonesian thousands, Rupiah, a region by name with its code', () => {
    expect(Object.keys(shown).sort()).toEqual([...TIPE_JAWABAN].sort());
    for (const tipe of TIPE_JAWABAN) {
      for (const [isi, text] of shown[tipe]) expect(formatAnswer(tipe, isi, wilayah), `${tipe} ${isi}`).toBe(text);
    }
  });

  it('shows a region code as stored until the region list is loaded', () => {
    expect(formatAnswer('wilayah', '52.02', undefined)).toBe('52.02');
  });

  it('writes an empty value of a correction as "(kosong)", and one of an unknown type as stored', () => {
    expect(formatStoredValue('angka', null, undefined)).toBe('(kosong)');
    expect(formatStoredValue('nominal', '', undefined)).toBe('(kosong)');
    expect(formatStoredValue('angka', '1500', undefined)).toBe('1.500');
    expect(formatStoredValue(null, '1500000', wilayah)).toBe('1500000');
    expect(formatStoredValue(undefined, '52.02', wilayah)).toBe('52.02');
  });
});
