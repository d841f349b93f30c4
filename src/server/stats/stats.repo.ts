import type { Kysely } from 'kysely';
import type { AdminStats, SurveyorStats } from '../../shared/schemas/stats';
import type { Database } from '../db/schema';

/** The three Admin figures in one statement, so they describe the same moment. */
export async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('total_pengguna'),
      eb
        .selectFrom('events')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'aktif')
        .as('total_event_aktif'),
      eb.selectFrom('respons').select(eb.fn.countAll<number>().as('n')).as('total_data_survei'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_pengguna: Number(row.total_pengguna),
    total_event_aktif: Number(row.total_event_aktif),
    total_data_survei: Number(row.total_data_survei),
  };
}

/** What one surveyor has submitted: responses, and the distinct events they belong to. */
export async function surveyorStats(db: Kysely<Database>, surveyorId: number): Promise<SurveyorStats> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_survei'),
      eb.fn.count<number>('k.event_id').distinct().as('total_event'),
    ])
    .where('r.surveyor_id', '=', surveyorId)
    .executeTakeFirstOrThrow();
  return { total_survei: Number(row.total_survei), total_event: Number(row.total_event) };
}
