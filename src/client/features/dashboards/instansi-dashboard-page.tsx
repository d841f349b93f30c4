import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../lib/session/use-logout';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { buttonClass } from '../../ui/button-class';
import { CONTROL_CLASS } from '../../ui/field';
import { SearchIcon } from '../../ui/icons';
import { OnlineOnly } from '../../ui/online-only';
import { PageTitle } from '../../ui/page-title';
import { InstansiEventList } from './instansi-event-list';

/** /dashboard-instansi (spec section 2): every event, searchable, with its analytics and download. */
export function InstansiDashboardPage() {
  const { user } = useSession();
  const logout = useLogout();
  const [search, setSearch] = useState('');
  const searchId = useId();

  return (
    <main className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>Dashboard Instansi</PageTitle>
          <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
          <p className="mt-1 text-sm text-slate-600">
            Pilih event untuk melihat laporan analitik atau mengunduh hasil survei.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/profile" className={buttonClass('secondary')}>
            Profil Saya
          </Link>
          <Button variant="secondary" onClick={logout}>
            Keluar
          </Button>
        </div>
      </div>
      <OnlineOnly>
        <div className="flex flex-col gap-5">
          <div className="flex max-w-md flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
              Cari event
            </label>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500 [&_svg]:size-5">
                <SearchIcon />
              </span>
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Nama event"
                className={`${CONTROL_CLASS} pl-10`}
              />
            </div>
          </div>
          <InstansiEventList search={search} />
        </div>
      </OnlineOnly>
    </main>
  );
}
