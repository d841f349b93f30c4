import { checkAnswerFor, type KnownCodes } from '../../../shared/answer-rules';
import { visibleQuestionIds } from '../../../shared/question-visibility';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { type Confirmed, isConfirmedAbove } from './soft-limit';

export const REQUIRED_MESSAGE = 'Pertanyaan ini wajib dijawab.';

/** The questions the form asks with these answers: a show-if hides the others. */
export function shownQuestions(questions: readonly Pertanyaan[], answers: Record<number, string>): Pertanyaan[] {
  const visible = visibleQuestionIds(questions, (id) => answers[id]);
  return questions.filter((question) => visible.has(question.id));
}

/**
 * The server's rules, checked first here: every required question that is shown answered, each
 * answer valid for its type, limits, options and (once loaded) the region list. Hidden questions
 * are not asked, so not checked.
 */
export function validateAnswers(
  questions: readonly Pertanyaan[],
  answers: Record<number, string>,
  wilayah?: KnownCodes,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of shownQuestions(questions, answers)) {
    const value = answers[question.id] ?? '';
    if (value.trim() === '') {
      if (question.wajib) errors[question.id] = REQUIRED_MESSAGE;
      continue;
    }
    const checked = checkAnswerFor(question, value, { wilayah });
    if (!checked.ok) errors[question.id] = checked.message;
  }
  return errors;
}

/**
 * What is sent: the answers of the questions shown, the empty optional ones left out; an amount
 * above its soft limit that the surveyor confirmed says so.
 */
export function answersToSend(questions: readonly Pertanyaan[], answers: Record<number, string>, confirmed: Confirmed = {}) {
  return shownQuestions(questions, answers)
    .filter((question) => (answers[question.id] ?? '').trim() !== '')
    .map((question) => ({
      pertanyaan_id: question.id,
      isi_jawaban: answers[question.id],
      ...(isConfirmedAbove(question, answers[question.id], confirmed) ? { dikonfirmasi_surveyor: true } : {}),
    }));
}
