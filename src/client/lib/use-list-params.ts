import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeParams,
  type ListSort,
  nextSort,
  normalizeSearch,
  PAGE_KEY,
  readPage,
  readSearch,
  readSort,
  SEARCH_KEY,
  type SortSpec,
  sortChanges,
} from './list-params';

/**
 * A list's search, page and filters, read from and written to the address: Back from a detail
 * returns to the same rows. Every change replaces the history entry, so Back leaves the list
 * instead of walking through its keystrokes and pages.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  // The address as last written, not as last rendered: React Router hands a functional update the
  // rendered one, so two changes before the next render (a second filter filled at once) would
  // drop the first.
  const written = useRef(params);
  written.current = params;
  const change = (changes: Record<string, string>) => {
    written.current = changeParams(written.current, changes);
    setParams(written.current, { replace: true });
  };
  return {
    params,
    search: readSearch(params),
    page: readPage(params),
    change,
    setSearch: (text: string) => change({ [SEARCH_KEY]: normalizeSearch(text) }),
    setPage: (page: number) => change({ [PAGE_KEY]: page <= 1 ? '' : String(page) }),
    /** Another filter of the list (a tab, a role); '' removes it. */
    setFilter: (key: string, value: string) => change({ [key]: value }),
  };
}

/** useListAddress, plus the order the user chose, also kept in the address. */
export function useListParams<K extends string>(spec: SortSpec<K>) {
  const address = useListAddress();
  const { params, change } = address;
  // The same object while the address stands, so the lists' memos keep their sorted rows.
  const sort = useMemo(() => readSort(params, spec), [params, spec]);
  return {
    ...address,
    sort,
    /** A column header's click. */
    toggleSort: (key: K) => change(sortChanges(nextSort(sort, key, spec), spec)),
    /** The sort menu of phones and tablets, which names the direction itself. */
    setSort: (next: ListSort<K>) => change(sortChanges(next, spec)),
  };
}

export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
