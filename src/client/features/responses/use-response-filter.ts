import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeFilter, changePage, clearFilters, type FilterKey, readFilter } from './response-filter';

/**
 * The filter read from and written to the address. A filter replaces the history entry (typing a
 * search must not leave one entry per word); a page is a new entry, so Back returns to the last one.
 */
export function useResponseFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  return {
    filter,
    setFilter: (key: FilterKey, value: string) => setParams((current) => changeFilter(current, key, value), { replace: true }),
    clear: () => setParams(clearFilters, { replace: true }),
    setPage: (halaman: number) => setParams((current) => changePage(current, halaman)),
  };
}
