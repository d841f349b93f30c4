import type { Kysely } from 'kysely';
import type { ActivityInput } from '../audit/record-activity';
import type { Database } from '../db/schema';

/**
 * A response as the activity log names it (docs/activity-log.md): its id, its questionnaire's
 * respondent type ("Pengunjung #12") and its event, which decides who reads the entry. Null when
 * there is no such response.
 */
export async function responseSubject(db: Kysely<Database>, id: number): Promise<Pick<ActivityInput, 'target' | 'eventId'> | null> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select(['k.tipe_responden', 'k.event_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row ? { target: { kind: 'respons', id, name: `${row.tipe_responden} #${id}` }, eventId: row.event_id } : null;
}
