/**
 * Takes the surveyor to a question the submit refused: the question in sight (its scroll margin
 * keeps it clear of the sticky bars) and its control focused, so a screen reader reads its error.
 * A choice gets its chosen option, else its first; a chosen region its "Ganti" button.
 */
export function focusQuestion(form: HTMLElement, questionId: number): void {
  const block = form.querySelector<HTMLElement>(`[data-question-id="${questionId}"]`);
  if (!block) return;
  const control =
    block.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    block.querySelector<HTMLElement>('input[type="radio"]') ??
    block.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)') ??
    block.querySelector<HTMLElement>('input, textarea, select, button');
  control?.focus({ preventScroll: true });
  block.scrollIntoView({ block: 'start' });
}

/** Where the soft limit's question sends focus: its panel, back to the field, or the note that it is confirmed. */
export type SoftLimitTarget = 'panel' | 'field' | 'note';

const SOFT_LIMIT_SELECTORS: Record<SoftLimitTarget, string> = {
  panel: '[data-soft-limit]',
  field: 'input',
  note: '[data-soft-limit-note]',
};

/** Focus to the soft limit's panel of a question (brought into view), its field, or its confirmed note. */
export function focusSoftLimit(form: HTMLElement, questionId: number, target: SoftLimitTarget): void {
  const block = form.querySelector<HTMLElement>(`[data-question-id="${questionId}"]`);
  block?.querySelector<HTMLElement>(SOFT_LIMIT_SELECTORS[target])?.focus({ preventScroll: target === 'panel' });
  if (target === 'panel') block?.scrollIntoView({ block: 'start' });
}
