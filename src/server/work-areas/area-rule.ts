import { type Expression, type SqlBool, sql } from 'kysely';
import type { User } from '../../shared/schemas/auth';

/** Who is asking, as far as the area rule cares: the signed-in user's work area. */
export type Viewer = Pick<User, 'wilayah_kerja'>;

/**
 * The area rule in SQL (docs/work-areas.md), for a query's `where`: the place in column `place`
 * is the viewer's area or lies inside it. A national viewer sees every row, one without a place
 * included; a regional viewer never sees one without a place. The area is a checked code (digits
 * and one dot), so it cannot smuggle a LIKE wildcard in.
 */
export function placeInArea(viewer: Viewer, place: string): Expression<SqlBool> {
  const area = viewer.wilayah_kerja;
  if (area === null) return sql<SqlBool>`1 = 1`;
  const column = sql.ref(place);
  return sql<SqlBool>`(${column} = ${area} or ${column} like ${`${area}.%`})`;
}

/** An event the viewer may see; `place` names the events table's `wilayah` as the query calls it. */
export const eventInArea = (viewer: Viewer, place = 'events.wilayah'): Expression<SqlBool> => placeInArea(viewer, place);
