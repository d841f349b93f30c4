import type { ResponsJawaban, StatusRespons } from '../../../shared/schemas/responses';
import { formatAnswer } from '../../lib/format-answer';

const PREVIEW_ANSWERS = 2;
const PREVIEW_CHARS = 60;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The first answers, cut short, so a row tells responses apart without the full form. A region
 * shows its code: the list does not load the region names.
 */
export function answerPreview(jawaban: readonly ResponsJawaban[]): { lines: string[]; more: number } {
  const lines = jawaban
    .slice(0, PREVIEW_ANSWERS)
    .map((answer) => shorten(`${answer.teks_pertanyaan}: ${formatAnswer(answer.tipe_jawaban, answer.isi_jawaban, undefined)}`, PREVIEW_CHARS));
  return { lines, more: Math.max(jawaban.length - PREVIEW_ANSWERS, 0) };
}

export const STATUS_LABEL: Record<StatusRespons, string> = { diterima: 'Diterima', dibatalkan: 'Dibatalkan' };

/** A deleted surveyor's responses stay, without a name to show. */
export const DELETED_SURVEYOR = 'Akun terhapus';
