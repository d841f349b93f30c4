import { dashboardPathFor } from '../../../shared/roles';
import { useSession } from '../../lib/session/session-context';
import { PageNotice } from '../../ui/page-notice';
import { UserManagement } from './user-management';

/**
 * The route is open to every signed-in role (spec section 2); only Admin manages users, so the
 * others are told so, with the way home, and the page asks the server nothing.
 */
export function UsersPage() {
  const { user } = useSession();
  if (user?.peran !== 'Admin') {
    return (
      <PageNotice
        title="Akses Terbatas"
        tone="warning"
        action={{ to: dashboardPathFor(user?.peran), label: 'Kembali ke Dashboard' }}
      >
        <p>Anda tidak memiliki akses ke halaman ini.</p>
      </PageNotice>
    );
  }
  return <UserManagement />;
}
