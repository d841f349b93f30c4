import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseWilayahList, type WilayahList } from '../../shared/wilayah/wilayah-list';

const require = createRequire(import.meta.url);

let list: WilayahList | undefined;

/** The regency list from the idn-area-data package, read once per process. */
export function wilayahList(): WilayahList {
  list ??= parseWilayahList(
    fs.readFileSync(require.resolve('idn-area-data/data/regencies.csv'), 'utf8'),
    fs.readFileSync(require.resolve('idn-area-data/data/provinces.csv'), 'utf8'),
  );
  return list;
}
