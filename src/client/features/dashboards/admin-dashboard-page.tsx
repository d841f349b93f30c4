import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { CalendarIcon, TextIcon, UsersIcon } from '../../ui/icons';
import { OnlineOnly } from '../../components/online-only';
import { AdminStats } from './admin-stats';
import { DashboardHeader } from './dashboard-header';
import { FieldProgress } from './field-progress';
import { ImpactRegisterLink } from './impact-register-link';
import { WaitingForAdmin } from './waiting-for-admin';

interface AdminCard {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

// The Admin dashboard's three cards, their titles fixed (docs/screens.md#admin-dashboard).
const CARDS: readonly AdminCard[] = [
  {
    to: '/kelola-pengguna',
    title: 'Kelola Pengguna',
    description: 'Tambah, ubah, dan hapus akun Admin, Surveyor, dan Instansi.',
    icon: <UsersIcon />,
  },
  {
    to: '/kelola-event',
    title: 'Kelola Event',
    description: 'Buat event olahraga, arsipkan, dan unduh hasil surveinya.',
    icon: <CalendarIcon />,
  },
  {
    to: '/input-survei',
    title: 'Input Survey',
    description: 'Rancang kuesioner dan pertanyaan untuk setiap tipe responden.',
    icon: <TextIcon />,
  },
];

export function AdminDashboardPage() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader title="Dashboard Admin">
        <p className="mt-1 text-slate-700">Selamat datang, {user?.nama}</p>
      </DashboardHeader>
      <nav aria-label="Menu admin">
        <ul className="grid gap-4 sm:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-blue-700 text-white">
                  {card.icon}
                </span>
                <h2 className="text-lg font-bold text-slate-900">{card.title}</h2>
                <span className="text-sm text-slate-700">{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ImpactRegisterLink />
      {/* Live server figures: offline the menu above still works, these say why they are missing. */}
      <OnlineOnly>
        <AdminStats />
        <FieldProgress />
        <WaitingForAdmin />
      </OnlineOnly>
    </div>
  );
}
