import { useId } from 'react';
import { formatNumber, formatPercent } from '../../../../shared/format-number';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { Badge } from '../../../ui/badge';
import { WARNED_BELOW, WITHHELD_BELOW } from '../../../../shared/economic-impact/labels';

/** Per segment: how many responded, how precise that is, and how many more a ±10% figure needs. */
export function SampleSizePanel({ segmen }: { segmen: readonly SegmenDampak[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Ukuran sampel
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Margin galat menunjukkan seberapa jauh rata-rata belanja bisa meleset (tingkat kepercayaan 95%). Segmen di bawah{' '}
          {WITHHELD_BELOW} responden tidak ditampilkan; di bawah {WARNED_BELOW} responden angkanya perlu dibaca hati-hati.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {segmen.map((item) => (
          <SampleCard key={item.kuesioner_id} segmen={item} />
        ))}
      </ul>
    </section>
  );
}

function SampleCard({ segmen }: { segmen: SegmenDampak }) {
  const nameId = useId();
  const target = segmen.target_sampel_10_persen === null ? null : Math.ceil(segmen.target_sampel_10_persen);
  const needed = target === null ? null : Math.max(0, target - segmen.n);
  const rows: [string, string][] = [
    ['Responden', formatNumber(segmen.n)],
    [
      'Margin galat',
      segmen.margin_galat_relatif === null ? '—' : `±${formatPercent(Math.round(segmen.margin_galat_relatif * 1000) / 10)}`,
    ],
    ['Kurang untuk ±10%', needed === null ? '—' : needed === 0 ? 'Sudah cukup' : `${formatNumber(needed)} responden lagi`],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={nameId} className="font-semibold text-slate-900">
          {segmen.tipe_responden}
        </h3>
        <SampleBadge n={segmen.n} />
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {segmen.n < WITHHELD_BELOW && (
        <p className="text-sm text-slate-700">
          Perlu {formatNumber(WITHHELD_BELOW - segmen.n)} responden lagi agar angka segmen ini ditampilkan.
        </p>
      )}
      {segmen.peringatan.length > 0 && (
        <ul aria-label={`Peringatan ${segmen.tipe_responden}`} className="flex flex-col gap-1 text-sm text-amber-900">
          {segmen.peringatan.map((text) => (
            <li key={text} className="rounded-lg bg-amber-50 px-3 py-2">
              {text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function SampleBadge({ n }: { n: number }) {
  if (n < WITHHELD_BELOW) return <Badge tone="red">Sampel terlalu kecil</Badge>;
  if (n < WARNED_BELOW) return <Badge tone="amber">Baca dengan hati-hati</Badge>;
  return <Badge tone="green">Sampel memadai</Badge>;
}
