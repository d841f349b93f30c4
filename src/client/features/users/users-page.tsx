import { useSession } from '../../session/session-context';
import { NoAccessNotice } from '../../components/no-access-notice';
import { UserManagement } from './user-management';

/**
 * The route is open to every signed-in role (docs/screens.md#routes); only Admin manages users, so the
 * others are told so, with the way home, and the page asks the server nothing.
 */
export function UsersPage() {
  const { user } = useSession();
  if (user?.peran !== 'Admin') return <NoAccessNotice />;
  return <UserManagement />;
}
