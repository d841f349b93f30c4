import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { focusSoftLimit, type SoftLimitTarget } from './focus-question';
import { type Confirmed, needsConfirmation } from './soft-limit';

/**
 * Which questions ask about an amount above their soft limit, and where focus goes as the
 * surveyor answers. Asked when the surveyor leaves the field or submits, never while typing. A
 * submit held back by the question goes on by itself once the last amount is confirmed.
 */
export function useSoftLimit(formRef: RefObject<HTMLFormElement | null>) {
  const [asking, setAsking] = useState<ReadonlySet<number>>(new Set());
  // A new object each time, so the same target is focused again.
  const [focus, setFocus] = useState<{ id: number; target: SoftLimitTarget } | null>(null);
  const submitWaiting = useRef(false);

  // After the render that shows the panel or the note, so the element is there to focus.
  useEffect(() => {
    if (focus && formRef.current) focusSoftLimit(formRef.current, focus.id, focus.target);
  }, [focus, formRef]);

  // Functional updates: a confirmation and the submit it resumes change the set in one handler.
  const add = (ids: number[]) => setAsking((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids])));
  const without = (id: number) =>
    setAsking((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  return {
    isAsking: (id: number) => asking.has(id),

    /** The surveyor leaves the field: an amount above the limit, not confirmed as it is, is asked about. */
    leave(question: Pertanyaan, value: string | undefined, confirmed: Confirmed) {
      if (needsConfirmation(question, value, confirmed)) add([question.id]);
    },

    /** The amount changes: the question waits until the surveyor leaves the field again. */
    changed: without,

    /** Before a submit: true when amounts wait for confirmation (the first one's panel is focused). */
    holdSubmit(shown: readonly Pertanyaan[], answers: Record<number, string>, confirmed: Confirmed): boolean {
      const waiting = shown.filter((question) => needsConfirmation(question, answers[question.id], confirmed));
      submitWaiting.current = waiting.length > 0;
      if (waiting.length === 0) return false;
      add(waiting.map((question) => question.id));
      setFocus({ id: waiting[0].id, target: 'panel' });
      return true;
    },

    /** "Ubah": back to the field; a held submit waits for the next press. */
    edit(id: number) {
      without(id);
      submitWaiting.current = false;
      setFocus({ id, target: 'field' });
    },

    /** "Ya, benar": answers whether a held submit should go on now. */
    confirmed(id: number): boolean {
      without(id);
      if (submitWaiting.current) return true;
      setFocus({ id, target: 'note' });
      return false;
    },
  };
}
