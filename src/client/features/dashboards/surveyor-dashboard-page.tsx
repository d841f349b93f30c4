import { useLogout } from '../../lib/session/use-logout';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';

export function SurveyorDashboardPage() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>Dashboard Surveyor</PageTitle>
          <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
        </div>
        <Button variant="secondary" onClick={logout}>
          Keluar
        </Button>
      </div>
    </main>
  );
}
