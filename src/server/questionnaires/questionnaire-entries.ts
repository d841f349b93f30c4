import type { Kysely } from 'kysely';
import type { Kuesioner, Pertanyaan } from '../../shared/schemas/questionnaires';
import { changedFields, pickFields } from '../audit/changed-fields';
import type { ActivityInput, ActivityTarget, ChangedFields } from '../audit/record-activity';
import type { Database } from '../db/schema';
import { findQuestionnaire } from './questionnaires.repo';

/**
 * What the activity log records of questionnaires and questions (docs/activity-log.md): their
 * fields by their API names; every entry names the event, which decides who reads it.
 */

export const KUESIONER_FIELDS = ['tipe_responden', 'nama_kuesioner', 'target_sampel'] as const;

/** A question's settings; `kuesioner_id` and `urutan` only where it is added or removed. */
export const PERTANYAAN_FIELDS = [
  'teks_pertanyaan',
  'tipe_jawaban',
  'wajib',
  'min',
  'maks',
  'pilihan',
  'tampil_jika',
  'peran_ekonomi',
  'batas_wajar',
] as const;
const PERTANYAAN_PLACED_FIELDS = ['kuesioner_id', 'urutan', ...PERTANYAAN_FIELDS] as const;

/** The fields the ready-made economic set rewords (economic-question-set.ts). */
const REWORDED_FIELDS = ['teks_pertanyaan', 'min', 'maks', 'batas_wajar'] as const;

export const kuesionerTarget = (kuesioner: Kuesioner): ActivityTarget => ({ kind: 'kuesioner', id: kuesioner.id, name: kuesioner.tipe_responden });

/** An entry about the questionnaire itself. */
export function kuesionerEntry(kuesioner: Kuesioner, action: ActivityInput['action'], fields: { before?: ChangedFields; after?: ChangedFields }): ActivityInput {
  return { action, target: kuesionerTarget(kuesioner), eventId: kuesioner.event_id, ...fields };
}

export const kuesionerFields = (kuesioner: Kuesioner): ChangedFields => pickFields(kuesioner, KUESIONER_FIELDS);

/** A question added or removed: the question with its questionnaire, place and settings on one side. */
export async function pertanyaanEntry(
  db: Kysely<Database>,
  question: Pertanyaan,
  action: 'pertanyaan_dibuat' | 'pertanyaan_dihapus',
): Promise<ActivityInput | null> {
  const kuesioner = await findQuestionnaire(db, question.kuesioner_id);
  if (!kuesioner) return null;
  const fields = pickFields(question, PERTANYAAN_PLACED_FIELDS);
  return {
    action,
    target: { kind: 'pertanyaan', id: question.id, name: question.teks_pertanyaan },
    eventId: kuesioner.event_id,
    ...(action === 'pertanyaan_dibuat' ? { after: fields } : { before: fields }),
  };
}

/** A question's edit: only the settings that changed, or null when none did (no entry). */
export async function pertanyaanEdit(db: Kysely<Database>, before: Pertanyaan, after: Pertanyaan): Promise<ActivityInput | null> {
  const changes = changedFields(before, after, PERTANYAAN_FIELDS);
  const kuesioner = changes && (await findQuestionnaire(db, after.kuesioner_id));
  if (!changes || !kuesioner) return null;
  return { action: 'pertanyaan_diubah', target: { kind: 'pertanyaan', id: after.id, name: after.teks_pertanyaan }, eventId: kuesioner.event_id, ...changes };
}

/** The set's rewording of several questions: for each, its id and the fields that changed. */
export function rewordedFields(changes: readonly { before: Pertanyaan; after: Pertanyaan }[]): { before: ChangedFields; after: ChangedFields } | null {
  const each = changes.flatMap(({ before, after }) => {
    const changed = changedFields(before, after, REWORDED_FIELDS);
    return changed ? [{ id: after.id, ...changed }] : [];
  });
  if (each.length === 0) return null;
  return {
    before: { pertanyaan: each.map(({ id, before }) => ({ id, ...before })) },
    after: { pertanyaan: each.map(({ id, after }) => ({ id, ...after })) },
  };
}
