import { type Kysely, sql } from 'kysely';
import type { ImpactRegisterQuery } from '../../shared/schemas/impact-register';
import { containsPattern } from '../answers/search-text';
import type { Database } from '../db/schema';
import { eventInArea, type Viewer } from '../work-areas/area-rule';

/** An event as the register lists it. */
export interface ImpactRegisterEvent {
  id: number;
  nama_event: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  kategori: string | null;
  kategori_id: number | null;
}

const yearOf = sql<string>`substr(e.tanggal_mulai, 1, 4)`;

/**
 * The events the register's filters keep but the province (which lives in the parameters), among
 * those inside the viewer's work area (docs/work-areas.md): the year the event starts, its sport
 * category, and its name holding `q` in any case (both sides lowered by the database, as the
 * other lists search).
 */
export function listImpactRegisterEvents(
  db: Kysely<Database>,
  query: Pick<ImpactRegisterQuery, 'tahun' | 'kategori' | 'q'>,
  viewer: Viewer,
): Promise<ImpactRegisterEvent[]> {
  let select = db
    .selectFrom('events as e')
    .leftJoin('kategori_olahraga as k', 'k.id', 'e.kategori_olahraga_id')
    .select(['e.id', 'e.nama_event', 'e.tanggal_mulai', 'e.tanggal_selesai', 'k.nama_cabor as kategori', 'e.kategori_olahraga_id as kategori_id'])
    .where(eventInArea(viewer, 'e.wilayah'));
  if (query.tahun !== undefined) select = select.where(yearOf, '=', String(query.tahun).padStart(4, '0'));
  if (query.kategori !== undefined) select = select.where('e.kategori_olahraga_id', '=', query.kategori);
  if (query.q) select = select.where(sql<boolean>`lower(e.nama_event) like lower(${containsPattern(query.q)}) escape '\\'`);
  return select.orderBy('e.id').execute();
}

/**
 * Every year an event the viewer sees starts in, newest first: the year filter's options,
 * whatever the filters; a year only events outside the area have is not told.
 */
export async function eventYears(db: Kysely<Database>, viewer: Viewer): Promise<number[]> {
  const rows = await db.selectFrom('events as e').select(yearOf.as('tahun')).where(eventInArea(viewer, 'e.wilayah')).distinct().execute();
  return rows.map((row) => Number(row.tahun)).sort((a, b) => b - a);
}

/** Every sport category an event the viewer sees has, by name: the category filter's options, whatever the filters. */
export function eventCategories(db: Kysely<Database>, viewer: Viewer): Promise<{ id: number; nama: string }[]> {
  return db
    .selectFrom('kategori_olahraga as k')
    .where((eb) =>
      eb.exists(eb.selectFrom('events as e').select('e.id').whereRef('e.kategori_olahraga_id', '=', 'k.id').where(eventInArea(viewer, 'e.wilayah'))),
    )
    .select(['k.id', 'k.nama_cabor as nama'])
    .orderBy('k.nama_cabor')
    .orderBy('k.id')
    .execute();
}

export async function kategoriName(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('kategori_olahraga').select('nama_cabor').where('id', '=', id).executeTakeFirst();
  return row?.nama_cabor ?? null;
}
