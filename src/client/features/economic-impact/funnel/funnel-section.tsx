import { useId } from 'react';
import type { DampakEkonomi, SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { FunnelCard } from './funnel-card';

interface FunnelSectionProps {
  segmen: readonly SegmenDampak[];
  total: NonNullable<DampakEkonomi['total']>;
}

/**
 * The whole event first, then one funnel per counted segment, side by side on a wide screen; the
 * segments not counted are named once, in the headline's "Tidak dihitung" line.
 */
export function FunnelSection({ segmen, total }: FunnelSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="print-with-next">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Dari kunjungan ke dampak
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Tidak semua yang hadir membawa uang baru: kunjungan dijadikan orang, lalu hanya pengunjung dari luar wilayah
          yang datang karena acara ini yang dihitung.
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <FunnelCard
          title="Seluruh event"
          figures={total.corong}
          organiser={{
            belanja: total.belanja_penyelenggara_lokal,
            dana: total.dana_dari_lokal,
            dampakLangsung: total.dampak_langsung,
          }}
        />
        {segmen.flatMap((item) =>
          item.dihitung && item.corong ? [<FunnelCard key={item.kuesioner_id} title={item.tipe_responden} figures={item.corong} />] : [],
        )}
      </div>
    </section>
  );
}
