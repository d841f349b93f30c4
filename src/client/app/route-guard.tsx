import { Navigate, Outlet } from 'react-router-dom';
import type { Peran } from '../../shared/roles';
import { useSession } from '../session/session-context';
import { StatusScreen } from '../ui/status-screen';

/** The route guard (docs/screens.md#route-guard). The server enforces roles; this only keeps people on track. */
export function RouteGuard({ allowed }: { allowed: readonly Peran[] }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <StatusScreen>Loading...</StatusScreen>;
  if (!user) return <Navigate to="/login" replace />;
  if (!allowed.includes(user.peran)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
