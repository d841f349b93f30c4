import { useId } from 'react';
import { levelSentence, TINGKAT_LABEL } from '../../../../shared/economic-impact/level-words';
import { formatPercent } from '../../../../shared/format-number';
import { formatRupiahRangeShort, formatRupiahShort } from '../../../../shared/format-rupiah-short';
import { TINGKAT } from '../../../../shared/economic-impact/tingkat';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';
import { noBreak } from '../../../lib/format-figures';
import { formatRupiahSigned } from './format';
import type { HostNames } from './host-names';
import { type LevelBar, levelBars } from './levels-scale';

interface LevelsSectionProps {
  tingkat: NonNullable<DampakEkonomi['total']>['tingkat'];
  names: HostNames;
  /** The interval's level, as a percent. */
  level: number;
}

/**
 * Step 12: the same new money read for the host area, its province and the nation, each with its
 * interval and the one sentence on who counts as new money there. The bars share one scale, so
 * the three compare at a glance; the figures stand in text beside them and to the Rupiah below.
 */
export function LevelsSection({ tingkat, names, level }: LevelsSectionProps) {
  const headingId = useId();
  const captionId = useId();
  const bars = levelBars(tingkat);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="print-with-next">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Dampak menurut tingkat wilayah
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Uang yang baru bagi kabupaten/kota belum tentu baru bagi provinsinya atau bagi Indonesia: makin luas wilayahnya,
          makin sedikit pengunjung yang datang dari luar. Garis tipis pada tiap batang adalah rentang {formatPercent(level)}.
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {TINGKAT.map((tingkatKey) => {
          const { nilai, interval } = tingkat[tingkatKey];
          return (
            <li key={tingkatKey} className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{TINGKAT_LABEL[tingkatKey]}</h3>
              <p className="text-xl font-bold text-slate-900">{nilai === 0 ? 'Rp 0' : `sekitar ${noBreak(formatRupiahShort(nilai))}`}</p>
              <p className="text-sm font-medium text-slate-800">{`rentang ${formatPercent(level)}: ${formatRupiahRangeShort(interval[0], interval[1]).range}`}</p>
              <IntervalBar bar={bars[tingkatKey]} />
              <p className="text-sm text-slate-700">{levelSentence(tingkatKey, names.regencies, names.provinces)}</p>
            </li>
          );
        })}
      </ul>
      {/* Whole amounts do not fit a phone's width: the table scrolls sideways there, focusable for a keyboard. */}
      <div
        role="region"
        aria-label="Rincian tingkat wilayah, dapat digeser ke samping"
        tabIndex={0}
        className="print-keep min-w-0 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <table aria-labelledby={captionId} className="w-full text-sm">
          <caption id={captionId} className="pb-2 text-left font-semibold text-slate-900">
            Rincian tingkat wilayah (Rupiah penuh)
          </caption>
          <thead>
            <tr className="text-slate-700">
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                Tingkat
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Perkiraan
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Rentang {formatPercent(level)}
              </th>
            </tr>
          </thead>
          <tbody>
            {TINGKAT.map((tingkatKey) => {
              const { nilai, interval } = tingkat[tingkatKey];
              return (
                <tr key={tingkatKey} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap text-slate-800">
                    {TINGKAT_LABEL[tingkatKey]}
                  </th>
                  <td className="py-1.5 pl-3 text-right font-semibold tabular-nums whitespace-nowrap text-slate-900">{formatRupiahSigned(nilai)}</td>
                  <td className="py-1.5 pl-3 text-right tabular-nums whitespace-nowrap text-slate-800">
                    {`${formatRupiahSigned(interval[0])} – ${formatRupiahSigned(interval[1])}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The figure as a bar from zero and its interval as a whisker, on the levels' shared scale; the text beside it says the same. */
function IntervalBar({ bar }: { bar: LevelBar }) {
  const left = Math.min(bar.zero, bar.value);
  return (
    <svg aria-hidden="true" viewBox="0 0 100 20" preserveAspectRatio="none" className="h-5 w-full">
      <rect x={0} y={4} width={100} height={12} fill="#f1f5f9" />
      <rect x={left} y={4} width={Math.abs(bar.value - bar.zero)} height={12} fill="#1d4ed8" />
      <g stroke="#0f172a" strokeWidth={1.5} vectorEffect="non-scaling-stroke">
        <line x1={bar.low} x2={bar.high} y1={10} y2={10} vectorEffect="non-scaling-stroke" />
        <line x1={bar.low} x2={bar.low} y1={2} y2={18} vectorEffect="non-scaling-stroke" />
        <line x1={bar.high} x2={bar.high} y1={2} y2={18} vectorEffect="non-scaling-stroke" />
        <line x1={bar.zero} x2={bar.zero} y1={0} y2={20} stroke="#64748b" vectorEffect="non-scaling-stroke" />
      </g>
    </svg>
  );
}
