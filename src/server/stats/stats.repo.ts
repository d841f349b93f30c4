import type { Kysely } from 'kysely';
import type { AdminStats, SurveyorStats } from '../../shared/schemas/stats';
import { isAccepted } from '../db/derived';
import type { Database } from '../db/schema';

/**
 * The Admin figures in one statement, so they describe the same moment: accepted responses only,
 * today's by collection time within `today` (the report time zone's day).
 */
export async function adminStats(db: Kysely<Database>, today: { from: string; to: string }): Promise<AdminStats> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('total_pengguna'),
      eb
        .selectFrom('events')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'aktif')
        .as('total_event_aktif'),
      eb
        .selectFrom('ringkasan_kuesioner')
        .select((sum) => sum.fn.sum<number>('jumlah_respons').as('n'))
        .as('total_data_survei'),
      eb
        .selectFrom('respons')
        .select(eb.fn.countAll<number>().as('n'))
        .where(isAccepted('status'))
        .where('diisi_pada', '>=', today.from)
        .where('diisi_pada', '<', today.to)
        .as('data_survei_hari_ini'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_pengguna: Number(row.total_pengguna),
    total_event_aktif: Number(row.total_event_aktif),
    total_data_survei: Number(row.total_data_survei ?? 0),
    data_survei_hari_ini: Number(row.data_survei_hari_ini),
  };
}

/** What one surveyor has submitted and is accepted: responses, and the distinct events they belong to. */
export async function surveyorStats(db: Kysely<Database>, surveyorId: number): Promise<SurveyorStats> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_survei'),
      eb.fn.count<number>('k.event_id').distinct().as('total_event'),
    ])
    .where('r.surveyor_id', '=', surveyorId)
    .where(isAccepted('r.status'))
    .executeTakeFirstOrThrow();
  return { total_survei: Number(row.total_survei), total_event: Number(row.total_event) };
}
