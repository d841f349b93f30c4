import { dashboardPathFor } from '../../../shared/roles';
import { useSession } from '../../session/session-context';
import { ErrorScreen } from './error-screen';

export function UnauthorizedPage() {
  const { user } = useSession();
  return (
    <ErrorScreen
      code="403"
      title="Akses Ditolak"
      message="Maaf, Anda tidak memiliki izin untuk mengakses halaman yang Anda tuju."
      action={
        user
          ? { to: dashboardPathFor(user.peran), label: 'Kembali ke Dashboard' }
          : { to: '/login', label: 'Kembali ke Login' }
      }
    />
  );
}
