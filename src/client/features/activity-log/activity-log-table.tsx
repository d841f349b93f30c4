import { aksiLabel, jenisTargetLabel } from '../../../shared/activity-log-actions';
import type { LogAktivitasItem } from '../../../shared/schemas/activity-log';
import { RoleBadge } from '../../components/role-badge';
import { formatZoneTime } from '../../lib/format-date-time';
import { EmailText } from '../../ui/email-text';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import { EntryChanges } from './entry-changes';

/**
 * The entries, newest first. From lg up a table; below it each entry is a card, its time and
 * action on top, then who, from where, on what, and what changed.
 */
export function ActivityLogTable({ rows, zone }: { rows: readonly LogAktivitasItem[]; zone: string }) {
  return (
    <table className={`${TABLE} lg:table-fixed`}>
      <caption className="sr-only">Log aktivitas, terbaru lebih dulu</caption>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={`${TH} w-36`}>
            Waktu
          </th>
          <th scope="col" className={`${TH} w-52`}>
            Pelaku
          </th>
          <th scope="col" className={`${TH} w-32`}>
            Alamat
          </th>
          <th scope="col" className={`${TH} w-44`}>
            Aksi
          </th>
          <th scope="col" className={`${TH} w-44`}>
            Target
          </th>
          <th scope="col" className={TH}>
            Perubahan
          </th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((entry) => (
          <tr key={entry.id} className={`${TR} lg:align-top`}>
            <td className={`order-2 w-full text-slate-700 lg:w-auto ${TD} lg:align-top`}>
              <span className="tabular-nums">{formatZoneTime(entry.waktu, zone)}</span>
              <span className="block text-xs text-slate-600">Entri #{entry.id}</span>
            </td>
            <td className={`order-3 w-full min-w-0 lg:w-auto ${TD} lg:align-top`}>
              <span className={CARD_LABEL}>Pelaku: </span>
              <Actor entry={entry} />
            </td>
            <td className={`order-4 w-full min-w-0 break-words text-slate-700 lg:w-auto ${TD} lg:align-top`}>
              <span className={CARD_LABEL}>Alamat: </span>
              <span className="tabular-nums">{entry.alamat}</span>
            </td>
            <td className={`order-1 w-full font-semibold text-slate-900 lg:w-auto ${TD} lg:align-top`}>{aksiLabel(entry.aksi)}</td>
            <td className={`order-5 w-full min-w-0 break-words lg:w-auto ${TD} lg:align-top`}>
              <span className={CARD_LABEL}>Target: </span>
              <Target entry={entry} />
            </td>
            <td className={`order-6 w-full min-w-0 text-slate-800 lg:w-auto ${TD} lg:align-top`}>
              <span className={`${CARD_LABEL} block`}>Perubahan:</span>
              <EntryChanges entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Actor({ entry }: { entry: LogAktivitasItem }) {
  const { pelaku } = entry;
  if (!pelaku) return <span className="text-slate-600 italic">Tanpa akun (belum login)</span>;
  return (
    <span className="inline-flex max-w-full flex-col gap-0.5 align-top">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="font-medium break-words text-slate-900">{pelaku.nama}</span>
        <RoleBadge peran={pelaku.peran} />
      </span>
      <EmailText email={pelaku.email} className="text-sm text-slate-700" />
    </span>
  );
}

function Target({ entry }: { entry: LogAktivitasItem }) {
  const { target, event_id: eventId } = entry;
  return (
    <span className="inline-flex max-w-full flex-col gap-0.5 align-top">
      <span>
        <span className="text-slate-600">{jenisTargetLabel(target.jenis)}</span>
        {target.nama && <span className="text-slate-900"> {target.nama}</span>}
        {target.id !== null && <span className="text-slate-600"> (#{target.id})</span>}
      </span>
      {eventId !== null && target.jenis !== 'event' && <span className="text-xs text-slate-600">Event #{eventId}</span>}
    </span>
  );
}
