import { formatNumber } from '../../../shared/format-number';
import type { LogAktivitasList } from '../../../shared/schemas/activity-log';

/** "Menampilkan 51–100 dari 1.234 entri · halaman 2 dari 25": what the server's page holds. */
export function PageSummary({ page, pages }: { page: LogAktivitasList; pages: number }) {
  const first = (page.halaman - 1) * page.per_halaman + 1;
  const last = first + page.data.length - 1;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Menampilkan {formatNumber(first)}–{formatNumber(last)} dari {formatNumber(page.total)} entri
      <span className="text-slate-500">
        {' '}
        · halaman {formatNumber(page.halaman)} dari {formatNumber(pages)}
      </span>
    </p>
  );
}
