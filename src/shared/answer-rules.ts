import type { TipeJawaban } from './schemas/questionnaires';
import { hasNoNul } from './text-rules';

/**
 * The rule for each answer type, shared by the survey form, the outbox and the server. Kept free of
 * zod so the surveyor's phone does not download a schema library to check a number.
 */

export const MAX_TEKS_JAWABAN = 2000;
export const MAX_BATCH_ITEMS = 100;

export type AnswerCheck = { ok: true; value: string; number: number | null } | { ok: false; message: string };

const INTEGER = /^-?\d{1,15}$/;
const NON_NEGATIVE_INTEGER = /^\d{1,15}$/;

/**
 * The rule for one answer of a given type, shared by the survey form and the server. Returns the
 * value as stored (text) and its number for angka and nominal.
 */
export function checkAnswer(tipe: TipeJawaban, raw: string | number, question: string): AnswerCheck {
  const text = String(raw).trim();
  switch (tipe) {
    case 'teks':
      if (text === '') return { ok: false, message: `Jawaban untuk "${question}" wajib diisi.` };
      if (!hasNoNul(text)) {
        return { ok: false, message: `Jawaban untuk "${question}" berisi karakter yang tidak diizinkan.` };
      }
      if (text.length > MAX_TEKS_JAWABAN) {
        return { ok: false, message: `Jawaban untuk "${question}" paling banyak ${MAX_TEKS_JAWABAN} karakter.` };
      }
      return { ok: true, value: text, number: null };
    case 'angka': {
      if (!INTEGER.test(text)) return { ok: false, message: `Jawaban untuk "${question}" harus berupa bilangan bulat.` };
      const number = Number(text);
      return { ok: true, value: String(number), number };
    }
    case 'nominal': {
      if (!NON_NEGATIVE_INTEGER.test(text)) {
        return { ok: false, message: `Jawaban untuk "${question}" harus berupa nominal Rupiah tanpa tanda atau koma.` };
      }
      const number = Number(text);
      return { ok: true, value: String(number), number };
    }
    case 'ya_tidak':
      if (text !== 'Ya' && text !== 'Tidak') {
        return { ok: false, message: `Jawaban untuk "${question}" harus "Ya" atau "Tidak".` };
      }
      return { ok: true, value: text, number: null };
  }
}
