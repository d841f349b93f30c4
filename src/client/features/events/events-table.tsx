import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import { useSession } from '../../lib/session/session-context';
import { DataSurveiLink } from '../../ui/data-survei-link';
import { DownloadButton } from '../../ui/download-button';
import type { EventAction } from './event-action';
import { EventRowActions } from './event-row-actions';
import { formatDateRange } from '../../lib/format-date-range';

interface EventsTableProps {
  events: Event[];
  /** Only Admin changes events; the others see the list and download. */
  canManage: boolean;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
// Below md each row stacks into a card: four columns do not fit 360 px.
const CELL = 'block px-4 py-1 md:table-cell md:py-3 md:align-middle';
// The download and action buttons share one line in the card.
const BUTTON_CELL = 'inline-block pt-2 pl-4 md:table-cell md:px-4 md:py-3 md:align-middle';

export function EventsTable({ events, canManage, onEdit, onAction }: EventsTableProps) {
  const { user } = useSession();
  // Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor.
  const canReview = user?.peran === 'Admin' || user?.peran === 'Instansi';
  return (
    <table className="block w-full md:table">
      <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
        <tr>
          <th scope="col" className={HEAD}>
            Nama Event
          </th>
          <th scope="col" className={HEAD}>
            Tanggal
          </th>
          <th scope="col" className={HEAD}>
            Hasil Survei
          </th>
          {canManage && (
            <th scope="col" className={HEAD}>
              Aksi
            </th>
          )}
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-200 md:table-row-group">
        {events.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            canManage={canManage}
            canReview={canReview}
            onEdit={onEdit}
            onAction={onAction}
          />
        ))}
      </tbody>
    </table>
  );
}

interface EventRowProps {
  event: Event;
  canManage: boolean;
  canReview: boolean;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

function EventRow({ event, canManage, canReview, onEdit, onAction }: EventRowProps) {
  // Every row has a "Data Survei" link: the event's name tells a screen reader which is which.
  const nameId = useId();
  return (
    <tr className="block py-3 md:table-row md:py-0">
      <td className={CELL}>
        <Link
          id={nameId}
          to={`/kelola-event/${event.id}`}
          className="font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {event.nama_event}
        </Link>
        <p className="text-sm text-slate-600">{event.lokasi}</p>
        <p className="text-sm text-slate-600">Data survei: {formatNumber(event.jumlah_respons)}</p>
      </td>
      <td className={`${CELL} text-sm text-slate-700`}>
        {formatDateRange(event.tanggal_mulai, event.tanggal_selesai)}
      </td>
      <td className={BUTTON_CELL}>
        <div className="flex flex-wrap items-center gap-1">
          <DownloadButton eventId={event.id} eventName={event.nama_event} iconOnly />
          {canReview && <DataSurveiLink eventId={event.id} describedBy={nameId} />}
        </div>
      </td>
      {canManage && (
        <td className={BUTTON_CELL}>
          <EventRowActions event={event} onEdit={onEdit} onAction={onAction} />
        </td>
      )}
    </tr>
  );
}
