import { useId } from 'react';
import { formatNumber } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { ParameterEkonomiTersimpan, SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { formatShare } from '../../../lib/format-figures';

interface ParameterSummaryProps {
  parameter: ParameterEkonomiTersimpan;
  /** The report's segments, for their names. */
  segmen: readonly SegmenDampak[];
}

const coefficient = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });

const CAKUPAN_LABEL: Record<string, string> = { nasional: 'nasional', provinsi: 'provinsi', kabupaten_kota: 'kabupaten/kota' };

/**
 * The figures the Admin set and where they come from, read-only for every reader: a printed
 * report ends with them beside the method, so whoever checks it sees every assumption.
 */
export function ParameterSummary({ parameter, segmen }: ParameterSummaryProps) {
  const headingId = useId();
  const names = new Map(segmen.map((item) => [item.kuesioner_id, item.tipe_responden]));
  const rows: [string, string][] = parameter.segmen.map((item) => {
    const range =
      item.kunjungan_min != null || item.kunjungan_maks != null
        ? ` (rentang ${formatNumber(item.kunjungan_min ?? item.kunjungan)}–${formatNumber(item.kunjungan_maks ?? item.kunjungan)})`
        : '';
    return [`Kunjungan ${names.get(item.kuesioner_id) ?? `kuesioner ${item.kuesioner_id}`}`, `${formatNumber(item.kunjungan)}${range}`];
  });
  rows.push(
    ['Belanja penyelenggara di wilayah', formatRupiah(parameter.belanja_penyelenggara_lokal)],
    ['Dana penyelenggara dari wilayah', formatRupiah(parameter.dana_dari_lokal)],
    ['Dana publik (APBN/APBD)', parameter.dana_publik === null ? 'tidak diisi' : formatRupiah(parameter.dana_publik)],
    ['Margin ritel oleh-oleh', formatShare(parameter.margin_ritel)],
  );
  const pengganda = parameter.pengganda;
  if (pengganda && !parameter.pengganda_perlu_diperbarui) {
    rows.push(
      ['Pengganda output', coefficient.format(pengganda.output)],
      ['Koefisien pendapatan', coefficient.format(pengganda.pendapatan)],
      ['Koefisien nilai tambah', coefficient.format(pengganda.nilai_tambah)],
      ['Tenaga kerja per Rp 1 miliar', `${formatNumber(pengganda.tenaga_kerja_per_miliar)} pekerja-tahun`],
      ['Sumber pengganda', pengganda.sumber],
    );
    const table = [
      pengganda.tahun_tabel != null && `tahun ${pengganda.tahun_tabel}`,
      pengganda.cakupan_tabel && `cakupan ${CAKUPAN_LABEL[pengganda.cakupan_tabel] ?? pengganda.cakupan_tabel}`,
      pengganda.tipe && `tipe ${pengganda.tipe}`,
    ].filter(Boolean);
    if (table.length > 0) rows.push(['Tabel input-output', table.join(', ')]);
  } else {
    rows.push(['Pengganda', parameter.pengganda_perlu_diperbarui ? 'perlu diperbarui, tidak dipakai' : 'tidak ada']);
  }
  return (
    <section aria-labelledby={headingId} className="print-keep flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm print:gap-1 print:p-3 print:text-xs">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 print:text-base">
        Parameter dan sumbernya
      </h2>
      <p>Ditetapkan oleh Admin untuk event ini; jumlah kunjungan dari tiket, pendaftaran, atau hitungan penyelenggara.</p>
      <dl className="flex flex-col">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3 border-t border-slate-100 py-1.5 first:border-t-0 print:py-0.5">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
