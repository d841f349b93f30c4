import type { PertanyaanAnalysis } from '../../../shared/schemas/analysis';
import { formatNumber } from '../../../shared/format-number';

type Provinces = NonNullable<PertanyaanAnalysis['wilayah']>['per_provinsi'];

/** Respondents per province, most first: where the visitors came from, at a glance. */
export function ProvinceTable({ provinces }: { provinces: Provinces }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-1 font-medium text-blue-800">Jumlah per provinsi ({provinces.length})</summary>
      <table className="mt-2 w-full">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">Provinsi</th>
            <th scope="col" className="py-1 text-right font-medium">Responden</th>
          </tr>
        </thead>
        <tbody>
          {provinces.map((row) => (
            <tr key={row.provinsi} className="border-b border-slate-100">
              <td className="py-1 text-slate-900">{row.provinsi}</td>
              <td className="py-1 text-right tabular-nums text-slate-900">{formatNumber(row.jumlah)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
