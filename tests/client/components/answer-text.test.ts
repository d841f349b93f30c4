import { describe, expect, it } from 'vitest';
import { answerText, type ShownAnswer } from '../../../src/client/components/answers/answer-text';
import { parseWilayahList } from '../../../src/shared/wilayah/wilayah-list';

const wilayah = parseWilayahList('code,province_code,name\n52.02,52,KABUPATEN LOMBOK TENGAH', 'code,name\n52,NUSA TENGGARA BARAT');
const answer = (tipe: ShownAnswer['tipe'], isi: string): ShownAnswer => ({ pertanyaanId: 1, teks: 'T', tipe, isi });

describe('answerText', () => {
  it('shows nominal digits as Rupiah and a region code by its name', () => {
    expect(answerText(answer('nominal', '1500000'), wilayah)).toBe('Rp 1.500.000');
    expect(answerText(answer('wilayah', '52.02'), wilayah)).toBe('Kabupaten Lombok Tengah, Nusa Tenggara Barat');
    expect(answerText(answer('wilayah', 'LN'), wilayah)).toBe('Luar Negeri');
  });

  it('keeps the stored value when it cannot be read better', () => {
    expect(answerText(answer('wilayah', '52.02'), undefined)).toBe('52.02');
    expect(answerText(answer('nominal', 'abc'), wilayah)).toBe('abc');
    expect(answerText(answer(null, '1500000'), wilayah)).toBe('1500000');
    expect(answerText(answer('angka', '12'), wilayah)).toBe('12');
  });
});
