import type { ResponsJawaban, StatusRespons } from '../../../shared/schemas/responses';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { formatAnswer } from '../../lib/format-answer';

const PREVIEW_ANSWERS = 2;
const PREVIEW_CHARS = 60;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The answers a row of the list shows: the first few. */
export const previewedAnswers = (jawaban: readonly ResponsJawaban[]) => jawaban.slice(0, PREVIEW_ANSWERS);

/**
 * The first answers, cut short, so a row tells responses apart without the full form. A region
 * shows its name alone ("Kota Surabaya"; the detail adds its province and code), its code only
 * while the region list loads.
 */
export function answerPreview(jawaban: readonly ResponsJawaban[], regions: WilayahList | undefined): { lines: string[]; more: number } {
  const lines = previewedAnswers(jawaban).map((answer) => {
    const value =
      answer.tipe_jawaban === 'wilayah'
        ? (regions?.byCode.get(answer.isi_jawaban)?.nama ?? answer.isi_jawaban)
        : formatAnswer(answer.tipe_jawaban, answer.isi_jawaban, undefined);
    return shorten(`${answer.teks_pertanyaan}: ${value}`, PREVIEW_CHARS);
  });
  return { lines, more: Math.max(jawaban.length - PREVIEW_ANSWERS, 0) };
}

export const STATUS_LABEL: Record<StatusRespons, string> = { diterima: 'Diterima', dibatalkan: 'Dibatalkan' };

/** A deleted surveyor's responses stay, without a name to show. */
export const DELETED_SURVEYOR = 'Akun terhapus';
