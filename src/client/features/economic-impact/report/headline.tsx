import { useId } from 'react';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';
import { formatPercent } from '../../../../shared/format-number';
import { asPercent } from '../../../../shared/economic-impact/labels';
import { formatRupiahNoBreak } from './format';

interface HeadlineProps {
  total: NonNullable<DampakEkonomi['total']>;
  metode: DampakEkonomi['metode'];
}

/**
 * The one figure a reader takes away, as a lower bound with its interval, and the gross turnover
 * beside it (never in its place) with why the two differ.
 */
export function Headline({ total, metode }: HeadlineProps) {
  const headingId = useId();
  const [lo, hi] = total.interval;
  const composition: [string, string][] = [
    ['Belanja pengunjung tambahan', formatRupiah(total.corong.belanja_pengunjung_tambahan)],
    ['+ Belanja penyelenggara di wilayah', formatRupiah(total.belanja_penyelenggara_lokal)],
    ['− Dana penyelenggara dari wilayah', formatRupiah(total.dana_dari_lokal)],
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-4 md:grid-cols-[3fr_2fr]">
      <h2 id={headingId} className="sr-only">
        Ringkasan dampak
      </h2>
      <div className="flex flex-col gap-2 rounded-xl border border-t-4 border-slate-200 border-t-blue-700 bg-white p-5 shadow-sm">
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {`Dampak ekonomi langsung setidaknya ${formatRupiahNoBreak(total.dampak_langsung)}`}
        </p>
        <p className="font-medium text-slate-800">
          {`rentang ${formatPercent(asPercent(metode.tingkat_kepercayaan))}: ${formatRupiahNoBreak(lo)} – ${formatRupiahNoBreak(hi)}`}
        </p>
        <p className="text-sm text-slate-700">Uang baru yang masuk ke wilayah tuan rumah karena acara ini diadakan.</p>
        <dl className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
          {composition.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-t-4 border-slate-200 border-t-slate-400 bg-white p-5 shadow-sm">
        <p className="text-sm font-medium text-slate-700">Perputaran uang kotor</p>
        <p className="text-2xl font-bold text-slate-900">{formatRupiah(total.perputaran_kotor)}</p>
        <p className="text-sm text-slate-700">
          Belanja semua pengunjung, termasuk warga setempat. Angka ini lebih besar dari dampak langsung karena belanja
          warga setempat dan pengunjung yang tetap akan datang tanpa acara ini bukan uang baru bagi wilayah.
        </p>
      </div>
    </section>
  );
}
