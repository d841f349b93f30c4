import { parseWilayahList, type WilayahList } from '../../../../shared/wilayah/wilayah-list';

let loading: Promise<WilayahList> | undefined;

/**
 * The regency list, bundled from the idn-area-data package into a chunk of its own and parsed
 * only when the page needs a region's name. A failed load is forgotten, so a later use tries again.
 * (The survey feature has its own copy: features do not import each other.)
 */
export function loadWilayahList(): Promise<WilayahList> {
  loading ??= Promise.all([
    import('idn-area-data/data/regencies.csv?raw'),
    import('idn-area-data/data/provinces.csv?raw'),
  ])
    .then(([regencies, provinces]) => parseWilayahList(regencies.default, provinces.default))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
