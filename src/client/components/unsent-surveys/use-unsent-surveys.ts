import { useLiveQuery } from 'dexie-react-hooks';
import { cachedQuestionsById } from '../../offline/device-forms';
import { unsentSurveysOf } from '../../offline/device-queue';
import type { UnsentItem } from '../../offline/offline-db';
import type { ShownAnswer } from '../answers/answer-list';

/** Enough answers to tell one respondent from the next without opening the survey. */
export const PREVIEW_ANSWERS = 3;

/** A survey still on this device, with its answers named by the questions cached with the forms. */
export interface UnsentSurvey {
  item: UnsentItem;
  answers: ShownAnswer[];
}

/**
 * The user's surveys not yet on the server (pending and failed): the one list behind the survey
 * screen's queue and the history's waiting list. Read from the device alone, so it works offline,
 * and live, so a drain that sends one removes it at once. The questions are read with the items,
 * so no answer shows a question's id for a moment before its text.
 */
export function useUnsentSurveys(userId: number, order: 'oldest-first' | 'newest-first'): UnsentSurvey[] | undefined {
  return useLiveQuery(async () => {
    const items = await unsentSurveysOf(userId);
    const questions = await cachedQuestionsById([...new Set(items.map((item) => item.kuesionerId))]);
    const surveys = items.map((item) => ({
      item,
      answers: item.jawaban.map(({ pertanyaan_id, isi_jawaban }): ShownAnswer => {
        const question = questions.get(pertanyaan_id);
        return {
          pertanyaanId: pertanyaan_id,
          teks: question?.teks_pertanyaan ?? null,
          tipe: question?.tipe_jawaban ?? null,
          // The request schema takes a number too, though the form always stores text.
          isi: String(isi_jawaban),
        };
      }),
    }));
    return order === 'newest-first' ? surveys.reverse() : surveys;
  }, [userId, order]);
}
