import type { ReactNode } from 'react';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';

interface SegmentTableProps {
  /** What the table is, for a screen reader: "…, dapat digeser ke samping" is added. */
  regionLabel: string;
  headingId: string;
  /** The heading of the first column, the rows' names. */
  rowHeader: string;
  /** One column each, in this order. */
  segmen: readonly Pick<SegmenDampak, 'kuesioner_id' | 'tipe_responden'>[];
  /** The header cells after the segments' columns: the event's totals. */
  totals: ReactNode;
  /** The table's body (and foot). */
  children: ReactNode;
}

/**
 * A figure per counted segment (columns) and measure (rows), with the event's totals last. Scrolls
 * sideways on a phone with the rows' names kept in view; focusable, so a keyboard can scroll it.
 */
export function SegmentTable({ regionLabel, headingId, rowHeader, segmen, totals, children }: SegmentTableProps) {
  return (
    <div
      role="region"
      aria-label={`${regionLabel}, dapat digeser ke samping`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table aria-labelledby={headingId} className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">
              {rowHeader}
            </th>
            {segmen.map((item) => (
              <th key={item.kuesioner_id} scope="col" className="px-3 py-2 text-right font-medium">
                {item.tipe_responden}
              </th>
            ))}
            {totals}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
