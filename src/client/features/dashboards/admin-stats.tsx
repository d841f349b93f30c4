import { useId } from 'react';
import { formatNumber } from '../../../shared/format-number';
import type { AdminStats as AdminStatsFigures, StatsResponse } from '../../../shared/schemas/stats';
import { useMyStats } from '../../lib/api/my-stats-query';
import { LoadingState } from '../../ui/loading-state';
import { Failure } from '../../ui/failure';

// The Admin's figures of GET /api/me/stats; the profile shows three of them too.
const FIGURES: readonly { key: keyof AdminStatsFigures; label: string }[] = [
  { key: 'total_pengguna', label: 'Total Pengguna' },
  { key: 'total_event_aktif', label: 'Event Aktif' },
  { key: 'data_survei_hari_ini', label: 'Data Survei Hari Ini' },
  { key: 'total_data_survei', label: 'Total Data Survei' },
];

function valueOf(stats: StatsResponse, key: keyof AdminStatsFigures): number {
  const value = (stats as Partial<AdminStatsFigures>)[key];
  return typeof value === 'number' ? value : 0;
}

/** The Admin dashboard's figures: users, active events, today's and all accepted responses. */
export function AdminStats() {
  const headingId = useId();
  const stats = useMyStats(true);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Ringkasan
      </h2>
      {stats.isPending && <LoadingState>Memuat statistik...</LoadingState>}
      {stats.isError && (
        <Failure>
          Gagal mengambil statistik.
        </Failure>
      )}
      {stats.data && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="mt-1 text-3xl font-bold text-blue-800 tabular-nums">{formatNumber(valueOf(stats.data, key))}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
