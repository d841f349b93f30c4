import { formatNumber } from '../../../shared/format-number';
import { formatRupiah } from '../../../shared/format-rupiah';
import type { ResponsJawaban, StatusRespons } from '../../../shared/schemas/responses';

/** An answer as a reader expects it: numbers with thousand separators, nominal in Rupiah. */
export function formatAnswer({ tipe_jawaban, isi_jawaban }: Pick<ResponsJawaban, 'tipe_jawaban' | 'isi_jawaban'>): string {
  const number = Number(isi_jawaban);
  if (isi_jawaban.trim() === '' || !Number.isFinite(number)) return isi_jawaban;
  if (tipe_jawaban === 'nominal') return formatRupiah(number);
  if (tipe_jawaban === 'angka') return formatNumber(number);
  return isi_jawaban;
}

/** A value of the correction history, where an answer may have been empty before or after. */
export function formatStoredValue(value: string | null, tipe_jawaban: ResponsJawaban['tipe_jawaban'] | undefined): string {
  if (value === null || value === '') return '(kosong)';
  return tipe_jawaban ? formatAnswer({ tipe_jawaban, isi_jawaban: value }) : value;
}

const PREVIEW_ANSWERS = 2;
const PREVIEW_CHARS = 60;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The first answers, cut short, so a row tells responses apart without the full form. */
export function answerPreview(jawaban: readonly ResponsJawaban[]): { lines: string[]; more: number } {
  const lines = jawaban
    .slice(0, PREVIEW_ANSWERS)
    .map((answer) => shorten(`${answer.teks_pertanyaan}: ${formatAnswer(answer)}`, PREVIEW_CHARS));
  return { lines, more: Math.max(jawaban.length - PREVIEW_ANSWERS, 0) };
}

export const STATUS_LABEL: Record<StatusRespons, string> = { diterima: 'Diterima', dibatalkan: 'Dibatalkan' };

/** A deleted surveyor's responses stay, without a name to show. */
export const DELETED_SURVEYOR = 'Akun terhapus';
