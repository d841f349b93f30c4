import { checkAnswer } from '../../../shared/answer-rules';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';

export const REQUIRED_MESSAGE = 'Pertanyaan ini wajib dijawab.';

/** Every question required, each answer valid for its type: the server's rules, checked first here. */
export function validateAnswers(questions: Pertanyaan[], answers: Record<number, string>): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of questions) {
    const value = answers[question.id] ?? '';
    if (value.trim() === '') {
      errors[question.id] = REQUIRED_MESSAGE;
      continue;
    }
    const checked = checkAnswer(question.tipe_jawaban, value, question.teks_pertanyaan);
    if (!checked.ok) errors[question.id] = checked.message;
  }
  return errors;
}
