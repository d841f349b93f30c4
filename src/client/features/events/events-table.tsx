import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import { formatDateRange } from '../../lib/format-date-range';
import type { ListSort } from '../../lib/list-params';
import { DataSurveiLink } from '../../components/data-survei-link';
import { DownloadButton } from '../../components/download-button';
import { PlaceName } from '../../components/work-area/area-name';
import { SortHeader } from '../../ui/sort-header';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import type { EventAction } from './event-action';
import { EventRowActions } from './event-row-actions';
import type { EventSortKey } from './event-sort';

interface EventsTableProps {
  events: Event[];
  sort: ListSort<EventSortKey>;
  onSort: (key: EventSortKey) => void;
  /** Only Admin changes events; the others read the list and download. */
  canManage: boolean;
  /** Data Survei reviews responses one by one: Admin and Instansi, never the Surveyor. */
  canReview: boolean;
  onEdit: (event: Event) => void;
  onAction: (action: EventAction) => void;
}

export function EventsTable({ events, sort, onSort, canManage, canReview, onEdit, onAction }: EventsTableProps) {
  return (
    <table className={TABLE}>
      <caption className="sr-only">Daftar event</caption>
      <thead className={THEAD}>
        <tr>
          <SortHeader label="Nama Event" sortKey="nama" sort={sort} onSort={onSort} />
          <SortHeader label="Tanggal" sortKey="tanggal" sort={sort} onSort={onSort} />
          <SortHeader label="Peserta" sortKey="peserta" sort={sort} onSort={onSort} className="text-right" />
          <th scope="col" className={TH}>
            Hasil Survei
          </th>
          {canManage && (
            <th scope="col" className={TH}>
              Aksi
            </th>
          )}
        </tr>
      </thead>
      <tbody className={TBODY}>
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
    <tr className={TR}>
      <td className={`order-1 w-full min-w-0 break-words lg:w-auto ${TD}`}>
        <Link
          id={nameId}
          to={`/kelola-event/${event.id}`}
          className="font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {event.nama_event}
        </Link>
        <p className="text-slate-600">{event.lokasi}</p>
        {event.wilayah !== null && (
          <p className="text-slate-600">
            <PlaceName place={event.wilayah} none="" />
          </p>
        )}
        <p className="text-slate-600">Data survei: {formatNumber(event.jumlah_respons)}</p>
      </td>
      <td className={`order-2 w-full text-slate-700 lg:w-44 ${TD}`}>
        <DateRange text={formatDateRange(event.tanggal_mulai, event.tanggal_selesai)} />
      </td>
      <td className={`order-3 w-full text-slate-700 tabular-nums lg:w-28 lg:text-right ${TD}`}>
        <span className={CARD_LABEL}>Peserta: </span>
        {event.jumlah_peserta === null ? (
          <span className="text-slate-600 italic">Belum diisi</span>
        ) : (
          formatNumber(event.jumlah_peserta)
        )}
      </td>
      <td className={`order-4 pt-2 ${TD}`}>
        <div className="flex flex-wrap items-center gap-1">
          <DownloadButton eventId={event.id} eventName={event.nama_event} iconOnly />
          {canReview && <DataSurveiLink eventId={event.id} describedBy={nameId} />}
        </div>
      </td>
      {canManage && (
        <td className={`order-5 ml-auto pt-2 lg:ml-0 ${TD}`}>
          <EventRowActions event={event} onEdit={onEdit} onAction={onAction} />
        </td>
      )}
    </tr>
  );
}

/** A long range breaks at its dash, never inside one of its dates. */
function DateRange({ text }: { text: string }) {
  const [from, to] = text.split(' – ');
  if (to === undefined) return <span className="whitespace-nowrap">{from}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{from}</span> – <span className="whitespace-nowrap">{to}</span>
    </>
  );
}
