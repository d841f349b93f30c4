import type { ReactNode } from 'react';
import { formatNumber } from '../../shared/format-number';
import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  /** The navigation's name: "Halaman event". */
  label: string;
  onPage: (page: number) => void;
  /** The next page is on its way: no second step until it is there. */
  busy?: boolean;
  /** What the pager says of the page shown; "Halaman 2 dari 5" unless a list says more. */
  children?: ReactNode;
}

/** Sebelumnya / Berikutnya under a paged list, the one pager of every list. */
export function Pager({ page, pages, label, onPage, busy = false, children }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {children ?? (
        <p className="text-sm text-slate-700">
          Halaman {formatNumber(page)} dari {formatNumber(pages)}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Sebelumnya
        </Button>
        <Button variant="secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          Berikutnya
        </Button>
      </div>
    </nav>
  );
}
