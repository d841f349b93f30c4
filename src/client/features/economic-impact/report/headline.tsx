import { useId } from 'react';
import { basisLine, headlineFigure } from '../../../../shared/economic-impact/headline';
import { asPercent } from '../../../../shared/economic-impact/labels';
import { formatRupiahShort } from '../../../../shared/format-rupiah-short';
import type { DampakEkonomi, SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { DetailTable } from './detail-table';
import { noBreak } from '../../../lib/format-figures';
import { ReviewNotice } from './review-notice';
import { UncountedLine } from './uncounted-line';

type Total = NonNullable<DampakEkonomi['total']>;

interface HeadlineProps {
  eventId: number;
  total: Total;
  segmen: readonly SegmenDampak[];
  metode: DampakEkonomi['metode'];
  dihitungPada: string;
  /** The report time zone, whose clock the computation time is read on. */
  zone: string;
  /** Whether the reader may open Data Survei, where flagged answers are reviewed. */
  canOpenResponses: boolean;
}

/**
 * The one figure a reader takes away: about how much new money came in, rounded to three figures,
 * its interval, the lower end as the "at least" figure, and what it stands on. The exact Rupiah
 * follow in the table below it; the gross turnover stands beside it, never in its place.
 */
export function Headline({ eventId, total, segmen, metode, dihitungPada, zone, canOpenResponses }: HeadlineProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 md:grid-cols-[3fr_2fr]">
      <h2 id={headingId} className="sr-only">
        Ringkasan dampak
      </h2>
      <div className="print-keep flex min-w-0 flex-col gap-2 rounded-xl border border-t-4 border-slate-200 border-t-blue-700 bg-white p-5 shadow-sm">
        <HeadlineFigure total={total} metode={metode} />
        <p className="text-sm text-slate-700">{basisLine(total, dihitungPada, zone)}</p>
        <UncountedLine segmen={segmen} />
        {total.perlu_diperiksa > 0 && (
          <ReviewNotice count={total.perlu_diperiksa} eventId={eventId} canOpenResponses={canOpenResponses} />
        )}
      </div>
      <div className="print-keep flex min-w-0 flex-col gap-2 rounded-xl border border-t-4 border-slate-200 border-t-slate-400 bg-white p-5 shadow-sm">
        <p className="text-sm font-medium text-slate-700">Perputaran uang kotor</p>
        <p className="text-2xl font-bold text-slate-900">{`sekitar ${noBreak(formatRupiahShort(total.perputaran_kotor))}`}</p>
        <p className="text-sm text-slate-700">
          Belanja semua pengunjung, termasuk warga setempat. Angka ini lebih besar dari dampak langsung karena belanja
          warga setempat dan pengunjung yang tetap akan datang tanpa acara ini bukan uang baru bagi wilayah.
        </p>
      </div>
      <DetailTable total={total} level={asPercent(metode.tingkat_kepercayaan)} />
    </section>
  );
}

/** The figure and its interval, in the words of its sign. */
function HeadlineFigure({ total, metode }: { total: Total; metode: DampakEkonomi['metode'] }) {
  const figure = headlineFigure(total, metode);
  return (
    <>
      <p className="text-2xl font-bold text-slate-900 sm:text-3xl">{`${figure.lead}${figure.amount ? noBreak(figure.amount) : ''}`}</p>
      {figure.details.map((line) => (
        <p key={line} className="font-medium text-slate-800">
          {line}
        </p>
      ))}
      {figure.meaning && <p className="text-sm text-slate-700">{figure.meaning}</p>}
    </>
  );
}
