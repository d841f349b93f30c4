import { type ReactNode, useId } from 'react';
import { formatLongDate } from '../../../shared/format-long-date';
import type { InviteInfo } from '../../../shared/schemas/teams';
import { formatDateRange } from '../../lib/format-date-range';
import { groupedCode } from './invite-words';

/** Which event the code enrols on, and until when it works. */
export function InviteEventSummary({ info }: { info: InviteInfo }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-blue-200 bg-blue-50 p-4">
      <p className="text-sm text-slate-700">Anda diundang menjadi surveyor untuk event:</p>
      <h2 id={headingId} className="mt-1 text-xl font-bold break-words text-slate-900">
        {info.event.nama_event}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <Item label="Lokasi">{info.event.lokasi}</Item>
        <Item label="Tanggal">{formatDateRange(info.event.tanggal_mulai, info.event.tanggal_selesai)}</Item>
        <Item label="Kode berlaku sampai">{formatLongDate(info.berlaku_sampai) ?? info.berlaku_sampai}</Item>
        <Item label="Kode undangan">
          <span className="font-mono tracking-wider">{groupedCode(info.kode)}</span>
        </Item>
      </dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-slate-700">{label}:</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
