import { useId, useState } from 'react';
import type { ResponsItem } from '../../../../shared/schemas/responses';
import { Badge } from '../../../ui/badge';
import { formatZoneTime } from '../../../lib/format-date-time';
import { SentAnswers } from './sent-answers';

/** A sent survey; its answers open on demand, so a page of twenty stays short. */
export function SentItem({ respons, zone }: { respons: ResponsItem; zone: string }) {
  const [open, setOpen] = useState(false);
  const answersId = useId();
  const voided = respons.status === 'dibatalkan';
  const corrected = respons.jawaban.some((answer) => answer.dikoreksi);
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={voided ? 'red' : 'green'}>{voided ? 'Dibatalkan' : 'Diterima'}</Badge>
        <span className="font-medium text-slate-900">{respons.nama_event}</span>
        <span className="text-sm text-slate-700">({respons.tipe_responden})</span>
        {/* An amount above its segment's usual range waits for an Admin to look before it counts in full. */}
        {respons.perlu_diperiksa && !voided && <Badge tone="amber">Sedang diperiksa Admin</Badge>}
        {corrected && <Badge tone="amber">Ada jawaban yang dikoreksi</Badge>}
      </div>
      <p className="text-sm text-slate-700">Diisi {formatZoneTime(respons.diisi_pada, zone)}</p>
      {/* The supervisor's reason tells the surveyor what to do differently next time. */}
      {voided && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Alasan pembatalan: {respons.alasan_status ?? 'tidak disebutkan'}
          {respons.status_diubah_pada && (
            <span className="block text-red-700">
              Dibatalkan {formatZoneTime(respons.status_diubah_pada, zone)}
              {respons.status_diubah_oleh && ` oleh ${respons.status_diubah_oleh}`}
            </span>
          )}
        </p>
      )}
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? answersId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="min-h-11 rounded-lg text-sm font-medium text-blue-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {open ? 'Sembunyikan jawaban' : `Lihat ${respons.jawaban.length} jawaban`}
        </button>
      </div>
      {open &&
        (respons.jawaban.length > 0 ? (
          <SentAnswers id={answersId} respons={respons} />
        ) : (
          <p id={answersId} className="text-sm text-slate-700">
            Survei ini tidak memiliki jawaban.
          </p>
        ))}
    </li>
  );
}
