import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/app-error';
import type { Viewer } from '../work-areas/area-rule';
import { isQuestionnaireVisible, isQuestionVisible } from './questionnaires.repo';
import { QUESTION_NOT_FOUND, QUESTIONNAIRE_NOT_FOUND } from './questionnaires.service';

/**
 * The guards of the routes under /kuesioner/{id} and /pertanyaan/{id}: a questionnaire or question
 * whose event lies outside the caller's work area is answered as one that does not exist, before
 * anything is read or changed (docs/work-areas.md).
 */

export async function assertQuestionnaireVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<void> {
  if (!(await isQuestionnaireVisible(db, id, viewer))) throw notFound(QUESTIONNAIRE_NOT_FOUND);
}

export async function assertQuestionVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<void> {
  if (!(await isQuestionVisible(db, id, viewer))) throw notFound(QUESTION_NOT_FOUND);
}
