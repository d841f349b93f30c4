import { Link } from 'react-router-dom';
import { TINGKAT_LABEL } from '../../../shared/economic-impact/level-words';
import { formatNumber } from '../../../shared/format-number';
import { formatZoneTime } from '../../../shared/format-zone-time';
import { TINGKAT } from '../../../shared/schemas/economic-impact';
import type { RegisterRow, UrutRegister } from '../../../shared/schemas/register';
import type { ListSort } from '../../lib/list-params';
import { Badge } from '../../ui/badge';
import { SortHeader } from '../../ui/sort-header';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import { margin, NO_FIGURE, people, perPublicRupiah, rupiahRange, rupiahShort, rupiahWhole, share } from './register-format';
import { RegisterStatus } from './register-status';

interface RegisterTableProps {
  rows: readonly RegisterRow[];
  zone: string;
  /** The newest method version in the list: a row computed with an older one says so. */
  latestVersion: number;
  sort: ListSort<UrutRegister>;
  onSort: (key: UrutRegister) => void;
}

/** A card's figure: its name on the card (the column heading says it on a wide screen). */
const FIGURE = `order-3 w-full min-w-0 sm:w-[calc(50%-0.375rem)] ${TD} lg:w-auto lg:align-top`;

/**
 * One row per event: a table from lg up, a card below (and on paper, where each card stays whole
 * on its page). The event's name links to its own report, whose figures these are.
 */
export function RegisterTable({ rows, zone, latestVersion, sort, onSort }: RegisterTableProps) {
  return (
    <table className={TABLE}>
      <caption className="sr-only">Daftar dampak ekonomi per event</caption>
      <thead className={THEAD}>
        <tr>
          <SortHeader label="Event" sortKey="nama_event" sort={sort} onSort={onSort} className="min-w-48" />
          <th scope="col" className={TH}>
            Status
          </th>
          <SortHeader label="Dampak langsung (rentang 90%)" sortKey="dampak_langsung" sort={sort} onSort={onSort} />
          <th scope="col" className={TH}>
            Tiga tingkat
          </th>
          <SortHeader label="Pengunjung tambahan" sortKey="pengunjung_tambahan" sort={sort} onSort={onSort} />
          <SortHeader label="Rp per pengunjung tambahan" sortKey="rupiah_per_pengunjung_tambahan" sort={sort} onSort={onSort} />
          <SortHeader label="Dampak per Rp 1 dana publik" sortKey="dampak_per_rupiah_publik" sort={sort} onSort={onSort} />
          <SortHeader label="n" sortKey="n" sort={sort} onSort={onSort} />
          <SortHeader label="Metode, dihitung" sortKey="dihitung_pada" sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody className={TBODY}>
        {rows.map((row) => (
          <tr key={row.event_id} className={`${TR} items-start print:break-inside-avoid`}>
            <td className={`order-1 min-w-0 flex-1 ${TD} lg:align-top`}>
              <Link
                to={`/dampak-ekonomi/${row.event_id}`}
                className="font-semibold break-words text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {row.nama_event}
              </Link>
              <p className="text-xs text-slate-700">{[String(row.tahun), ...row.nama_provinsi, row.kategori ?? 'Tanpa kategori'].join(' · ')}</p>
            </td>
            <td className={`order-2 ${TD} lg:align-top`}>
              <RegisterStatus row={row} />
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Dampak langsung: </span>
              <span className="font-semibold text-slate-900">{rupiahShort(row.dampak_langsung)}</span>
              {row.interval && (
                <span className="block text-xs text-slate-700">
                  rentang 90%: {rupiahRange(row.interval)}
                  {row.margin_galat_relatif !== null && ` (${margin(row.margin_galat_relatif)})`}
                </span>
              )}
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Tiga tingkat:</span>
              {row.tingkat ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                  {TINGKAT.map((tingkat) => (
                    <div key={tingkat} className="contents">
                      <dt className="text-slate-700">{TINGKAT_LABEL[tingkat]}</dt>
                      <dd className="text-right text-slate-900 lg:text-left">{rupiahShort(row.tingkat?.[tingkat].nilai ?? null)}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <span> {NO_FIGURE}</span>
              )}
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Pengunjung tambahan: </span>
              {people(row.pengunjung_tambahan)}
              {row.porsi_tambahan !== null && <span className="block text-xs text-slate-700">{share(row.porsi_tambahan)} dari pengunjung unik</span>}
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Rp per pengunjung tambahan: </span>
              {rupiahWhole(row.rupiah_per_pengunjung_tambahan)}
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Dampak per Rp 1 dana publik: </span>
              {perPublicRupiah(row.dampak_per_rupiah_publik)}
            </td>
            <td className={`${FIGURE} tabular-nums`}>
              <span className={CARD_LABEL}>n: </span>
              {row.n === null ? NO_FIGURE : formatNumber(row.n)}
            </td>
            <td className={FIGURE}>
              <span className={CARD_LABEL}>Metode, dihitung: </span>
              Versi {row.versi_metode}
              {row.versi_metode < latestVersion && (
                <span className="ml-1">
                  <Badge tone="amber">Versi lama</Badge>
                </span>
              )}
              <span className="block text-xs text-slate-700">{formatZoneTime(row.dihitung_pada, zone)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
