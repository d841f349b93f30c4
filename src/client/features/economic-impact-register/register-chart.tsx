import { useId } from 'react';
import type { RegisterRow } from '../../../shared/schemas/register';
import { rupiahRange, rupiahShort } from './register-format';

interface Charted {
  row: RegisterRow;
  dei: number;
  low: number;
  high: number;
}

function charted(rows: readonly RegisterRow[]): Charted[] {
  return rows.flatMap((row) =>
    row.dampak_langsung === null || row.interval === null ? [] : [{ row, dei: row.dampak_langsung, low: row.interval[0], high: row.interval[1] }],
  );
}

/** The scale every row shares, with zero always on it, so the lengths compare across events. */
function domainOf(items: readonly Charted[]): [number, number] {
  const low = Math.min(0, ...items.map((item) => Math.min(item.low, item.dei)));
  const high = Math.max(0, ...items.map((item) => Math.max(item.high, item.dei)));
  return high > low ? [low, high] : [0, 1];
}

/**
 * Each event's direct impact as a dot and its 90% range as a whisker, on one scale, for the events
 * of the page shown that have a figure. Every row says its figures in words beside the drawing, so
 * the list is its own text alternative; the drawing is SVG strokes, which print without the
 * browser's "background graphics".
 */
export function RegisterChart({ rows }: { rows: readonly RegisterRow[] }) {
  const headingId = useId();
  const items = charted(rows);
  const [min, max] = domainOf(items);
  const at = (value: number) => `${(((value - min) / (max - min)) * 100).toFixed(2)}%`;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Dampak ekonomi langsung dan rentang 90%
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Event di halaman ini yang sudah punya angka: titik adalah dampaknya, garis adalah rentang 90%. Event tanpa angka tidak
        digambar.
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">Belum ada event dengan angka dampak di halaman ini.</p>
      ) : (
        <>
          <ul aria-label="Dampak ekonomi langsung per event" className="mt-4 flex flex-col gap-3">
            {items.map(({ row, dei, low, high }) => (
              <li key={row.event_id} className="grid gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center sm:gap-4 print:break-inside-avoid">
                <p className="text-sm break-words text-slate-900">
                  <span className="font-semibold">{row.nama_event}</span>
                  <span className="block text-xs text-slate-700">
                    {rupiahShort(dei)} (rentang 90%: {rupiahRange(row.interval)})
                  </span>
                </p>
                <svg aria-hidden="true" width="100%" height="20" className="overflow-visible text-blue-700">
                  <line x1={at(0)} x2={at(0)} y1="0" y2="20" stroke="currentColor" className="text-slate-400" strokeWidth="1" />
                  <line x1={at(low)} x2={at(high)} y1="10" y2="10" stroke="currentColor" strokeWidth="2" />
                  <line x1={at(low)} x2={at(low)} y1="4" y2="16" stroke="currentColor" strokeWidth="2" />
                  <line x1={at(high)} x2={at(high)} y1="4" y2="16" stroke="currentColor" strokeWidth="2" />
                  <circle cx={at(dei)} cy="10" r="5" fill="currentColor" />
                </svg>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between gap-2 text-xs text-slate-700 sm:ml-[40%] sm:pl-4">
            <span>{rupiahShort(min)}</span>
            <span>{rupiahShort(max)}</span>
          </p>
        </>
      )}
    </section>
  );
}
