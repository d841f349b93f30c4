import { checkAnswerFor } from '../../../shared/answer-rules';
import { NUMBER_TYPES } from '../../../shared/question-types';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';

/** The amounts the surveyor said are right, by question: the value as it was when confirmed. */
export type Confirmed = Readonly<Record<number, string>>;

const WHOLE_NUMBER = /^-?\d{1,15}$/;

/**
 * Whether a valid answer lies above its question's soft limit (batas_wajar), so the form asks
 * before taking it; an answer the rules refuse (above maks) gets its error instead. A question
 * cached by an older app has no batas_wajar at all: no limit.
 */
export function aboveSoftLimit(question: Pertanyaan, value: string | undefined): boolean {
  const limit = question.batas_wajar ?? null;
  if (limit === null || !NUMBER_TYPES.includes(question.tipe_jawaban) || value === undefined) return false;
  return WHOLE_NUMBER.test(value) && Number(value) > limit && checkAnswerFor(question, value).ok;
}

/** Above the soft limit and not confirmed as it is now: a changed amount is asked about again. */
export function needsConfirmation(question: Pertanyaan, value: string | undefined, confirmed: Confirmed): boolean {
  return aboveSoftLimit(question, value) && confirmed[question.id] !== value;
}

/** Above the soft limit and confirmed as it is: sent with dikonfirmasi_surveyor. */
export function isConfirmedAbove(question: Pertanyaan, value: string | undefined, confirmed: Confirmed): boolean {
  return aboveSoftLimit(question, value) && confirmed[question.id] === value;
}
