import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { buttonClass } from '../../ui/button-class';
import { RoleBadge } from '../../components/role-badge';
import { DashboardHeader } from './dashboard-header';
import { DeviceQueueCard } from './device-queue-card';
import { ImpactRegisterLink } from './impact-register-link';

export function SurveyorDashboardPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <DashboardHeader title="Dashboard Surveyor">
        <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
        {user && (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            Anda masuk sebagai <RoleBadge peran={user.peran} />
          </p>
        )}
      </DashboardHeader>
      <section aria-labelledby="mulai-survei" className="rounded-xl bg-blue-50 p-6">
        <h2 id="mulai-survei" className="text-lg font-bold text-slate-900">
          Siap mengumpulkan data?
        </h2>
        <p className="mt-2 text-slate-700">
          Isi survei dari responden di lokasi event, juga tanpa koneksi internet: jawaban dikirim otomatis
          saat koneksi kembali.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/input-survei" className={buttonClass('primary')}>
            Mulai Input Survei
          </Link>
          <Link to="/riwayat-survei" className={buttonClass('secondary')}>
            Riwayat Survei Saya
          </Link>
        </div>
      </section>
      {user && <DeviceQueueCard userId={user.id} />}
      <ImpactRegisterLink />
    </div>
  );
}
