import { Link } from 'react-router-dom';
import { TINGKAT_LABEL } from '../../../shared/economic-impact/level-words';
import { formatNumber } from '../../../shared/format-number';
import { formatZoneTime } from '../../../shared/format-zone-time';
import { TINGKAT } from '../../../shared/economic-impact/tingkat';
import type { ImpactRegisterRow, UrutImpactRegister } from '../../../shared/schemas/impact-register';
import type { ListSort } from '../../lib/list-params';
import { Badge } from '../../ui/badge';
import { SortHeader } from '../../ui/sort-header';
import { CARD_LABEL, TABLE, TBODY, TH, THEAD } from '../../ui/table-style';
import { margin, NO_FIGURE, people, perPublicRupiah, rupiahRange, rupiahShort, rupiahWhole, share } from './impact-register-format';
import { ImpactRegisterStatus } from './impact-register-status';

interface ImpactRegisterTableProps {
  rows: readonly ImpactRegisterRow[];
  zone: string;
  /** The newest method version in the list: a row computed with an older one says so. */
  latestVersion: number;
  sort: ListSort<UrutImpactRegister>;
  onSort: (key: UrutImpactRegister) => void;
}

/**
 * Below lg a row is a card: a grid of one column on a phone and two from sm up (paper too), the
 * name and status on top; from lg up the same cells are a table row again.
 */
const ROW = 'grid grid-cols-1 gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-2 lg:table-row lg:p-0 print:break-inside-avoid';
const CELL = 'min-w-0 lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const NOTE = 'block text-xs text-slate-700';

/**
 * One row per event. The event's name links to its own report, whose figures these are. Where
 * the columns do not fit (a 1024 px screen), the table scrolls inside its panel, not the page.
 */
export function ImpactRegisterTable({ rows, zone, latestVersion, sort, onSort }: ImpactRegisterTableProps) {
  return (
    <div className="lg:overflow-x-auto">
      <table className={TABLE}>
        <caption className="sr-only">Daftar dampak ekonomi per event</caption>
        <thead className={THEAD}>
          <tr>
            <SortHeader label="Event" sortKey="nama_event" sort={sort} onSort={onSort} className="min-w-44" />
            <th scope="col" className={TH}>
              Status
            </th>
            <SortHeader label="Dampak langsung (rentang 90%)" sortKey="dampak_langsung" sort={sort} onSort={onSort} />
            <th scope="col" className={TH}>
              Tiga tingkat
            </th>
            <SortHeader label="Pengunjung tambahan" sortKey="pengunjung_tambahan" sort={sort} onSort={onSort} />
            <SortHeader label="Dampak per Rp 1 dana publik" sortKey="dampak_per_rupiah_publik" sort={sort} onSort={onSort} />
            <SortHeader label="Responden, metode" sortKey="n" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody className={TBODY}>
          {rows.map((row) => {
            // A card (phone, paper) leaves out the figures an event does not have yet; a table row keeps its cells.
            const figureCell = row.dampak_langsung === null ? `${CELL} max-lg:hidden` : CELL;
            return (
              <tr key={row.event_id} className={ROW}>
                <td className={CELL}>
                  <Link
                    to={`/dampak-ekonomi/${row.event_id}`}
                    className="font-semibold break-words text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
                  >
                    {row.nama_event}
                  </Link>
                  <span className={NOTE}>{[String(row.tahun), ...row.nama_provinsi, row.kategori ?? 'Tanpa kategori'].join(' · ')}</span>
                </td>
                <td className={`${CELL} sm:justify-self-end lg:max-w-56 lg:justify-self-auto`}>
                  <ImpactRegisterStatus row={row} />
                </td>
                <td className={figureCell}>
                  <span className={CARD_LABEL}>Dampak langsung: </span>
                  <span className="font-semibold text-slate-900">{rupiahShort(row.dampak_langsung)}</span>
                  {row.interval && (
                    <span className={NOTE}>
                      rentang 90%: {rupiahRange(row.interval)}
                      {row.margin_galat_relatif !== null && ` (${margin(row.margin_galat_relatif)})`}
                    </span>
                  )}
                </td>
                <td className={figureCell}>
                  <span className={CARD_LABEL}>Tiga tingkat:</span>
                  {row.tingkat ? (
                    <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3 text-xs">
                      {TINGKAT.map((tingkat) => (
                        <div key={tingkat} className="contents">
                          <dt className="text-slate-700">{TINGKAT_LABEL[tingkat]}</dt>
                          <dd className="text-slate-900">{rupiahShort(row.tingkat?.[tingkat].nilai ?? null)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <span> {NO_FIGURE}</span>
                  )}
                </td>
                <td className={figureCell}>
                  <span className={CARD_LABEL}>Pengunjung tambahan: </span>
                  {people(row.pengunjung_tambahan)}
                  {row.porsi_tambahan !== null && <span className={NOTE}>{share(row.porsi_tambahan)} dari pengunjung unik</span>}
                  <span className={NOTE}>Rp per pengunjung tambahan: {rupiahWhole(row.rupiah_per_pengunjung_tambahan)}</span>
                </td>
                <td className={figureCell}>
                  <span className={CARD_LABEL}>Dampak per Rp 1 dana publik: </span>
                  {perPublicRupiah(row.dampak_per_rupiah_publik)}
                </td>
                <td className={CELL}>
                  {/* A card without a sample shows no "Dasar:" label with nothing after it. */}
                  <span className={row.n === null ? 'max-lg:hidden' : ''}>
                    <span className={CARD_LABEL}>Dasar: </span>n = {row.n === null ? NO_FIGURE : formatNumber(row.n)}
                  </span>
                  <span className={NOTE}>
                    Metode versi {row.versi_metode}
                    {row.versi_metode < latestVersion && (
                      <span className="ml-1">
                        <Badge tone="amber">Versi lama</Badge>
                      </span>
                    )}
                  </span>
                  {row.dihitung_pada && <span className={NOTE}>dihitung {formatZoneTime(row.dihitung_pada, zone)}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
