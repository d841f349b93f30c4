import { checkAnswerFor } from '../../shared/answer-rules';
import { visibleQuestionIds } from '../../shared/question-visibility';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { badRequest } from '../http/app-error';
import { wilayahList } from '../wilayah/wilayah';

/** The corrected answer as it will be stored: null clears it. */
export interface CheckedCorrection {
  isi_jawaban: string;
  nilai_angka: number | null;
}

const field = (message: string) => badRequest(message, { nilai: message });

/**
 * The rules of a submission (check-submission.ts) for one corrected answer, on the questions as
 * they are now: the value fits its type, limits, options and region list; a required question
 * that is shown is not cleared; an answer goes only to a question that is shown. What the change
 * does to the other questions is judged too: a question it hides must not keep an answer, and a
 * required question it shows must already be answered. What was already there before the
 * correction (a question added since, a rule changed since) is not the reviewer's doing and is
 * left alone.
 */
export function checkCorrection(
  questions: readonly Pertanyaan[],
  answers: ReadonlyMap<number, string>,
  question: Pertanyaan,
  nilai: string | null,
): CheckedCorrection | null {
  const raw = nilai ?? '';
  let corrected: CheckedCorrection | null = null;
  if (raw.trim() !== '') {
    const checked = checkAnswerFor(question, raw, { wilayah: wilayahList().byCode, named: true });
    if (!checked.ok) throw field(checked.message);
    corrected = { isi_jawaban: checked.value, nilai_angka: checked.number };
  }
  if ((answers.get(question.id) ?? null) === (corrected?.isi_jawaban ?? null)) {
    throw field('Nilai baru sama dengan jawaban sekarang, jadi tidak ada yang dikoreksi.');
  }

  const after = new Map(answers);
  if (corrected) after.set(question.id, corrected.isi_jawaban);
  else after.delete(question.id);
  const shownBefore = visibleQuestionIds(questions, (id) => answers.get(id));
  const shownAfter = visibleQuestionIds(questions, (id) => after.get(id));

  if (!shownAfter.has(question.id)) {
    if (corrected) throw field(`Pertanyaan "${question.teks_pertanyaan}" tidak ditampilkan untuk jawaban ini, jadi tidak boleh dijawab.`);
  } else if (!corrected && question.wajib) {
    throw field(`Pertanyaan "${question.teks_pertanyaan}" wajib dijawab, jadi jawabannya tidak boleh dikosongkan.`);
  }
  const hidden = questions.find((other) => other.id !== question.id && after.has(other.id) && shownBefore.has(other.id) && !shownAfter.has(other.id));
  if (hidden) {
    throw field(
      `Dengan nilai ini pertanyaan "${hidden.teks_pertanyaan}" tidak ditampilkan lagi, padahal sudah dijawab. Koreksi jawaban itu lebih dahulu.`,
    );
  }
  const missing = questions.find((other) => other.wajib && !after.has(other.id) && shownAfter.has(other.id) && !shownBefore.has(other.id));
  if (missing) {
    throw field(`Dengan nilai ini pertanyaan "${missing.teks_pertanyaan}" ditampilkan dan wajib dijawab, padahal belum ada jawabannya.`);
  }
  return corrected;
}
