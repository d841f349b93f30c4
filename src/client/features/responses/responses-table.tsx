import type { ResponsItem } from '../../../shared/schemas/responses';
import { formatZoneTime } from '../../lib/format-date-time';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { answerPreview, DELETED_SURVEYOR, previewedAnswers } from './format-response';
import { Badge } from '../../ui/badge';
import { OlderVersionBadge } from './older-version-mark';
import { RowReviewNote } from './row-review-note';
import { StatusBadge } from './status-badge';

interface ResponsesTableProps {
  rows: readonly ResponsItem[];
  zone: string;
  onOpen: (row: ResponsItem) => void;
}

const HEAD = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
// Below md each row is a card: a flex box whose `order`s put the status beside the ID; from md up
// the same cells are a table row again, where `order` has no effect.
const CELL = 'md:table-cell md:px-3 md:py-3 md:align-top';
// Shown on the cards only, where no column heading says what the value is.
const CARD_LABEL = 'text-slate-600 md:hidden';

/**
 * The responses, newest first. Each row's ID is a real button stretched over the whole row, so a
 * click anywhere opens it and the keyboard reaches it as one stop per row.
 */
export function ResponsesTable({ rows, zone, onOpen }: ResponsesTableProps) {
  const { list: regions } = useWilayahList(rows.some((row) => previewedAnswers(row.jawaban).some((answer) => answer.tipe_jawaban === 'wilayah')));
  return (
    <table className="block w-full text-sm md:table md:table-fixed">
      <caption className="sr-only">Data survei, terbaru lebih dulu</caption>
      <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
        <tr>
          <th scope="col" className={`${HEAD} w-20`}>
            ID
          </th>
          <th scope="col" className={`${HEAD} w-28 lg:w-44`}>
            Waktu Pengisian
          </th>
          <th scope="col" className={`${HEAD} w-28 lg:w-36`}>
            Tipe Responden
          </th>
          <th scope="col" className={`${HEAD} w-28 lg:w-40`}>
            Surveyor
          </th>
          <th scope="col" className={HEAD}>
            Jawaban
          </th>
          <th scope="col" className={`${HEAD} w-32 lg:w-36`}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-200 md:table-row-group">
        {rows.map((row) => {
          const preview = answerPreview(row.jawaban, regions);
          return (
            <tr
              key={row.id}
              className="relative flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 md:table-row md:p-0"
            >
              <td className={`order-1 ${CELL}`}>
                <button
                  type="button"
                  onClick={() => onOpen(row)}
                  aria-label={`Lihat detail data #${row.id}`}
                  className="font-semibold text-blue-800 tabular-nums hover:underline focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-blue-700"
                >
                  #{row.id}
                </button>
              </td>
              <td className={`order-3 w-full text-slate-700 md:w-auto ${CELL}`}>{formatZoneTime(row.diisi_pada, zone)}</td>
              <td className={`order-4 min-w-0 break-words text-slate-800 ${CELL}`}>
                <span className={CARD_LABEL}>Tipe: </span>
                {row.tipe_responden}
              </td>
              <td className={`order-5 min-w-0 break-words ${row.surveyor ? 'text-slate-800' : 'text-slate-600 italic'} ${CELL}`}>
                <span className={`${CARD_LABEL} not-italic`}>Surveyor: </span>
                {row.surveyor?.nama ?? DELETED_SURVEYOR}
              </td>
              <td className={`order-6 w-full min-w-0 break-words text-slate-700 md:w-auto ${CELL}`}>
                <RowReviewNote row={row} />
                {preview.lines.length === 0 ? (
                  <span className="text-slate-600 italic">Tanpa jawaban</span>
                ) : (
                  preview.lines.map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))
                )}
                {preview.more > 0 && <span className="block text-xs text-slate-600">+{preview.more} jawaban lain</span>}
              </td>
              <td className={`order-2 ml-auto ${CELL}`}>
                <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                  {row.perlu_diperiksa && <Badge tone="amber">Perlu diperiksa</Badge>}
                  {row.versi_lama !== undefined && <OlderVersionBadge />}
                  <StatusBadge status={row.status} />
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
