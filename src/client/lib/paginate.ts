/** Twenty rows fill a laptop screen and stay a short scroll on a phone. */
export const PAGE_SIZE = 20;

export interface PageOf<T> {
  rows: T[];
  /** The page shown: a page past the end (the list got shorter) shows the last one. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown; 0 and 0 for an empty list. */
  first: number;
  last: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): PageOf<T> {
  const total = items.length;
  const pages = Math.max(Math.ceil(total / size), 1);
  const current = Math.min(Math.max(page, 1), pages);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  return { rows, page: current, pages, first: total === 0 ? 0 : start + 1, last: start + rows.length, total };
}
