import { formatRupiah } from './format-rupiah';
import { PILIHAN_TEKS_MAX, type TipeJawaban } from './question-types';
import type { Pertanyaan } from './schemas/questionnaires';
import { isStorableText } from './text-rules';
import { WILAYAH_CODE_PATTERN } from './wilayah/wilayah-list';

/**
 * The rule for each answer type, shared by the survey form, the outbox and the server. Kept free of
 * zod so the surveyor's phone does not download a schema library to check a number.
 */

export const MAX_TEKS_JAWABAN = 2000;
export const MAX_BATCH_ITEMS = 100;

export type AnswerCheck = { ok: true; value: string; number: number | null } | { ok: false; message: string };

const INTEGER = /^-?\d{1,15}$/;
const NON_NEGATIVE_INTEGER = /^\d{1,15}$/;

/** Messages name the question on the server; the form shows them under the question, unnamed. */
const subjectOf = (question: string | undefined) => (question === undefined ? 'Jawaban' : `Jawaban untuk "${question}"`);

/**
 * The rule for one answer of a given type, shared by the survey form and the server. Returns the
 * value as stored (text) and its number for angka and nominal.
 */
export function checkAnswer(tipe: TipeJawaban, raw: string | number, question?: string): AnswerCheck {
  const text = String(raw).trim();
  const subject = subjectOf(question);
  switch (tipe) {
    case 'teks':
      if (text === '') return { ok: false, message: `${subject} wajib diisi.` };
      // The raw answer: a character the trim would drop (a vertical tab at the end) is refused too.
      if (!isStorableText(String(raw))) {
        return { ok: false, message: `${subject} berisi karakter yang tidak diizinkan.` };
      }
      if (text.length > MAX_TEKS_JAWABAN) {
        return { ok: false, message: `${subject} paling banyak ${MAX_TEKS_JAWABAN} karakter.` };
      }
      return { ok: true, value: text, number: null };
    case 'angka': {
      if (!INTEGER.test(text)) return { ok: false, message: `${subject} harus berupa bilangan bulat.` };
      const number = Number(text);
      return { ok: true, value: String(number), number };
    }
    case 'nominal': {
      if (!NON_NEGATIVE_INTEGER.test(text)) {
        return { ok: false, message: `${subject} harus berupa nominal Rupiah tanpa tanda atau koma.` };
      }
      const number = Number(text);
      return { ok: true, value: String(number), number };
    }
    case 'ya_tidak':
      if (text !== 'Ya' && text !== 'Tidak') {
        return { ok: false, message: `${subject} harus "Ya" atau "Tidak".` };
      }
      return { ok: true, value: text, number: null };
    case 'pilihan':
      if (text === '' || text.length > PILIHAN_TEKS_MAX || !isStorableText(String(raw))) {
        return { ok: false, message: `${subject} harus salah satu pilihan yang tersedia.` };
      }
      return { ok: true, value: text, number: null };
    case 'wilayah':
      if (!WILAYAH_CODE_PATTERN.test(text)) {
        return { ok: false, message: `${subject} harus kode wilayah, misalnya 52.02, atau LN untuk luar negeri.` };
      }
      return { ok: true, value: text, number: null };
  }
}

/** What the question-level rules need of a question: its type and its settings. */
export type QuestionRules = Pick<Pertanyaan, 'teks_pertanyaan' | 'tipe_jawaban' | 'min' | 'maks' | 'pilihan'>;

/** Answers the question whether a region code is in the list (the list is loaded by the caller). */
export interface KnownCodes {
  has(code: string): boolean;
}

/** A limit of an angka or nominal answer as people read it: "Rp 5.000.000", "1.000". */
export const formatLimit = (tipe: TipeJawaban, value: number) =>
  tipe === 'nominal' ? formatRupiah(value) : new Intl.NumberFormat('id-ID').format(value);

/** The limits of an angka or nominal question in words ("Jawaban harus antara 1 dan 30."), or null. */
export function limitMessage(question: QuestionRules, subject = 'Jawaban'): string | null {
  const { min, maks, tipe_jawaban: tipe } = question;
  // One value allowed (days attended at a one-day event): "harus tepat 1", not "antara 1 dan 1".
  if (min !== null && min === maks) return `${subject} harus tepat ${formatLimit(tipe, min)}.`;
  if (min !== null && maks !== null) return `${subject} harus antara ${formatLimit(tipe, min)} dan ${formatLimit(tipe, maks)}.`;
  if (min !== null) return `${subject} paling kecil ${formatLimit(tipe, min)}.`;
  if (maks !== null) return `${subject} paling besar ${formatLimit(tipe, maks)}.`;
  return null;
}

/**
 * The whole rule for one answer to a question: its type's rule, then the question's own limits,
 * options and region list. `named`: the server's messages name the question, the form's do not.
 */
export function checkAnswerFor(
  question: QuestionRules,
  raw: string | number,
  { wilayah, named = false }: { wilayah?: KnownCodes; named?: boolean } = {},
): AnswerCheck {
  const label = named ? question.teks_pertanyaan : undefined;
  const checked = checkAnswer(question.tipe_jawaban, raw, label);
  if (!checked.ok) return checked;
  const subject = subjectOf(label);
  const { min, maks } = question;
  if (checked.number !== null && ((min !== null && checked.number < min) || (maks !== null && checked.number > maks))) {
    return { ok: false, message: limitMessage(question, subject) ?? '' };
  }
  if (question.tipe_jawaban === 'pilihan' && question.pilihan !== null && !question.pilihan.includes(checked.value)) {
    return { ok: false, message: `${subject} harus salah satu pilihan yang tersedia.` };
  }
  if (question.tipe_jawaban === 'wilayah' && wilayah && !wilayah.has(checked.value)) {
    return { ok: false, message: `${subject} berisi kode wilayah ${checked.value} yang tidak dikenal.` };
  }
  return checked;
}
