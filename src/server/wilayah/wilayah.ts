import fs from 'node:fs';
import { createRequire } from 'node:module';
import { LUAR_NEGERI, parseWilayahList, type WilayahList } from '../../shared/wilayah/wilayah-list';

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

let provinces: ReadonlyMap<string, string> | undefined;

/** A province's name by its two-digit code ("35" -> "Jawa Timur"); abroad is LN; an unknown code is itself. */
export function provinceName(kode: string): string {
  provinces ??= new Map(
    wilayahList().all.map((wilayah) => [wilayah.kode === LUAR_NEGERI ? LUAR_NEGERI : wilayah.kode.slice(0, 2), wilayah.provinsi || wilayah.nama]),
  );
  return provinces.get(kode) ?? kode;
}
