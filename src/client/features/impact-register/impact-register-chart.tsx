import { useId } from 'react';
import type { ImpactRegisterChartPoint } from '../../../shared/schemas/impact-register';
import { rupiahRange, rupiahShort } from './impact-register-format';

/** The scale every row shares, with zero always on it, so the lengths compare across events. */
function domainOf(points: readonly ImpactRegisterChartPoint[]): [number, number] {
  const low = Math.min(0, ...points.map(({ dampak_langsung, interval }) => Math.min(interval[0], dampak_langsung)));
  const high = Math.max(0, ...points.map(({ dampak_langsung, interval }) => Math.max(interval[1], dampak_langsung)));
  return high > low ? [low, high] : [0, 1];
}

/** From this many rows the scale is told above the chart too, not only far below it. */
const SCALE_ON_TOP_FROM = 10;

// The words column is as wide on every row, so the drawings line up on one scale.
const ROW_GRID = 'sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]';

/**
 * Each event's direct impact as a dot and its 90% range as a whisker, on one scale: every filtered
 * event that has a figure (the response's `grafik`, in the list's order), whatever the page of the
 * table. A row is a list item of its own, so a long chart grows row by row at a height that stays
 * legible, and on paper breaks between rows, never through one. Every row says its figures in
 * words beside the drawing, so the list is its own text alternative, for every event drawn; the
 * drawing is SVG strokes, which print without the browser's "background graphics".
 */
export function ImpactRegisterChart({ points }: { points: readonly ImpactRegisterChartPoint[] }) {
  const headingId = useId();
  const [min, max] = domainOf(points);
  const at = (value: number) => `${(((value - min) / (max - min)) * 100).toFixed(2)}%`;
  const scale = (
    <>
      <span>{rupiahShort(min)}</span>
      <span>{rupiahShort(max)}</span>
    </>
  );
  const scaleClass = 'flex justify-between gap-2 text-xs text-slate-700 sm:ml-[40%] sm:pl-4';

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Dampak ekonomi langsung dan rentang 90%
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Semua event dalam daftar ini (dengan filter yang dipilih, di semua halaman) yang sudah punya angka, dalam urutan daftar:
        titik adalah dampaknya, garis adalah rentang 90%. Event tanpa angka tidak digambar.
      </p>
      {points.length === 0 ? (
        <p className="mt-3 text-slate-700">Belum ada event dengan angka dampak dalam daftar ini.</p>
      ) : (
        <>
          {points.length >= SCALE_ON_TOP_FROM && (
            <p aria-hidden="true" className={`mt-4 ${scaleClass}`}>
              {scale}
            </p>
          )}
          <ul aria-label="Dampak ekonomi langsung per event" className="mt-3 flex flex-col divide-y divide-slate-100">
            {points.map(({ event_id, nama_event, dampak_langsung, interval: [low, high] }) => (
              <li key={event_id} className={`grid gap-1 py-1.5 sm:items-center sm:gap-4 ${ROW_GRID} print:break-inside-avoid`}>
                <p className="text-sm leading-snug break-words text-slate-900">
                  <span className="font-semibold">{nama_event}</span>
                  <span className="block text-xs text-slate-700">
                    {rupiahShort(dampak_langsung)} (rentang 90%: {rupiahRange([low, high])})
                  </span>
                </p>
                <svg aria-hidden="true" width="100%" height="20" className="overflow-visible text-blue-700">
                  <line x1={at(0)} x2={at(0)} y1="0" y2="20" stroke="currentColor" className="text-slate-400" strokeWidth="1" />
                  <line x1={at(low)} x2={at(high)} y1="10" y2="10" stroke="currentColor" strokeWidth="2" />
                  <line x1={at(low)} x2={at(low)} y1="4" y2="16" stroke="currentColor" strokeWidth="2" />
                  <line x1={at(high)} x2={at(high)} y1="4" y2="16" stroke="currentColor" strokeWidth="2" />
                  <circle cx={at(dampak_langsung)} cy="10" r="5" fill="currentColor" />
                </svg>
              </li>
            ))}
          </ul>
          <p className={`mt-3 ${scaleClass}`}>{scale}</p>
        </>
      )}
    </section>
  );
}
