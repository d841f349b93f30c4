import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import { DataSurveiLink } from '../../components/data-survei-link';
import { ProgressBar } from '../../ui/progress-bar';
import { responsesQueries } from '../../lib/api/responses-queries';
import { formatDateRange } from '../../lib/format-date-range';
import { InlineLoading } from '../../ui/loading-state';
import { useTurn } from '../../lib/idle';

/** One active event on the Admin dashboard: its segments against their sample targets. */
export function EventProgressCard({ event }: { event: Event }) {
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
      <SegmentProgress eventId={event.id} />
      <DataSurveiLink eventId={event.id} describedBy={nameId} className="mt-auto self-start" />
    </li>
  );
}

function SegmentProgress({ eventId }: { eventId: number }) {
  // Each card asks in a task of its own: the dashboard's five requests, started with the cards'
  // render, made one long task on a phone (docs/architecture.md, "The phone's main thread").
  const turn = useTurn();
  const progress = useQuery({ ...responsesQueries.progress(eventId), enabled: turn });
  if (progress.isPending) {
    return (
      <InlineLoading className="text-sm">Memuat progres...</InlineLoading>
    );
  }
  if (progress.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Gagal mengambil progres lapangan.
      </p>
    );
  }
  const { segmen, surveyor } = progress.data;
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
