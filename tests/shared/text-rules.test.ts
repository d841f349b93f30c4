import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../src/shared/answer-rules';
import { requiredText } from '../../src/shared/schemas/fields';
import { isStorableText } from '../../src/shared/text-rules';

describe('text the server keeps exactly', () => {
  it('keeps tab, line feed, carriage return and every real character', () => {
    for (const text of ['a\tb', 'a\r\nb', 'a\rb', '🏃‍♀️ lari', 'e\u0301', '\u00A0\u00AD\uFFFD', '𠮷', 'سلام']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses other controls, DEL, C1 controls, noncharacters and lone surrogates', () => {
    for (const text of ['\u0000', 'a\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009F', '\uFFFE', '\uFFFF', '\uD83C', 'a\uDF89b', '\uDF89\uD83C']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses the bidirectional embedding, override and isolate controls, which reorder what is shown', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(isStorableText(`Bandung${String.fromCharCode(code)}gnudnaB`), code.toString(16)).toBe(false);
    }
    for (const code of [0x2029, 0x202f, 0x2065, 0x206a, 0x200e, 0x200f]) expect(isStorableText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
  });

  it('refuses a vertical tab or form feed at the ends instead of trimming it away', () => {
    expect(requiredText('Nama', 100).safeParse('Budi\u000B').success).toBe(false);
    expect(requiredText('Nama', 100).safeParse('\u000CBudi').success).toBe(false);
    expect(requiredText('Nama', 100).parse('  Budi  ')).toBe('Budi');
    expect(checkAnswer('teks', 'ramai\u000B')).toMatchObject({ ok: false, message: 'Jawaban berisi karakter yang tidak diizinkan.' });
    expect(checkAnswer('teks', ' ramai ')).toEqual({ ok: true, value: 'ramai', number: null });
  });
});
