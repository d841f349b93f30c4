import type { Ref } from 'react';
import { formatNumber } from '../../shared/format-number';
import type { PageOf } from '../lib/paginate';

interface ListCountProps {
  page: Pick<PageOf<unknown>, 'first' | 'last' | 'total'>;
  /** What the list holds: "event", "pengguna". */
  noun: string;
  /** Said instead of the count when no row is shown. */
  empty: string;
  /** Focused after a page change, so the reader starts at the top of the new rows. */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * "Menampilkan 1–20 dari 200 event", or why nothing is shown. A status, so a screen reader hears
 * the new count as the search narrows the list.
 */
export function ListCount({ page, noun, empty, ref }: ListCountProps) {
  return (
    <p ref={ref} role="status" tabIndex={-1} className="text-sm text-slate-700 focus:outline-none">
      {page.total === 0
        ? empty
        : `Menampilkan ${formatNumber(page.first)}–${formatNumber(page.last)} dari ${formatNumber(page.total)} ${noun}`}
    </p>
  );
}
