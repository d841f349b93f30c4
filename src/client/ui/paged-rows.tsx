import { type ReactNode, useRef } from 'react';
import { PAGE_SIZE, paginate } from '../lib/paginate';
import { ListCount } from './list-count';
import { Pager } from './pager';

interface PagedRowsProps<T> {
  /** Every row that matches, already in order. */
  items: readonly T[];
  page: number;
  size?: number;
  /** What the list holds: "event", "pengguna". */
  noun: string;
  /** Said instead of the count when no row is shown. */
  empty: string;
  /** The pager's name: "Halaman event". */
  pagerLabel: string;
  onPage: (page: number) => void;
  /** Spacing around the count and the pager, from the panel they stand in. */
  countClassName?: string;
  pagerClassName?: string;
  children: (rows: T[]) => ReactNode;
}

/** One page of a list: "Menampilkan 1–20 dari 200 …", the rows, and Sebelumnya / Berikutnya. */
export function PagedRows<T>({
  items,
  page,
  size = PAGE_SIZE,
  noun,
  empty,
  pagerLabel,
  onPage,
  countClassName,
  pagerClassName,
  children,
}: PagedRowsProps<T>) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const shown = paginate(items, page, size);
  return (
    <>
      <div className={countClassName}>
        <ListCount ref={countRef} page={shown} noun={noun} empty={empty} />
      </div>
      {shown.rows.length > 0 && children(shown.rows)}
      {shown.pages > 1 && (
        <div className={pagerClassName}>
          <Pager
            page={shown.page}
            pages={shown.pages}
            label={pagerLabel}
            onPage={(next) => {
              onPage(next);
              // The buttons sit under the rows: the reader starts again at the top of the list.
              countRef.current?.focus();
            }}
          />
        </div>
      )}
    </>
  );
}
