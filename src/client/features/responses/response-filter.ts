import { CARI_MAX, STATUS_RESPONS, type StatusRespons } from '../../../shared/schemas/responses';
import { changeParams, PAGE_KEY } from '../../lib/list-params';
import { parseIdParam } from '../../lib/parse-id-param';
import type { ResponsFilter } from '../../lib/api/responses-queries';

/**
 * The table's filters live in the address under the API's own names, so a reload or a shared
 * link shows the same rows. Anything unreadable (a hand-edited link) counts as absent: the page
 * still opens, with that filter off.
 */
export const FILTER_KEYS = ['kuesioner_id', 'surveyor_id', 'dari', 'sampai', 'status', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const MAX_PAGE = 1_000_000;

function readDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

function readStatus(value: string | null): StatusRespons | undefined {
  return STATUS_RESPONS.find((status) => status === value);
}

function readPage(value: string | null): number {
  const page = parseIdParam(value ?? undefined);
  return page !== null && page <= MAX_PAGE ? page : 1;
}

export const normalizeSearch = (text: string) => text.trim().slice(0, CARI_MAX);

export function readFilter(params: URLSearchParams): ResponsFilter {
  return {
    halaman: readPage(params.get(PAGE_KEY)),
    kuesioner_id: parseIdParam(params.get('kuesioner_id') ?? undefined) ?? undefined,
    surveyor_id: parseIdParam(params.get('surveyor_id') ?? undefined) ?? undefined,
    dari: readDate(params.get('dari')),
    sampai: readDate(params.get('sampai')),
    status: readStatus(params.get('status')),
    q: normalizeSearch(params.get('q') ?? '') || undefined,
  };
}

export function hasFilter(filter: ResponsFilter): boolean {
  return FILTER_KEYS.some((key) => filter[key] !== undefined);
}

/** The server refuses an end before the start; the screen says so before asking. */
export function datesInOrder(filter: Pick<ResponsFilter, 'dari' | 'sampai'>): boolean {
  return !filter.dari || !filter.sampai || filter.dari <= filter.sampai;
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
