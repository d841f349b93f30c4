import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswerFor, limitMessage, MAX_TEKS_JAWABAN, type QuestionRules } from '../../src/shared/answer-rules';

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

  it('takes digits only, stored with leading zeros removed (docs/api.md#answers)', () => {
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

describe('pilihan', () => {
  const NOT_AN_OPTION = refused('Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.');

  it("takes any short text, trimmed: which options exist is the question's to say (checkAnswerFor)", () => {
    expect(checkAnswer('pilihan', 'VIP', 'Tribun')).toEqual(ok('VIP'));
    expect(checkAnswer('pilihan', '  Reguler ', 'Tribun')).toEqual(ok('Reguler'));
    expect(checkAnswer('pilihan', 5, 'Tribun')).toEqual(ok('5'));
    expect(checkAnswer('pilihan', 'x'.repeat(100), 'Tribun')).toEqual(ok('x'.repeat(100)));
  });

  it('refuses an empty answer, a NUL and more than 100 characters, the longest an option can be', () => {
    for (const raw of ['', '   ', 'a\u0000b', 'x'.repeat(101)]) expect(checkAnswer('pilihan', raw, 'Tribun'), raw).toEqual(NOT_AN_OPTION);
    expect(checkAnswer('pilihan', '')).toEqual(refused('Jawaban harus salah satu pilihan yang tersedia.'));
  });
});

describe('wilayah', () => {
  const NOT_A_CODE = refused('Jawaban untuk "Asal" harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.');

  it('takes a regency code of two and two digits, or LN, trimmed', () => {
    expect(checkAnswer('wilayah', '52.02', 'Asal')).toEqual(ok('52.02'));
    expect(checkAnswer('wilayah', ' LN ', 'Asal')).toEqual(ok('LN'));
    // The shape only: whether 99.99 exists is the list's to say (checkAnswerFor).
    expect(checkAnswer('wilayah', '99.99', 'Asal')).toEqual(ok('99.99'));
  });

  it('refuses anything else: a province code, missing dot, lower-case ln, a name, non-ASCII digits', () => {
    for (const raw of ['', '52', '5202', '52.2', '52.020', '52.02.01', '52,02', 'ln', 'Ln', 'Luar Negeri', 'Lombok Tengah', '５２.０２']) {
      expect(checkAnswer('wilayah', raw, 'Asal'), raw).toEqual(NOT_A_CODE);
    }
    expect(checkAnswer('wilayah', '52')).toEqual(refused('Jawaban harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.'));
  });
});

/** A question as the rules see it; nothing set unless given. */
const question = (fields: Partial<QuestionRules> & Pick<QuestionRules, 'tipe_jawaban'>): QuestionRules => ({
  teks_pertanyaan: 'Malam menginap',
  min: null,
  maks: null,
  pilihan: null,
  ...fields,
});

describe('limitMessage', () => {
  it('says the limits of an angka question with Indonesian thousand separators', () => {
    expect(limitMessage(question({ tipe_jawaban: 'angka', min: 1, maks: 30 }))).toBe('Jawaban harus antara 1 dan 30.');
    expect(limitMessage(question({ tipe_jawaban: 'angka', min: 17 }))).toBe('Jawaban paling kecil 17.');
    expect(limitMessage(question({ tipe_jawaban: 'angka', maks: 2500 }))).toBe('Jawaban paling besar 2.500.');
    expect(limitMessage(question({ tipe_jawaban: 'angka', min: -10, maks: 1_000_000 }))).toBe('Jawaban harus antara -10 dan 1.000.000.');
    // 0 is a limit, not "no limit".
    // One value allowed (days attended at a one-day event) reads naturally.
    expect(limitMessage(question({ tipe_jawaban: 'angka', min: 0, maks: 0 }))).toBe('Jawaban harus tepat 0.');
    expect(limitMessage(question({ tipe_jawaban: 'angka', min: 1, maks: 1 }), 'Isi')).toBe('Isi harus tepat 1.');
  });

  it('writes nominal limits in Rupiah', () => {
    expect(limitMessage(question({ tipe_jawaban: 'nominal', min: 10_000, maks: 2_000_000 }))).toBe(
      'Jawaban harus antara Rp 10.000 dan Rp 2.000.000.',
    );
    expect(limitMessage(question({ tipe_jawaban: 'nominal', min: 500 }))).toBe('Jawaban paling kecil Rp 500.');
    expect(limitMessage(question({ tipe_jawaban: 'nominal', maks: 0 }))).toBe('Jawaban paling besar Rp 0.');
  });

  it('names the subject it is given, and is null without limits', () => {
    expect(limitMessage(question({ tipe_jawaban: 'angka', maks: 7 }), 'Jawaban untuk "Malam menginap"')).toBe(
      'Jawaban untuk "Malam menginap" paling besar 7.',
    );
    expect(limitMessage(question({ tipe_jawaban: 'angka' }))).toBeNull();
    expect(limitMessage(question({ tipe_jawaban: 'nominal' }))).toBeNull();
  });
});

describe('checkAnswerFor', () => {
  it('applies both limits inclusively, unnamed for the form and named for the server', () => {
    const malam = question({ tipe_jawaban: 'angka', min: 1, maks: 30 });
    expect(checkAnswerFor(malam, '1')).toEqual(ok('1', 1));
    expect(checkAnswerFor(malam, 30)).toEqual(ok('30', 30));
    expect(checkAnswerFor(malam, '0')).toEqual(refused('Jawaban harus antara 1 dan 30.'));
    expect(checkAnswerFor(malam, '31')).toEqual(refused('Jawaban harus antara 1 dan 30.'));
    expect(checkAnswerFor(malam, '31', { named: true })).toEqual(refused('Jawaban untuk "Malam menginap" harus antara 1 dan 30.'));
    // The type's rule first: a decimal is refused as such, not as out of range.
    expect(checkAnswerFor(malam, '31.5', { named: true })).toEqual(refused('Jawaban untuk "Malam menginap" harus berupa bilangan bulat.'));
  });

  it('applies one-sided limits, and none when there are none', () => {
    expect(checkAnswerFor(question({ tipe_jawaban: 'angka', min: 17 }), '16')).toEqual(refused('Jawaban paling kecil 17.'));
    expect(checkAnswerFor(question({ tipe_jawaban: 'angka', min: 17 }), '999999')).toEqual(ok('999999', 999_999));
    expect(checkAnswerFor(question({ tipe_jawaban: 'angka', maks: 10 }), '-50')).toEqual(ok('-50', -50));
    expect(checkAnswerFor(question({ tipe_jawaban: 'angka', maks: 10 }), '11')).toEqual(refused('Jawaban paling besar 10.'));
    expect(checkAnswerFor(question({ tipe_jawaban: 'angka' }), '-999999999999999')).toEqual(ok('-999999999999999', -999_999_999_999_999));
  });

  it('applies nominal limits in Rupiah', () => {
    const tiket = question({ teks_pertanyaan: 'Biaya tiket', tipe_jawaban: 'nominal', min: 10_000, maks: 2_000_000 });
    expect(checkAnswerFor(tiket, '10000')).toEqual(ok('10000', 10_000));
    expect(checkAnswerFor(tiket, '02000000')).toEqual(ok('2000000', 2_000_000));
    expect(checkAnswerFor(tiket, '9999', { named: true })).toEqual(
      refused('Jawaban untuk "Biaya tiket" harus antara Rp 10.000 dan Rp 2.000.000.'),
    );
    expect(checkAnswerFor(tiket, '2000001')).toEqual(refused('Jawaban harus antara Rp 10.000 dan Rp 2.000.000.'));
  });

  it('takes only the listed options, exactly as written; without a list any option text passes', () => {
    const tribun = question({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', pilihan: ['VIP', 'Reguler'] });
    expect(checkAnswerFor(tribun, ' Reguler ')).toEqual(ok('Reguler'));
    expect(checkAnswerFor(tribun, 'reguler')).toEqual(refused('Jawaban harus salah satu pilihan yang tersedia.'));
    expect(checkAnswerFor(tribun, 'Festival', { named: true })).toEqual(refused('Jawaban untuk "Tribun" harus salah satu pilihan yang tersedia.'));
    // The server's check of a survey from an older form passes no list (answers.service.ts).
    expect(checkAnswerFor({ ...tribun, pilihan: null }, 'Berdiri')).toEqual(ok('Berdiri'));
  });

  it('checks a region code against the list when it is given, and its shape always', () => {
    const asal = question({ teks_pertanyaan: 'Asal', tipe_jawaban: 'wilayah' });
    const wilayah = new Set(['52.02', 'LN']);
    expect(checkAnswerFor(asal, '52.02', { wilayah })).toEqual(ok('52.02'));
    expect(checkAnswerFor(asal, 'LN', { wilayah })).toEqual(ok('LN'));
    expect(checkAnswerFor(asal, '52.01', { wilayah })).toEqual(refused('Jawaban berisi kode wilayah 52.01 yang tidak dikenal.'));
    expect(checkAnswerFor(asal, '99.99', { wilayah, named: true })).toEqual(refused('Jawaban untuk "Asal" berisi kode wilayah 99.99 yang tidak dikenal.'));
    // Before the form has loaded the list, only the shape can be checked.
    expect(checkAnswerFor(asal, '52.01')).toEqual(ok('52.01'));
    expect(checkAnswerFor(asal, '52-01')).toEqual(refused('Jawaban harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.'));
  });
});
