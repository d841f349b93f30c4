import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { fullAreaName, workAreaName } from './area-choices';

/**
 * An account's work area by name ("Nasional", "Jawa Timur", "Kota Surabaya"). The regency list is
 * loaded only for a regional area; until it comes, the code stands in (no loading status: a list
 * of many rows would read out one per row).
 */
export function WorkAreaName({ area }: { area: string | null }) {
  const { list } = useWilayahList(area !== null);
  return <>{workAreaName(list, area)}</>;
}

/** An event's place by name with its province ("Kota Surabaya, Jawa Timur"), or `none` when it has none. */
export function PlaceName({ place, none }: { place: string | null; none: string }) {
  const { list } = useWilayahList(place !== null);
  return <>{place === null ? none : fullAreaName(list, place)}</>;
}
