import { useEffect } from 'react';
import type { Peran } from '../../../shared/roles';
import type { StatsResponse } from '../../../shared/schemas/stats';
import { useMyStats } from '../../lib/api/my-stats-query';

// The figures of GET /api/me/stats (docs/api.md#stats) with their labels, per role; Instansi has none.
const FIGURES: Record<Peran, readonly { key: string; label: string }[]> = {
  Admin: [
    { key: 'total_pengguna', label: 'Total Pengguna' },
    { key: 'total_event_aktif', label: 'Event Aktif' },
    { key: 'total_data_survei', label: 'Data Survei Terkumpul' },
  ],
  Surveyor: [
    { key: 'total_survei', label: 'Survei Diinput' },
    { key: 'total_event', label: 'Event Diikuti' },
  ],
  Instansi: [],
};

function valueOf(stats: StatsResponse, key: string): number | undefined {
  const value = (stats as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

/** Performance figures. A failure is only logged (docs/screens.md#profile): the rest of the page stands. */
export function ProfileStats({ peran }: { peran: Peran }) {
  const figures = FIGURES[peran];
  const { data, error } = useMyStats(figures.length > 0);

  useEffect(() => {
    if (error) console.error('Gagal mengambil statistik profil', error);
  }, [error]);

  if (figures.length === 0 || !data) return null;
  return (
    <section aria-labelledby="statistik-kinerja">
      <h2 id="statistik-kinerja" className="text-lg font-bold text-slate-900">
        Statistik Kinerja
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-blue-800">
              {(valueOf(data, key) ?? 0).toLocaleString('id-ID')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
