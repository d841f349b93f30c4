import { useId } from 'react';
import { KATEGORI_LABEL } from '../../../../shared/economic-impact/labels';
import { KATEGORI } from '../../../../shared/economic-impact/economic-roles';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { DampakEkonomi, SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { SegmentTable } from './segment-table';

interface CategoryTableProps {
  segmen: readonly SegmenDampak[];
  total: NonNullable<DampakEkonomi['total']>;
}

const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/**
 * Direct impact by spending category (rows) and counted segment (columns), with the event's total and,
 * beside it, the gross turnover of the same category.
 */
export function CategoryTable({ segmen, total }: CategoryTableProps) {
  const headingId = useId();
  const counted = segmen.flatMap((item) => (item.dihitung && item.per_kategori ? [{ ...item, per_kategori: item.per_kategori }] : []));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Dampak langsung per kategori belanja
      </h2>
      <SegmentTable
        regionLabel="Tabel per kategori"
        headingId={headingId}
        rowHeader="Kategori"
        segmen={counted}
        totals={
          <>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-900">
              Total dampak langsung
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Perputaran kotor
            </th>
          </>
        }
      >
        <tbody>
          {KATEGORI.map((kategori) => (
            <tr key={kategori} className="border-b border-slate-100">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-normal text-slate-900">
                {KATEGORI_LABEL[kategori]}
              </th>
              {counted.map((item) => (
                <td key={item.kuesioner_id} className={`${CELL} text-slate-900`}>
                  {formatRupiah(item.per_kategori[kategori])}
                </td>
              ))}
              <td className={`${CELL} font-semibold text-slate-900`}>{formatRupiah(total.per_kategori[kategori])}</td>
              <td className={`${CELL} text-slate-700`}>{formatRupiah(total.perputaran_per_kategori[kategori])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-slate-50 font-semibold text-slate-900">
            <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left">
              Jumlah
            </th>
            {counted.map((item) => (
              <td key={item.kuesioner_id} className={CELL}>
                {formatRupiah(item.dampak_langsung ?? 0)}
              </td>
            ))}
            <td className={CELL}>{formatRupiah(total.corong.belanja_pengunjung_tambahan)}</td>
            <td className={`${CELL} text-slate-700`}>{formatRupiah(total.perputaran_kotor)}</td>
          </tr>
        </tfoot>
      </SegmentTable>
      <p className="text-sm text-slate-700">
        Belanja penyelenggara dan dana dari wilayah tidak dibagi per kategori; keduanya masuk ke angka dampak langsung di
        atas. Jumlah bisa berbeda beberapa rupiah dari penjumlahan baris karena pembulatan.
      </p>
    </section>
  );
}
