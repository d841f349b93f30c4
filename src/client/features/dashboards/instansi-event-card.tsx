import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../shared/format-long-date';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import { Badge } from '../../ui/badge';
import { buttonClass } from '../../ui/button-class';
import { DataSurveiLink } from '../../components/data-survei-link';
import { DownloadButton } from '../../components/download-button';
import { EconomicImpactLink } from '../../components/economic-impact-link';
import { CalendarIcon, ChartIcon, ListIcon, MapPinIcon } from '../../ui/icons';

/** One event on the Instansi home: archived events read "Selesai" there (docs/screens.md#instansi-dashboard). */
export function InstansiEventCard({ event }: { event: Event }) {
  const active = event.status === 'aktif';
  // Every card has the same buttons: the event's name tells a screen reader which is which.
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 id={nameId} className="text-lg font-bold text-slate-900">
          {event.nama_event}
        </h2>
        <Badge tone={active ? 'green' : 'slate'}>{active ? 'Aktif' : 'Selesai'}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-700 [&_svg]:size-4 [&_svg]:shrink-0">
        <MapPinIcon />
        <span className="sr-only">Lokasi:</span>
        <span>{event.lokasi}</span>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700 [&_svg]:size-4 [&_svg]:shrink-0">
        <CalendarIcon />
        <span className="sr-only">Tanggal mulai:</span>
        <span>{formatLongDate(event.tanggal_mulai) ?? 'N/A'}</span>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700 [&_svg]:size-4 [&_svg]:shrink-0">
        <ListIcon />
        <span>Data survei: {formatNumber(event.jumlah_respons)}</span>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link
          to={`/hasil-analisis/${event.id}`}
          aria-describedby={nameId}
          className={buttonClass('primary', 'flex-1')}
        >
          <ChartIcon />
          Lihat Analitik
        </Link>
        <EconomicImpactLink eventId={event.id} describedBy={nameId} className="flex-1" />
        <DataSurveiLink eventId={event.id} describedBy={nameId} className="flex-1" />
        <DownloadButton
          eventId={event.id}
          eventName={event.nama_event}
          describedBy={nameId}
          className="flex-1"
        />
      </div>
    </li>
  );
}
