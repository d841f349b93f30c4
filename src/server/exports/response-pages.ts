import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { Database } from '../db/schema';
import { type AnswerRow, readAnswers, readResponses, type SheetPosition } from './exports.repo';
import type { SheetRow } from './survey-workbook';

const MAX_RESPONSES_PER_PAGE = 1000;
// A page is held whole with its answers: capping the answers too keeps a questionnaire of 200
// questions as light in memory as one of 5.
const MAX_ANSWERS_PER_PAGE = 20_000;

export interface ResponseSheetSource {
  db: Kysely<Database>;
  kind: DatabaseKind;
  kuesionerId: number;
  questionIds: number[];
  upToId: number;
  withVoided: boolean;
  /** Only this surveyor's responses (a Surveyor's download). */
  surveyorId?: number;
}

/**
 * A questionnaire's responses up to `upToId`, in the data sheet's order (collection time, then
 * id), as sheet rows, one page per step: a keyset page of responses, then that page's answers.
 */
export async function* responsePages(source: ResponseSheetSource): AsyncGenerator<SheetRow[]> {
  const { db, kind, kuesionerId, questionIds, upToId, withVoided, surveyorId } = source;
  const byAnswers = Math.floor(MAX_ANSWERS_PER_PAGE / Math.max(1, questionIds.length));
  const limit = Math.max(1, Math.min(MAX_RESPONSES_PER_PAGE, byAnswers));
  let after: SheetPosition | undefined;
  for (;;) {
    const responses = await readResponses(db, { kuesionerId, after, upToId, limit, withVoided, surveyorId });
    if (responses.length === 0) return;
    const answers = new Map<number, Map<number, AnswerRow>>();
    for (const answer of await readAnswers(db, kind, responses.map((response) => response.id))) {
      const ofResponse = answers.get(answer.respons_id) ?? new Map<number, AnswerRow>();
      ofResponse.set(answer.pertanyaan_id, answer);
      answers.set(answer.respons_id, ofResponse);
    }
    yield responses.map((response) => ({
      id: response.id,
      diisiPada: response.diisi_pada,
      surveyor: response.surveyor,
      surveyorEmail: response.surveyor_email,
      status: response.status,
      alasanStatus: response.alasan_status,
      waktuPerangkatDiragukan: response.waktu_perangkat_diragukan,
      versiLama: response.versi_lama,
      answers: questionIds.map((id) => answers.get(response.id)?.get(id)),
    }));
    if (responses.length < limit) return;
    const last = responses[responses.length - 1];
    after = { diisiPada: last.diisi_pada, id: last.id };
  }
}
