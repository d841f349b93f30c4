import { useSession } from '../../lib/session/session-context';
import { OnlineOnly } from '../../ui/online-only';
import { PageTitle } from '../../ui/page-title';
import { UserManagement } from './user-management';

/**
 * The route is open to every signed-in role (spec section 2); only Admin manages users, so the
 * others get a plain sentence and the page asks the server nothing.
 */
export function UsersPage() {
  const { user } = useSession();
  if (user?.peran !== 'Admin') return <p className="text-slate-700">Anda tidak memiliki akses ke halaman ini.</p>;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>Kelola Pengguna</PageTitle>
      <OnlineOnly>
        <UserManagement />
      </OnlineOnly>
    </div>
  );
}
