import { formatNumber } from '../../../shared/format-number';
import { Button } from '../../ui/button';

interface PaginationProps {
  halaman: number;
  perHalaman: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  /** The next page is on its way: no second step until it is there. */
  busy?: boolean;
  onPage: (halaman: number) => void;
}

/** "Menampilkan 51–100 dari 1.234 data" with the buttons to the pages around it. */
export function Pagination({ halaman, perHalaman, shown, total, busy = false, onPage }: PaginationProps) {
  const first = (halaman - 1) * perHalaman + 1;
  const last = first + shown - 1;
  const pages = Math.max(Math.ceil(total / perHalaman), 1);
  return (
    <nav aria-label="Halaman data survei" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Menampilkan {formatNumber(first)}–{formatNumber(last)} dari {formatNumber(total)} data
        <span className="text-slate-500">
          {' '}
          · halaman {formatNumber(halaman)} dari {formatNumber(pages)}
        </span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={busy || halaman <= 1} onClick={() => onPage(halaman - 1)}>
          Sebelumnya
        </Button>
        <Button variant="secondary" disabled={busy || last >= total} onClick={() => onPage(halaman + 1)}>
          Berikutnya
        </Button>
      </div>
    </nav>
  );
}
