import { useId } from 'react';
import { formatNumber } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';

type Total = NonNullable<DampakEkonomi['total']>;

/**
 * Output, income, value added and jobs, only from a multiplier with a named source; otherwise
 * the report says it stops at the direct impact. The four lines read the same money four ways.
 */
export function MultiplierSection({ total }: { total: Total }) {
  const headingId = useId();
  const sumber = total.sumber_pengganda;
  const lines: [string, number | undefined, (value: number) => string][] = [
    ['Output', total.output, formatRupiah],
    ['Pendapatan', total.pendapatan, formatRupiah],
    ['Nilai tambah', total.nilai_tambah, formatRupiah],
    ['Tenaga kerja', total.tenaga_kerja, (value) => `${formatNumber(value)} orang`],
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Efek pengganda
      </h2>
      {sumber ? (
        <>
          <p className="text-sm text-slate-700">
            Dihitung dari belanja yang tertahan di wilayah ({formatRupiah(total.tertahan)}): dampak langsung tanpa bagian
            belanja barang yang mengalir ke luar wilayah.
          </p>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {lines.map(([label, value, format]) =>
              value === undefined ? null : (
                <div key={label} className="flex flex-col rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="text-lg font-bold tabular-nums text-slate-900">{format(value)}</dd>
                </div>
              ),
            )}
          </dl>
          <p className="text-sm font-medium text-slate-800">
            Keempat angka ini adalah cara lain membaca dampak yang sama, bukan tambahan: jangan dijumlahkan.
          </p>
          <p className="text-sm text-slate-700">Sumber pengganda: {sumber}</p>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.
        </p>
      )}
    </section>
  );
}
