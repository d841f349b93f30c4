import { useId } from 'react';
import { formatPercent } from '../../../../shared/format-number';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';
import { formatRupiahSigned } from './format';

interface DetailTableProps {
  total: NonNullable<DampakEkonomi['total']>;
  /** The interval's level, as a percent. */
  level: number;
}

/** The headline's figures to the Rupiah, for whoever must quote or check them. */
export function DetailTable({ total, level }: DetailTableProps) {
  const captionId = useId();
  const [lo, hi] = total.interval;
  const rows: [string, number, boolean?][] = [
    ['Dampak ekonomi langsung', total.dampak_langsung, true],
    [`Batas bawah rentang ${formatPercent(level)}`, lo],
    [`Batas atas rentang ${formatPercent(level)}`, hi],
    ['Belanja pengunjung tambahan', total.corong.belanja_pengunjung_tambahan],
    ['+ Belanja penyelenggara di wilayah', total.belanja_penyelenggara_lokal],
    ['− Dana penyelenggara dari wilayah', total.dana_dari_lokal],
    ['Belanja yang tertahan di wilayah', total.tertahan],
    ['Perputaran uang kotor', total.perputaran_kotor],
  ];
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:col-span-2">
      <table aria-labelledby={captionId} className="w-full max-w-2xl text-sm">
        <caption id={captionId} className="pb-2 text-left font-semibold text-slate-900">
          Rincian angka (Rupiah penuh)
        </caption>
        <tbody>
          {rows.map(([label, value, strong]) => (
            <tr key={label} className="border-t border-slate-100 first:border-t-0">
              <th scope="row" className={`py-1.5 pr-3 text-left ${strong ? 'font-semibold text-slate-900' : 'font-normal text-slate-700'}`}>
                {label}
              </th>
              <td className="py-1.5 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900">{formatRupiahSigned(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
