import { useEffect, useRef, useState } from 'react';
import { draftOf, keepDraft } from '../../offline/device-forms';
import type { DraftFields } from '../../offline/drafts';

const EMPTY: DraftFields = { eventId: null, kuesionerId: null, answers: {}, dikonfirmasi: {} };

/**
 * The form's state, saved to the device on every change and restored after a reload or a killed
 * tab. Writes are chained in order, so an older keystroke never lands after a newer one, and
 * `settled()` lets a submit wait for the last of them.
 */
export function useSurveyDraft(userId: number) {
  const [draft, setDraft] = useState<DraftFields>(EMPTY);
  const [restored, setRestored] = useState<boolean | undefined>(undefined);
  const [storageError, setStorageError] = useState<unknown>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    draftOf(userId)
      .then((stored) => {
        if (cancelled) return;
        if (stored) {
          setDraft({ eventId: stored.eventId, kuesionerId: stored.kuesionerId, answers: stored.answers, dikonfirmasi: stored.dikonfirmasi ?? {} });
        }
        setRestored(Boolean(stored && Object.keys(stored.answers).length > 0));
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setStorageError(error);
          setRestored(false);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  function update(next: DraftFields) {
    setDraft(next);
    writes.current = writes.current
      .then(() => keepDraft(userId, next))
      .then(() => setStorageError(null))
      .catch((error: unknown) => setStorageError(error));
  }

  return { draft, update, restored, storageError, settled: () => writes.current };
}
