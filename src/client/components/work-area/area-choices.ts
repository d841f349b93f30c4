import { LUAR_NEGERI, type Wilayah, type WilayahList, wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { isInsideArea, provinceOf } from '../../../shared/work-area';

/** How a work area of null reads: the account reaches every event (docs/work-areas.md). */
export const NATIONAL = 'Nasional';

/** Shown under a province in the search, so it is not taken for a regency of the same name. */
const WHOLE_PROVINCE = 'Seluruh provinsi';

const provinceNames = new WeakMap<WilayahList, ReadonlyMap<string, string>>();

/** Province code -> name, read off the regency list (each regency carries its province's name). */
function provincesOf(list: WilayahList): ReadonlyMap<string, string> {
  let names = provinceNames.get(list);
  if (!names) {
    names = new Map(
      list.all.filter((wilayah) => wilayah.kode !== LUAR_NEGERI).map((wilayah) => [provinceOf(wilayah.kode), wilayah.provinsi]),
    );
    provinceNames.set(list, names);
  }
  return names;
}

/**
 * A work area by name: "Nasional", a province ("Jawa Timur") or a regency ("Kota Surabaya"); the
 * code itself while the list loads or when the list does not know it.
 */
export function workAreaName(list: WilayahList | undefined, area: string | null): string {
  if (area === null) return NATIONAL;
  if (!list) return area;
  if (area.length === 2) return provincesOf(list).get(area) ?? area;
  return list.byCode.get(area)?.nama ?? area;
}

/** The same with a regency's province ("Kota Surabaya, Jawa Timur"), where a name alone may be unclear. */
export function fullAreaName(list: WilayahList | undefined, area: string): string {
  return list && area.length > 2 ? wilayahLabel(list, area) : workAreaName(list, area);
}

/**
 * What the signed-in Admin may pick (docs/work-areas.md): only places inside its own area, so a
 * regional Admin can neither widen an account's reach past its own nor place an event outside it.
 * With `provinces`, the provinces come too (a work area); without, regencies only (an event's place).
 */
export function areaChoices(list: WilayahList, within: string | null, provinces: boolean): WilayahList {
  const regencies = list.all.filter((wilayah) => wilayah.kode !== LUAR_NEGERI && isInsideArea(within, wilayah.kode));
  const provinceChoices: Wilayah[] = provinces
    ? [...provincesOf(list)]
        .filter(([kode]) => isInsideArea(within, kode))
        .map(([kode, nama]) => ({ kode, nama, provinsi: WHOLE_PROVINCE }))
    : [];
  const all = [...provinceChoices, ...regencies];
  return { all, byCode: new Map(all.map((wilayah) => [wilayah.kode, wilayah])) };
}
