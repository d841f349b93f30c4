import { parseWilayahList, type WilayahList } from '../../../shared/wilayah/wilayah-list';

let loading: Promise<WilayahList> | undefined;

/**
 * The regency list, bundled from the idn-area-data package into a chunk of its own: downloaded
 * (and precached for offline use) with the app, but parsed only when a screen asks for a region
 * (the survey form's region questions, the economic-impact report's host area). A failed load is
 * forgotten, so the next use tries again.
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
