import type { Kysely } from 'kysely';
import type { Respondent } from '../../shared/economic-impact/method';
import type { PeranEkonomi } from '../../shared/economic-impact/economic-roles';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import type { Database } from '../db/schema';
import { listQuestionnaireCounts, type QuestionnaireCount } from '../questionnaires/questionnaires.repo';

export interface SegmentRows {
  kuesioner_id: number;
  tipe_responden: string;
  roles: Set<PeranEkonomi>;
  respondents: readonly Respondent[];
  unprofiled: number;
}

export interface EventForms {
  forms: QuestionnaireCount[];
  roles: Map<number, Set<PeranEkonomi>>;
}

/** The event's questionnaires with how many responses each has, and the roles each asks. */
export async function readForms(db: Kysely<Database>, kind: DatabaseKind, eventId: number): Promise<EventForms> {
  const forms = await listQuestionnaireCounts(db, eventId);
  const roles = new Map(forms.map((form) => [form.id, new Set<PeranEkonomi>()]));
  if (forms.length > 0) {
    const roleRows = await db
      .selectFrom('pertanyaan')
      .select(['kuesioner_id', 'peran_ekonomi'])
      .where(isAnyOf(kind, 'kuesioner_id', forms.map((form) => form.id)))
      .where('peran_ekonomi', 'is not', null)
      .execute();
    for (const row of roleRows) if (row.peran_ekonomi) roles.get(row.kuesioner_id)?.add(row.peran_ekonomi);
  }
  return { forms, roles };
}

/** The calculation's segments: each questionnaire's profiles, and an unprofiled respondent for every response without one. */
export function assembleSegments({ forms, roles }: EventForms, profiles: ReadonlyMap<number, readonly Respondent[]>): SegmentRows[] {
  return forms.map((form) => {
    const profiled = profiles.get(form.id) ?? [];
    const unprofiled = Math.max(0, form.jumlah_respons - profiled.length);
    return {
      kuesioner_id: form.id,
      tipe_responden: form.tipe_responden,
      roles: roles.get(form.id) ?? new Set(),
      // A response without a profile answered no role question: outside the sample, counted once.
      respondents: profiled,
      unprofiled,
    };
  });
}
