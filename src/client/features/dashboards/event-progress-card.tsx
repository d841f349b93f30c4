import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import type { Progres } from '../../../shared/schemas/progress';
import { DataSurveiLink } from '../../components/data-survei-link';
import { ProgressBar } from '../../ui/progress-bar';
import { Failure } from '../../ui/failure';
import { formatDateRange } from '../../lib/format-date-range';
import { InlineLoading } from '../../ui/loading-state';

/** A card's part of the dashboard's one progress read (field-progress.tsx), or that read still loading or failed. */
export type ProgressState = Progres | 'loading' | 'failed';

/** One active event on the Admin dashboard: its segments against their sample targets. */
export function EventProgressCard({ event, progress }: { event: Event; progress: ProgressState }) {
  // Every card has a "Data Survei" link: the event's name tells a screen reader which is which.
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h3 id={nameId} className="text-base font-bold text-slate-900">
          <Link
            to={`/kelola-event/${event.id}`}
            className="text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {event.nama_event}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{formatDateRange(event.tanggal_mulai, event.tanggal_selesai)}</p>
        <p className="text-sm text-slate-700">Data survei: {formatNumber(event.jumlah_respons)}</p>
      </div>
      <SegmentProgress progress={progress} />
      <DataSurveiLink eventId={event.id} describedBy={nameId} className="mt-auto self-start" />
    </li>
  );
}

function SegmentProgress({ progress }: { progress: ProgressState }) {
  if (progress === 'loading') return <InlineLoading className="text-sm">Memuat progres...</InlineLoading>;
  if (progress === 'failed') return <Failure className="text-sm">Gagal mengambil progres lapangan.</Failure>;
  const { segmen, surveyor } = progress;
  if (segmen.length === 0) return <p className="text-sm text-slate-700">Belum ada tipe responden.</p>;
  // Segments without a target are drawn against the largest one, so the bars compare.
  const scale = Math.max(...segmen.map((segment) => segment.jumlah_respons));
  const today = surveyor.reduce((sum, person) => sum + person.hari_ini, 0);
  return (
    <div className="flex flex-col gap-3">
      {segmen.map((segment) => (
        <ProgressBar
          key={segment.kuesioner_id}
          label={segment.tipe_responden}
          value={segment.jumlah_respons}
          target={segment.target_sampel}
          scale={scale}
        />
      ))}
      <p className="text-sm text-slate-600">Diterima hari ini: {formatNumber(today)}</p>
    </div>
  );
}
