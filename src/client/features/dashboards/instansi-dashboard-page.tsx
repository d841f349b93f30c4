import { useSession } from '../../session/session-context';
import { OnlineOnly } from '../../components/online-only';
import { DashboardHeader } from './dashboard-header';
import { ImpactRegisterLink } from './impact-register-link';
import { InstansiEventList } from './instansi-event-list';

/**
 * /dashboard-instansi (docs/screens.md#instansi-dashboard): every event, searchable and filtered
 * by status and dates, with its analytics and download. It sits inside the signed-in layout,
 * which gives the page its <main>.
 */
export function InstansiDashboardPage() {
  const { user } = useSession();

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title="Dashboard Instansi">
        <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
        <p className="mt-1 text-sm text-slate-600">
          Pilih event untuk melihat laporan analitik atau mengunduh hasil survei.
        </p>
      </DashboardHeader>
      <ImpactRegisterLink />
      <OnlineOnly>
        <InstansiEventList />
      </OnlineOnly>
    </div>
  );
}
