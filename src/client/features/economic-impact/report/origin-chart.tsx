import { useId } from 'react';
import type { AsalPengunjung } from '../../../../shared/schemas/economic-impact';
import { formatShare } from '../../../lib/format-figures';
import { formatPeople } from '../../../lib/format-figures';
import { originRows } from './origin-rows';

/**
 * Where the visitors from outside the host area came from, by province and abroad, as a table
 * whose rows carry their bar: a screen reader reads the table, a phone shows names in full.
 */
export function OriginChart({ asal, hostProvinces }: { asal: readonly AsalPengunjung[]; hostProvinces: ReadonlySet<string> }) {
  const headingId = useId();
  const rows = originRows(asal);
  const largest = Math.max(0, ...rows.map((row) => row.porsi));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="print-with-next">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Asal pengunjung dari luar wilayah
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Menurut provinsi tempat tinggal pengunjung; pengunjung dari luar negeri sebagai Luar Negeri. Pengunjung dari provinsi tuan
          rumah tidak dihitung pada dampak tingkat provinsi.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">Tidak ada pengunjung dari luar wilayah tuan rumah dalam sampel.</p>
      ) : (
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <table aria-labelledby={headingId} className="w-full text-sm">
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="pb-2 text-left font-medium">
                  Asal
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Pengunjung
                </th>
                <th scope="col" className="pb-2 pl-3 text-right font-medium">
                  Porsi
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.kode} className="border-t border-slate-100">
                  <th scope="row" className="w-full py-2 text-left font-normal text-slate-900">
                    {row.nama}
                    {/* Their spending is not new money for the province: the reader of the levels needs to see which row that is. */}
                    {hostProvinces.has(row.kode) && <span className="text-xs text-slate-600"> (provinsi tuan rumah)</span>}
                    <svg aria-hidden="true" viewBox="0 0 100 8" preserveAspectRatio="none" className="mt-1 block h-2 w-full">
                      <rect x={0} y={0} width={largest > 0 ? (row.porsi / largest) * 100 : 0} height={8} rx={1} fill={row.kode === 'lainnya' ? '#94a3b8' : '#2563eb'} />
                    </svg>
                  </th>
                  <td className="py-2 pl-3 text-right align-top tabular-nums whitespace-nowrap text-slate-900">{formatPeople(row.pengunjung)}</td>
                  <td className="py-2 pl-3 text-right align-top tabular-nums whitespace-nowrap text-slate-900">{formatShare(row.porsi)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
