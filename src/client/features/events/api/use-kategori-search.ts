import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Kategori } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const KATEGORI_MIN_CHARS = 2;
export const KATEGORI_DEBOUNCE_MS = 300;

/**
 * GET /api/kategori-olahraga?q=...: asked only once the typing has paused for 300 ms and the
 * text has at least 2 characters (docs/screens.md#event-form).
 */
export function useKategoriSearch(text: string) {
  const term = useDebouncedValue(text.trim(), KATEGORI_DEBOUNCE_MS);
  const enabled = term.length >= KATEGORI_MIN_CHARS;
  const query = useQuery({
    queryKey: ['kategori-olahraga', term],
    queryFn: ({ signal }) =>
      apiRequest<Kategori[]>(`/api/kategori-olahraga?q=${encodeURIComponent(term)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  // Below 2 characters the last results would be out of date: show none.
  return { kategori: (enabled && query.data) || [], isError: enabled && query.isError };
}
