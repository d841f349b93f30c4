import { SEARCH_MAX } from '../../shared/list-limits';
import { parseIdParam } from './parse-id-param';

export type SortDir = 'asc' | 'desc';

export interface ListSort<K extends string> {
  key: K;
  dir: SortDir;
}

/** The columns a list sorts by, each with the direction its first click gives, and the order it opens in. */
export interface SortSpec<K extends string> {
  keys: Record<K, SortDir>;
  fallback: ListSort<K>;
}

export const SEARCH_KEY = 'q';
export const PAGE_KEY = 'halaman';
const SORT_KEY = 'urut';
const DIR_KEY = 'arah';
const DIR_WORDS: Record<SortDir, string> = { asc: 'naik', desc: 'turun' };
export { SEARCH_MAX };

export const normalizeSearch = (text: string) => text.trim().slice(0, SEARCH_MAX);

/** How long typing must pause before a search asks the server: no request per letter. */
export const SEARCH_PAUSE_MS = 300;

/** A page past this is a hand-edited link, not a list: it opens at the first page. */
const MAX_PAGE = 1_000_000;

/** A day of a date filter (YYYY-MM-DD) that exists on the calendar; anything else is no filter. */
export function readDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The server refuses an end before the start; a filter says so before asking. */
export function datesInOrder({ dari, sampai }: { dari?: string | null; sampai?: string | null }): boolean {
  return !dari || !sampai || dari <= sampai;
}

export function readSearch(params: URLSearchParams): string {
  return normalizeSearch(params.get(SEARCH_KEY) ?? '');
}

/** Anything unreadable in the address (a hand-edited link) counts as absent: the list opens in its usual order. */
export function readSort<K extends string>(params: URLSearchParams, spec: SortSpec<K>): ListSort<K> {
  const key = (Object.keys(spec.keys) as K[]).find((candidate) => candidate === params.get(SORT_KEY));
  if (key === undefined) return spec.fallback;
  const word = params.get(DIR_KEY);
  const dir = (Object.keys(DIR_WORDS) as SortDir[]).find((candidate) => DIR_WORDS[candidate] === word);
  return { key, dir: dir ?? spec.keys[key] };
}

export function readPage(params: URLSearchParams): number {
  const page = parseIdParam(params.get(PAGE_KEY) ?? undefined);
  return page !== null && page <= MAX_PAGE ? page : 1;
}

/** A click on a column: the same column turns around, another starts in its own direction. */
export function nextSort<K extends string>(current: ListSort<K>, key: K, spec: SortSpec<K>): ListSort<K> {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: spec.keys[key] };
}

export function sortChanges<K extends string>(sort: ListSort<K>, spec: SortSpec<K>): Record<string, string> {
  const usual = sort.key === spec.fallback.key && sort.dir === spec.fallback.dir;
  return usual ? { [SORT_KEY]: '', [DIR_KEY]: '' } : { [SORT_KEY]: sort.key, [DIR_KEY]: DIR_WORDS[sort.dir] };
}

/**
 * The address after some values changed: an empty value leaves it, so a plain list keeps a plain
 * address. Any change but the page's own sends the list back to its first page.
 */
export function changeParams(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!(PAGE_KEY in changes)) next.delete(PAGE_KEY);
  return next;
}
