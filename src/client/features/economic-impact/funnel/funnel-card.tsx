import { useId } from 'react';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { Corong } from '../../../../shared/schemas/economic-impact';
import { formatShare } from '../../../lib/format-figures';
import { formatPeople } from '../../../lib/format-figures';
import { FunnelChart } from './funnel-chart';

interface FunnelCardProps {
  title: string;
  /** The funnel as the report gives it. */
  figures: Corong;
  /** The whole event ends with the direct impact, the organiser's lines included. */
  organiser?: { belanja: number; dana: number; dampakLangsung: number };
}

/** Admissions → unique visitors → from outside → additional → new money, as a chart and as text. */
export function FunnelCard({ title, figures, organiser }: FunnelCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="print-keep flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <FunnelChart
        title={title}
        bars={[
          { label: 'Kunjungan', value: Math.round(figures.kunjungan) },
          { label: 'Pengunjung unik', value: Math.round(figures.pengunjung_unik) },
          { label: 'Dari luar wilayah', value: Math.round(figures.pengunjung_luar) },
          { label: 'Pengunjung tambahan', value: Math.round(figures.pengunjung_tambahan) },
        ]}
      />
      <FunnelSteps title={title} figures={figures} organiser={organiser} />
    </section>
  );
}

function FunnelSteps({ title, figures, organiser }: { title: string; figures: Corong; organiser: FunnelCardProps['organiser'] }) {
  const steps: { label: string; value: string; note?: string }[] = [
    { label: 'Kunjungan', value: `${formatPeople(figures.kunjungan)} kunjungan`, note: 'Tiket, pendaftaran, atau hitungan; satu orang bisa datang beberapa hari.' },
    {
      label: 'Pengunjung unik',
      value: `${formatPeople(figures.pengunjung_unik)} orang`,
      note: `Belanja semua pengunjung: ${formatRupiah(figures.perputaran_kotor)} (perputaran kotor).`,
    },
    {
      label: 'Dari luar wilayah',
      value: `${formatPeople(figures.pengunjung_luar)} orang`,
      note: `${formatShare(figures.porsi_luar)} dari pengunjung unik.`,
    },
    {
      label: 'Pengunjung tambahan',
      value: `${formatPeople(figures.pengunjung_tambahan)} orang`,
      note: `${formatShare(figures.porsi_pengunjung_tambahan)} dari pengunjung unik: datang karena acara ini.`,
    },
  ];
  if (organiser) {
    steps.push(
      { label: 'Belanja pengunjung tambahan', value: formatRupiah(figures.belanja_pengunjung_tambahan) },
      {
        label: 'Dampak langsung',
        value: formatRupiah(organiser.dampakLangsung),
        note: `Ditambah belanja penyelenggara di wilayah ${formatRupiah(organiser.belanja)}, dikurangi dana penyelenggara dari wilayah ${formatRupiah(organiser.dana)}.`,
      },
    );
  } else {
    steps.push({ label: 'Dampak langsung', value: formatRupiah(figures.belanja_pengunjung_tambahan), note: 'Belanja pengunjung tambahan di wilayah tuan rumah.' });
  }
  return (
    <ol aria-label={`Langkah ${title}`} className="flex flex-col gap-1 text-sm">
      {steps.map((step, index) => (
        <li key={step.label} className="flex flex-col rounded-lg bg-slate-50 px-3 py-2">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="text-slate-700">
              {index > 0 && (
                <span aria-hidden="true" className="mr-1 text-slate-400">
                  ↓
                </span>
              )}
              {step.label}
            </span>
            <strong className="tabular-nums text-slate-900">{step.value}</strong>
          </span>
          {step.note && <span className="text-xs text-slate-600">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
