import { useLiveQuery } from 'dexie-react-hooks';
import { cachedQuestionsById } from '../../../offline/device-forms';
import { unsentSurveysOf } from '../../../offline/device-queue';
import type { UnsentItem } from '../../../offline/offline-db';
import type { ShownAnswer } from '../answer-list';

/** A phone's list stays short to read: the rest of a survey waits in the queue untouched. */
export const PREVIEW_ANSWERS = 3;

export interface WaitingSurvey {
  item: UnsentItem;
  preview: ShownAnswer[];
}

/**
 * The user's surveys not yet on the server (pending and failed), newest first like the sent
 * list, each with its first answers named by the questions cached with the forms. Read from the
 * device alone, so it works offline, and live, so a drain that sends one removes it at once.
 */
export function useWaitingSurveys(userId: number): WaitingSurvey[] | undefined {
  return useLiveQuery(async () => {
    const items = (await unsentSurveysOf(userId)).reverse();
    const questions = await cachedQuestionsById([...new Set(items.map((item) => item.kuesionerId))]);
    return items.map((item) => ({
      item,
      preview: item.jawaban.slice(0, PREVIEW_ANSWERS).map((answer) => {
        const question = questions.get(answer.pertanyaan_id);
        return {
          pertanyaanId: answer.pertanyaan_id,
          teks: question?.teks_pertanyaan ?? null,
          tipe: question?.tipe_jawaban ?? null,
          isi: String(answer.isi_jawaban),
        };
      }),
    }));
  }, [userId]);
}
