import provincesUrl from 'idn-area-data/data/provinces.csv?url&no-inline';
import regenciesUrl from 'idn-area-data/data/regencies.csv?url&no-inline';
import { parseWilayahList, type WilayahList } from '../../../shared/wilayah/wilayah-list';

let loading: Promise<WilayahList> | undefined;
let loaded: WilayahList | undefined;

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * The regency list, the idn-area-data package's two CSV files served as assets of the app (and
 * precached with it for offline use), fetched and parsed when a screen asks for a region. Fetched,
 * not imported: a browser remembers a failed module import for the page's life, while a failed
 * fetch (the signal gone in the app's first seconds) can simply be tried again. A failed load is
 * forgotten, so the next use tries again.
 */
export function loadWilayahList(): Promise<WilayahList> {
  loading ??= Promise.all([text(regenciesUrl), text(provincesUrl)])
    .then(([regencies, provinces]) => {
      loaded = parseWilayahList(regencies, provinces);
      return loaded;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The list when it is already loaded: a screen then shows it at once, without a loading state. */
export const loadedWilayahList = (): WilayahList | undefined => loaded;
