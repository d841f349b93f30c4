import { useId } from 'react';
import { formatNumber } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { DampakEkonomi } from '../../../../shared/schemas/economic-impact';

type Total = NonNullable<DampakEkonomi['total']>;

interface MultiplierSectionProps {
  total: Total;
  /** `pengganda_perlu_diperbarui` of GET /api/events/{id}/parameter-ekonomi: the stored set is a v1 one, not used. */
  penggandaPerluDiperbarui?: boolean;
}

/**
 * Output, income, value added and jobs, only from a multiplier set with its structured source;
 * otherwise the report says it stops at the direct impact, and why when a stored set needs
 * updating. The four lines read the same money four ways.
 */
export function MultiplierSection({ total, penggandaPerluDiperbarui = false }: MultiplierSectionProps) {
  const headingId = useId();
  const sumber = total.sumber_pengganda;
  const lines: [string, number | undefined, (value: number) => string][] = [
    ['Output', total.output, formatRupiah],
    ['Pendapatan rumah tangga', total.pendapatan, formatRupiah],
    ['Nilai tambah', total.nilai_tambah, formatRupiah],
    ['Tenaga kerja', total.tenaga_kerja, (value) => `${formatNumber(value)} pekerja-tahun (setara penuh waktu)`],
  ];
  let body;
  if (penggandaPerluDiperbarui) {
    body = (
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-amber-900">Angka pengganda perlu diperbarui.</span> Angka yang tersimpan tidak
        memenuhi rentang dan sumber terstruktur yang kini diwajibkan, jadi tidak dipakai: laporan ini hanya menampilkan
        dampak langsung sampai Admin memperbaruinya.
      </p>
    );
  } else if (total.output !== undefined && sumber) {
    body = (
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
    );
  } else {
    body = (
      <p className="text-sm text-slate-700">
        Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="print-keep flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Efek pengganda
      </h2>
      {body}
    </section>
  );
}
