import { describe, expect, it } from 'vitest';
import { checkAnswer, MAX_TEKS_JAWABAN } from '../../src/shared/answer-rules';

/** shared/answer-rules.ts: the one rule per answer type that the form, the outbox and the server apply. */

const Q = 'Asal kota';
const ok = (value: string, number: number | null = null) => ({ ok: true, value, number });
const refused = (message: string) => ({ ok: false, message });

describe('teks', () => {
  it('keeps the text, trimmed at both ends, inner spaces and line breaks as typed', () => {
    expect(checkAnswer('teks', '  Bandung  ', Q)).toEqual(ok('Bandung'));
    expect(checkAnswer('teks', 'Baris satu\r\nbaris  dua', Q)).toEqual(ok('Baris satu\r\nbaris  dua'));
    expect(checkAnswer('teks', 'Kota Bogor 🏸', Q)).toEqual(ok('Kota Bogor 🏸'));
  });

  it('refuses an empty answer, a NUL character and a text over the limit', () => {
    for (const empty of ['', '   ', '\n\t']) expect(checkAnswer('teks', empty, Q)).toEqual(refused('Jawaban untuk "Asal kota" wajib diisi.'));
    expect(checkAnswer('teks', 'a\u0000b', Q)).toEqual(refused('Jawaban untuk "Asal kota" berisi karakter yang tidak diizinkan.'));
    expect(checkAnswer('teks', 'x'.repeat(MAX_TEKS_JAWABAN), Q)).toEqual(ok('x'.repeat(MAX_TEKS_JAWABAN)));
    expect(checkAnswer('teks', 'x'.repeat(MAX_TEKS_JAWABAN + 1), Q)).toEqual(
      refused(`Jawaban untuk "Asal kota" paling banyak ${MAX_TEKS_JAWABAN} karakter.`),
    );
  });
});

describe('angka', () => {
  const NOT_WHOLE = refused('Jawaban untuk "Usia" harus berupa bilangan bulat.');

  it('takes whole numbers, negative ones included, stored without leading zeros', () => {
    expect(checkAnswer('angka', '42', 'Usia')).toEqual(ok('42', 42));
    expect(checkAnswer('angka', 42, 'Usia')).toEqual(ok('42', 42));
    expect(checkAnswer('angka', ' 007 ', 'Usia')).toEqual(ok('7', 7));
    expect(checkAnswer('angka', '-3', 'Usia')).toEqual(ok('-3', -3));
    expect(checkAnswer('angka', '-0', 'Usia')).toEqual(ok('0', -0));
    expect(checkAnswer('angka', '999999999999999', 'Usia')).toEqual(ok('999999999999999', 999_999_999_999_999));
  });

  it('refuses decimals, signs other than minus, separators, letters, non-ASCII digits and more than 15 digits', () => {
    for (const raw of ['', '1.5', '1,5', '+3', '1 000', '1.000', '12a', 'e3', '٣', '１２', '1234567890123456', '--1', 'NaN']) {
      expect(checkAnswer('angka', raw, 'Usia'), raw).toEqual(NOT_WHOLE);
    }
  });
});

describe('nominal', () => {
  const NOT_RUPIAH = refused('Jawaban untuk "Biaya" harus berupa nominal Rupiah tanpa tanda atau koma.');

  it('takes digits only, stored with leading zeros removed (spec section 5)', () => {
    expect(checkAnswer('nominal', '1500000', 'Biaya')).toEqual(ok('1500000', 1_500_000));
    expect(checkAnswer('nominal', '0001500', 'Biaya')).toEqual(ok('1500', 1500));
    expect(checkAnswer('nominal', '0', 'Biaya')).toEqual(ok('0', 0));
    expect(checkAnswer('nominal', 250000, 'Biaya')).toEqual(ok('250000', 250_000));
  });

  it('refuses a sign, separators, a currency prefix, decimals and more than 15 digits', () => {
    for (const raw of ['', '-5000', '+5000', '1.500.000', '1,500,000', 'Rp 5000', '5000.50', '１０００', '1234567890123456']) {
      expect(checkAnswer('nominal', raw, 'Biaya'), raw).toEqual(NOT_RUPIAH);
    }
  });
});

describe('ya_tidak', () => {
  it('takes exactly Ya or Tidak, and nothing else', () => {
    expect(checkAnswer('ya_tidak', 'Ya', 'Puas?')).toEqual(ok('Ya'));
    expect(checkAnswer('ya_tidak', ' Tidak ', 'Puas?')).toEqual(ok('Tidak'));
    for (const raw of ['ya', 'YA', 'tidak', 'Y', 'T', 'true', '1', '']) {
      expect(checkAnswer('ya_tidak', raw, 'Puas?'), raw).toEqual(refused('Jawaban untuk "Puas?" harus "Ya" atau "Tidak".'));
    }
  });
});
