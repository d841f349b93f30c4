import { formatNumber } from '../../shared/format-number';

interface ServerPage {
  halaman: number;
  per_halaman: number;
  total: number;
  data: readonly unknown[];
}

/** "Menampilkan 51–100 dari 1.234 data · halaman 2 dari 25": what the server's page holds, `noun` naming its rows. */
export function PageSummary({ page, pages, noun }: { page: ServerPage; pages: number; noun: string }) {
  const first = (page.halaman - 1) * page.per_halaman + 1;
  const last = first + page.data.length - 1;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Menampilkan {formatNumber(first)}–{formatNumber(last)} dari {formatNumber(page.total)} {noun}
      <span className="text-slate-500">
        {' '}
        · halaman {formatNumber(page.halaman)} dari {formatNumber(pages)}
      </span>
    </p>
  );
}
