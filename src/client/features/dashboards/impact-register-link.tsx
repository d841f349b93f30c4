import { Link } from 'react-router-dom';
import { CoinsIcon } from '../../ui/icons';

/**
 * The register of every event's economic impact, read by every role: a card in the look of the
 * Admin menu's, beside (not among) each home's own links.
 */
export function ImpactRegisterLink() {
  return (
    <Link
      to="/dampak-ekonomi"
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white">
        <CoinsIcon />
      </span>
      <span className="flex flex-col gap-1">
        <span className="text-lg font-bold text-slate-900">Daftar Dampak Ekonomi</span>
        <span className="text-sm text-slate-700">Dampak ekonomi setiap event, diukur dengan satu metode agar dapat dibandingkan.</span>
      </span>
    </Link>
  );
}
