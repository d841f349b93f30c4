import { Navigate } from 'react-router-dom';
import { dashboardPathFor } from '../../shared/roles';
import { useSession } from '../session/session-context';
import { StatusScreen } from '../ui/status-screen';

/**
 * Where the installed app opens (the manifest's start_url): a signed-in user goes straight to the
 * dashboard of their role, offline too (the session is kept on the device); anyone else to the
 * landing page. The landing page itself stays at /.
 */
export function AppStartRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <StatusScreen>Loading...</StatusScreen>;
  return <Navigate to={user ? dashboardPathFor(user.peran) : '/'} replace />;
}
