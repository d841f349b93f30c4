import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AnswerRow, readAnswers, readResponses } from './exports.repo';
import type { SheetRow } from './survey-workbook';

const MAX_RESPONSES_PER_PAGE = 1000;
// A page is held whole with its answers: capping the answers too keeps a questionnaire of 200
// questions as light in memory as one of 5.
const MAX_ANSWERS_PER_PAGE = 20_000;

/**
 * A questionnaire's responses up to `upToId`, in id order, as sheet rows, one page per step:
 * keyset pagination on (kuesioner_id, id), then the answers of that page alone.
 */
export async function* responsePages(
  db: Kysely<Database>,
  kuesionerId: number,
  questionIds: number[],
  upToId: number,
): AsyncGenerator<SheetRow[]> {
  const byAnswers = Math.floor(MAX_ANSWERS_PER_PAGE / Math.max(1, questionIds.length));
  const limit = Math.max(1, Math.min(MAX_RESPONSES_PER_PAGE, byAnswers));
  let afterId = 0;
  for (;;) {
    const responses = await readResponses(db, { kuesionerId, afterId, upToId, limit });
    if (responses.length === 0) return;
    const lastId = responses[responses.length - 1].id;
    const answers = new Map<number, Map<number, AnswerRow>>();
    for (const answer of await readAnswers(db, kuesionerId, responses[0].id, lastId)) {
      const ofResponse = answers.get(answer.respons_id) ?? new Map<number, AnswerRow>();
      ofResponse.set(answer.pertanyaan_id, answer);
      answers.set(answer.respons_id, ofResponse);
    }
    yield responses.map((response) => ({
      diisiPada: response.diisi_pada,
      surveyor: response.surveyor,
      answers: questionIds.map((id) => answers.get(response.id)?.get(id)),
    }));
    if (responses.length < limit) return;
    afterId = lastId;
  }
}
