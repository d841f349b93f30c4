import { formatNumber } from '../../../shared/format-number';
import type { ResponsList } from '../../../shared/schemas/responses';

/** "Menampilkan 51–100 dari 1.234 data · halaman 2 dari 25": what the server's page holds. */
export function PageSummary({ page, pages }: { page: ResponsList; pages: number }) {
  const first = (page.halaman - 1) * page.per_halaman + 1;
  const last = first + page.data.length - 1;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Menampilkan {formatNumber(first)}–{formatNumber(last)} dari {formatNumber(page.total)} data
      <span className="text-slate-500">
        {' '}
        · halaman {formatNumber(page.halaman)} dari {formatNumber(pages)}
      </span>
    </p>
  );
}
