import { useId } from 'react';
import type { DampakEkonomi, SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { VOLUME_LABEL, type VolumeField } from '../../../../shared/economic-impact/level-words';
import { joinWords } from '../../../../shared/join-words';
import { SegmentTable } from './segment-table';
import { formatOneDecimal, formatShare } from '../../../lib/format-figures';
import { formatPeople } from '../../../lib/format-figures';

type Volume = Pick<SegmenDampak, VolumeField>;

interface VolumeTableProps {
  /** The counted segments: the others are named once in the "Tidak dihitung" line. */
  segmen: readonly SegmenDampak[];
  total: NonNullable<DampakEkonomi['total']>;
}

interface Cell {
  text: string;
  /** Why there is no figure, in a few words under the dash. */
  reason?: string;
}

const figure = (value: number | null, format: (value: number) => string, reason: string): Cell =>
  value === null ? { text: '—', reason } : { text: format(value) };

// Without a nights question the stay and the lodging are unknown too, for the same reason.
const NOT_ASKED = 'tidak ditanyakan';

// Nights and people are whole on screen ("7.943"); the spreadsheet keeps the estimate's decimals.
const ROWS: { label: string; indent?: boolean; cell: (volume: Volume) => Cell }[] = [
  { label: VOLUME_LABEL.malam_tambahan, cell: (v) => figure(v.malam_tambahan, formatPeople, NOT_ASKED) },
  { label: VOLUME_LABEL.pengunjung_luar, cell: (v) => figure(v.pengunjung_luar, formatPeople, 'tidak dihitung') },
  { label: VOLUME_LABEL.wisnus, indent: true, cell: (v) => figure(v.wisnus, formatPeople, 'tidak dihitung') },
  { label: VOLUME_LABEL.wisman, indent: true, cell: (v) => figure(v.wisman, formatPeople, 'tidak dihitung') },
  {
    label: VOLUME_LABEL.rata_lama_menginap,
    cell: (v) => figure(v.rata_lama_menginap, formatOneDecimal, v.malam_tambahan === null ? NOT_ASKED : 'tidak ada yang menginap'),
  },
  {
    label: VOLUME_LABEL.porsi_akomodasi_komersial,
    cell: (v) => figure(v.porsi_akomodasi_komersial, formatShare, v.malam_tambahan === null ? NOT_ASKED : 'tidak ada jawaban jenis akomodasi'),
  },
];

const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/**
 * Step 11: how many nights the additional visitors spent, how many visitors came from outside
 * (BPS's domestic and foreign split), how long those who stayed stayed, and where they slept;
 * per counted segment and for the whole event. Scrolls sideways on a phone, like the category table.
 */
export function VolumeTable({ segmen, total }: VolumeTableProps) {
  const headingId = useId();
  // The total adds up the segments asked about nights; a reader of the total alone would not know.
  const notAsked = total.malam_tambahan === null ? [] : segmen.filter((item) => item.malam_tambahan === null).map((item) => item.tipe_responden);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="print-with-next">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Kunjungan dan malam menginap
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Wisnus dan wisman menurut definisi BPS: pengunjung dari luar wilayah tuan rumah yang tinggal di Indonesia dan
          yang datang dari luar negeri. Rata-rata lama menginap dihitung dari pengunjung luar yang menginap setidaknya
          satu malam; porsi akomodasi komersial adalah yang memilih hotel, homestay atau penginapan, atau villa.
        </p>
      </div>
      <SegmentTable
        regionLabel="Tabel kunjungan dan malam menginap"
        headingId={headingId}
        rowHeader="Ukuran"
        segmen={segmen}
        totals={
          <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-900">
            Seluruh event
          </th>
        }
      >
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 last:border-b-0">
              <th
                scope="row"
                className={`sticky left-0 bg-white py-2 pr-3 text-left font-normal text-slate-900 ${row.indent ? 'pl-7' : 'pl-3'}`}
              >
                {row.label}
              </th>
              {segmen.map((item) => (
                <FigureCell key={item.kuesioner_id} cell={row.cell(item)} />
              ))}
              <FigureCell cell={row.cell(total)} strong />
            </tr>
          ))}
        </tbody>
      </SegmentTable>
      {notAsked.length > 0 && (
        <p className="text-sm text-slate-700">
          Jumlah malam, rata-rata lama menginap dan porsi akomodasi komersial seluruh event tidak termasuk segmen yang tidak
          ditanya jumlah malam menginap: {joinWords(notAsked)}.
        </p>
      )}
    </section>
  );
}

function FigureCell({ cell, strong = false }: { cell: Cell; strong?: boolean }) {
  return (
    <td className={`${CELL} ${strong ? 'font-semibold' : ''} text-slate-900`}>
      {cell.text}
      {cell.reason && <span className="block text-xs font-normal text-slate-600">{cell.reason}</span>}
    </td>
  );
}
