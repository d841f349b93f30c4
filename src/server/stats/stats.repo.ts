import type { Kysely } from 'kysely';
import type { AdminStats, SurveyorStats } from '../../shared/schemas/stats';
import { isAccepted } from '../db/derived';
import type { Database } from '../db/schema';
import { eventInArea, placeInArea, type Viewer } from '../work-areas/area-rule';

/**
 * The Admin figures in one statement, so they describe the same moment: accepted responses only,
 * today's by collection time within `today` (the report time zone's day). Each counts only what
 * lies inside the Admin's work area: the accounts it manages, the events it sees and their
 * responses (docs/work-areas.md).
 */
export async function adminStats(db: Kysely<Database>, today: { from: string; to: string }, viewer: Viewer): Promise<AdminStats> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).where(placeInArea(viewer, 'users.wilayah_kerja')).as('total_pengguna'),
      eb
        .selectFrom('events')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'aktif')
        .where(eventInArea(viewer))
        .as('total_event_aktif'),
      eb
        .selectFrom('ringkasan_kuesioner as rk')
        .innerJoin('kuesioner as k', 'k.id', 'rk.kuesioner_id')
        .innerJoin('events', 'events.id', 'k.event_id')
        .select((sum) => sum.fn.sum<number>('rk.jumlah_respons').as('n'))
        .where(eventInArea(viewer))
        .as('total_data_survei'),
      eb
        .selectFrom('respons as r')
        .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
        .innerJoin('events', 'events.id', 'k.event_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where(isAccepted('r.status'))
        .where('r.diisi_pada', '>=', today.from)
        .where('r.diisi_pada', '<', today.to)
        .where(eventInArea(viewer))
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

/**
 * What one surveyor has submitted and is accepted: responses, and the distinct events they belong
 * to; only events inside the surveyor's work area count, as only those are its to see.
 */
export async function surveyorStats(db: Kysely<Database>, surveyor: Viewer & { id: number }): Promise<SurveyorStats> {
  const row = await db
    .selectFrom('respons as r')
    .innerJoin('kuesioner as k', 'k.id', 'r.kuesioner_id')
    .innerJoin('events', 'events.id', 'k.event_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_survei'),
      eb.fn.count<number>('k.event_id').distinct().as('total_event'),
    ])
    .where('r.surveyor_id', '=', surveyor.id)
    .where(isAccepted('r.status'))
    .where(eventInArea(surveyor))
    .executeTakeFirstOrThrow();
  return { total_survei: Number(row.total_survei), total_event: Number(row.total_event) };
}
