import { formatNumber } from '../../../shared/format-number';
import type { Statistik } from '../../../shared/schemas/analysis';

/** The figures of a number question, over those who answered it. */
export function NumberStatistics({ statistik, format = formatNumber }: { statistik: Statistik; format?: (value: number) => string }) {
  const rows: [string, string][] = [
    ['Menjawab', formatNumber(statistik.n)],
    ['Rata-rata', format(statistik.rata_rata)],
    ['Median', format(statistik.median)],
    ['Terkecil', format(statistik.min)],
    ['Terbesar', format(statistik.maks)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
