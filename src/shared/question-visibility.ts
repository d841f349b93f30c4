import type { TampilJika } from './schemas/questionnaires';

interface Conditional {
  id: number;
  tampil_jika: TampilJika | null;
}

/**
 * The questions asked, given the answers so far, in the form's order: a question with a show-if
 * is asked only when the question it names is asked and answered with that value. A show-if may
 * only name an earlier question (the server refuses anything else), so one pass in order settles
 * chains: a question that depends on a hidden one is hidden too.
 */
export function visibleQuestionIds(
  questions: readonly Conditional[],
  answerOf: (pertanyaanId: number) => string | undefined,
): Set<number> {
  const visible = new Set<number>();
  for (const question of questions) {
    const condition = question.tampil_jika;
    if (!condition || (visible.has(condition.pertanyaan_id) && answerOf(condition.pertanyaan_id)?.trim() === condition.nilai)) {
      visible.add(question.id);
    }
  }
  return visible;
}
