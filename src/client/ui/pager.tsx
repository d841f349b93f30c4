import { formatNumber } from '../../shared/format-number';
import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  /** The navigation's name: "Halaman event". */
  label: string;
  onPage: (page: number) => void;
}

/** Sebelumnya / Berikutnya under a list longer than one page; nothing for a shorter one. */
export function Pager({ page, pages, label, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Halaman {formatNumber(page)} dari {formatNumber(pages)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Sebelumnya
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Berikutnya
        </Button>
      </div>
    </nav>
  );
}
