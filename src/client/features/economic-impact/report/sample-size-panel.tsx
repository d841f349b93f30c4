import { useId } from 'react';
import { WARNED_BELOW, WITHHELD_BELOW } from '../../../../shared/economic-impact/labels';
import { formatNumber } from '../../../../shared/format-number';
import { formatRupiah } from '../../../../shared/format-rupiah';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { Badge } from '../../../ui/badge';
import { formatMargin, formatShare } from '../../../lib/format-figures';

/** The margin at or under which a segment's figure is precise enough to call the sample sufficient. */
const ENOUGH_MARGIN = 0.1;

interface SampleSizePanelProps {
  /** The counted segments: the others are named once in the "Tidak dihitung" line. */
  segmen: readonly SegmenDampak[];
  /**
   * The total's relative margin, (hi − lo) / (2 × DEI); null where the direct impact is not above
   * zero; absent while the report has no total.
   */
  totalMargin?: number | null;
}

/**
 * How precise each counted segment's direct impact is: its margin on the headline's own quantity
 * (the additional visitors' spending), how many responses a ±10% figure needs, and, where no one
 * was additional, how large that share could still be.
 */
export function SampleSizePanel({ segmen, totalMargin }: SampleSizePanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 print-with-next">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Ukuran sampel
        </h2>
        <p className="text-sm text-slate-700">
          Margin galat menunjukkan seberapa jauh dampak langsung segmen (belanja pengunjung tambahan) bisa meleset, dengan
          keyakinan 95%. Segmen di bawah {WITHHELD_BELOW} responden tidak dihitung; di bawah {WARNED_BELOW} responden
          angkanya perlu dibaca hati-hati.
        </p>
        {totalMargin !== undefined && (
          <p className="text-sm font-medium text-slate-800">
            {totalMargin === null
              ? 'Margin galat dampak langsung seluruh event: —'
              : `Margin galat dampak langsung seluruh event: ${formatMargin(totalMargin)} (setengah lebar rentang 90%).`}
          </p>
        )}
      </div>
      {segmen.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {segmen.map((item) => (
            <SampleCard key={item.kuesioner_id} segmen={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SampleCard({ segmen }: { segmen: SegmenDampak }) {
  const margin = segmen.margin_galat_relatif;
  const target = segmen.target_sampel_10_persen;
  const rows: [string, string][] = [['Responden', formatNumber(segmen.n)]];
  if (segmen.tanpa_asal > 0) rows.push(['Tanpa jawaban asal (tidak dipakai)', formatNumber(segmen.tanpa_asal)]);
  rows.push(
    ['Margin galat', margin === null ? '—' : formatMargin(margin)],
    ['Sampel untuk ±10%', target === null ? '—' : `${formatNumber(target)} responden`],
  );
  if (target !== null && margin !== null && margin > ENOUGH_MARGIN) {
    rows.push(['Kurang untuk ±10%', `${formatNumber(Math.max(0, target - segmen.n))} responden lagi`]);
  }
  if (segmen.batas_wajar_segmen !== null) rows.push(['Batas wajar belanja per orang', formatRupiah(segmen.batas_wajar_segmen)]);
  if (segmen.perlu_diperiksa > 0) rows.push(['Menunggu pemeriksaan', `${formatNumber(segmen.perlu_diperiksa)} jawaban`]);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{segmen.tipe_responden}</h3>
        <SampleBadge n={segmen.n} margin={margin} />
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {segmen.batas_atas_porsi_tambahan !== null && (
        <p className="text-sm text-slate-700">
          {`Tidak ada responden yang tergolong pengunjung tambahan, tetapi porsinya di antara semua pengunjung masih bisa sampai ${formatShare(segmen.batas_atas_porsi_tambahan)} dengan keyakinan 95% (aturan tiga: 3 ÷ ${formatNumber(segmen.n)} responden).`}
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

/** "Sampel memadai" only for a measured margin within ±10% on at least 100 responses. */
function SampleBadge({ n, margin }: { n: number; margin: number | null }) {
  if (n < WARNED_BELOW) return <Badge tone="amber">Baca dengan hati-hati</Badge>;
  if (margin === null) return <Badge tone="slate">Margin belum terukur</Badge>;
  if (margin > ENOUGH_MARGIN) return <Badge tone="amber">Margin lebih dari ±10%</Badge>;
  return <Badge tone="green">Sampel memadai</Badge>;
}
