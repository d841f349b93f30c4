import { type WilayahList } from '../../../../shared/wilayah/wilayah-list';

export interface HostNames {
  /** The host regencies and cities as the wilayah list names them ("Kota Surakarta"). */
  regencies: string[];
  /** Their provinces, each once ("Jawa Tengah"). */
  provinces: string[];
}

/** The host area's names for the levels' sentences; empty until the wilayah list has loaded. */
export function hostNames(list: WilayahList | undefined, hostArea: readonly string[]): HostNames {
  if (!list) return { regencies: [], provinces: [] };
  const known = hostArea.flatMap((kode) => {
    const wilayah = list.byCode.get(kode);
    return wilayah ? [wilayah] : [];
  });
  return {
    regencies: known.map((wilayah) => wilayah.nama),
    provinces: [...new Set(known.map((wilayah) => wilayah.provinsi).filter(Boolean))],
  };
}
