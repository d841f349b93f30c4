import { useState } from 'react';
import { useSession } from '../../lib/session/session-context';
import { OnlineOnly } from '../../ui/online-only';
import { DashboardHeader } from './dashboard-header';
import { InstansiEventList } from './instansi-event-list';
import { InstansiSearchField } from './instansi-search-field';

/** /dashboard-instansi (spec section 2): every event, searchable, with its analytics and download. */
export function InstansiDashboardPage() {
  const { user } = useSession();
  const [search, setSearch] = useState('');

  return (
    <main className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-6 px-4 py-8">
      <DashboardHeader title="Dashboard Instansi">
        <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
        <p className="mt-1 text-sm text-slate-600">
          Pilih event untuk melihat laporan analitik atau mengunduh hasil survei.
        </p>
      </DashboardHeader>
      <OnlineOnly>
        <div className="flex flex-col gap-5">
          <InstansiSearchField value={search} onChange={setSearch} />
          <InstansiEventList search={search} />
        </div>
      </OnlineOnly>
    </main>
  );
}
