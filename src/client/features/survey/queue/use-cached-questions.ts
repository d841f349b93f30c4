import { useLiveQuery } from 'dexie-react-hooks';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { cachedQuestionsById } from '../../../offline/device-forms';

/**
 * The device's copy of the questions of these questionnaires, by id, so a queued survey's answers
 * read with their questions, offline too. A form the newest bundle dropped is simply missing.
 */
export function useCachedQuestions(kuesionerIds: readonly number[]): Map<number, Pertanyaan> | undefined {
  const key = [...new Set(kuesionerIds)].sort((a, b) => a - b).join(',');
  return useLiveQuery(() => cachedQuestionsById(key === '' ? [] : key.split(',').map(Number)), [key]);
}
