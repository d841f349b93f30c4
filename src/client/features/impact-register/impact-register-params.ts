import type { ArahUrut, UrutImpactRegister } from '../../../shared/schemas/impact-register';
import type { ListSort, SortDir, SortSpec } from '../../lib/list-params';

/**
 * The register's filters, order and page as the address holds them (`?tahun=2026&provinsi=35&urut=
 * dampak_langsung`): the same words as the API's query, so a link to the screen reads like its call.
 */

export const FILTER_KEYS = ['tahun', 'provinsi', 'kategori'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A page of 20 rows: a table that stays readable on a phone and on paper (the chart draws every page's events). */
export const PER_HALAMAN = 20;

/** Names A–Z first; every figure largest first, the way a ministry ranks events. */
export const IMPACT_REGISTER_SORT: SortSpec<UrutImpactRegister> = {
  keys: {
    nama_event: 'asc',
    tahun: 'desc',
    dampak_langsung: 'desc',
    tingkat_provinsi: 'desc',
    tingkat_nasional: 'desc',
    pengunjung_tambahan: 'desc',
    porsi_tambahan: 'desc',
    rupiah_per_pengunjung_tambahan: 'desc',
    dampak_per_rupiah_publik: 'desc',
    margin_galat_relatif: 'asc',
    n: 'desc',
    dihitung_pada: 'desc',
  },
  // The server's own order when the call names none.
  fallback: { key: 'tahun', dir: 'desc' },
};

const ARAH: Record<SortDir, ArahUrut> = { asc: 'naik', desc: 'turun' };

export interface ImpactRegisterFilter {
  tahun: string;
  provinsi: string;
  kategori: string;
}

/** A hand-edited value the API would refuse counts as no filter: the list opens rather than fails. */
const VALID: Record<FilterKey, RegExp> = { tahun: /^\d{4}$/, provinsi: /^\d{2}$/, kategori: /^[1-9]\d{0,9}$/ };

export function readFilter(params: URLSearchParams): ImpactRegisterFilter {
  const read = (key: FilterKey) => {
    const value = params.get(key) ?? '';
    return VALID[key].test(value) ? value : '';
  };
  return { tahun: read('tahun'), provinsi: read('provinsi'), kategori: read('kategori') };
}

/** The API's filters and order for this screen state (the download's whole query); empty filters are left out. */
export function impactRegisterFilters(filter: ImpactRegisterFilter, search: string, sort: ListSort<UrutImpactRegister>): Record<string, string> {
  const query: Record<string, string> = { urut: sort.key, arah: ARAH[sort.dir] };
  for (const key of FILTER_KEYS) if (filter[key]) query[key] = filter[key];
  if (search) query.q = search;
  return query;
}

/** The list's call: the filters and one page of them. */
export const pageQuery = (filters: Record<string, string>, halaman: number) => ({
  ...filters,
  halaman: String(halaman),
  per_halaman: String(PER_HALAMAN),
});

/** "?arah=turun&halaman=1&...": the set values in a fixed order, one cache entry per state. */
export function queryString(query: Record<string, string>): string {
  const params = new URLSearchParams(query);
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}
