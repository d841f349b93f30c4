import { STATUS_RESPONS, type StatusRespons } from '../../../shared/response-status';
import { changeParams, normalizeSearch, PAGE_KEY, readDay, readPage, readSearch } from '../../lib/list-params';
import { parseIdParam } from '../../lib/parse-id-param';
import type { ResponseFilter } from '../../lib/api/responses-queries';

/**
 * The table's filters live in the address under the API's own names, so a reload or a shared
 * link shows the same rows. Anything unreadable (a hand-edited link) counts as absent: the page
 * still opens, with that filter off.
 */
export const FILTER_KEYS = ['kuesioner_id', 'surveyor_id', 'dari', 'sampai', 'status', 'q', 'pemeriksaan'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

function readStatus(value: string | null): StatusRespons | undefined {
  return STATUS_RESPONS.find((status) => status === value);
}

export function readFilter(params: URLSearchParams): ResponseFilter {
  return {
    halaman: readPage(params),
    kuesioner_id: parseIdParam(params.get('kuesioner_id') ?? undefined) ?? undefined,
    surveyor_id: parseIdParam(params.get('surveyor_id') ?? undefined) ?? undefined,
    dari: readDay(params.get('dari')) ?? undefined,
    sampai: readDay(params.get('sampai')) ?? undefined,
    status: readStatus(params.get('status')),
    q: readSearch(params) || undefined,
    pemeriksaan: params.get('pemeriksaan') === 'perlu' ? 'perlu' : undefined,
  };
}

export function hasFilter(filter: ResponseFilter): boolean {
  return FILTER_KEYS.some((key) => filter[key] !== undefined);
}

/** The address after one filter changed: an empty value leaves it, and the list starts again at page 1. */
export function changeFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  return changeParams(params, { [key]: key === 'q' ? normalizeSearch(value) : value });
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  return changeParams(params, Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])));
}

export function changePage(params: URLSearchParams, halaman: number): URLSearchParams {
  return changeParams(params, { [PAGE_KEY]: halaman <= 1 ? '' : String(halaman) });
}
