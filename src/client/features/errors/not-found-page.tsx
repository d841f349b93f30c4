import { dashboardPathFor } from '../../../shared/roles';
import { useSession } from '../../session/session-context';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  const { user } = useSession();
  return (
    <ErrorScreen
      code="404"
      title="Halaman Tidak Ditemukan"
      message="Halaman yang Anda cari tidak ada atau telah dipindahkan."
      action={
        user
          ? { to: dashboardPathFor(user.peran), label: 'Kembali ke Dashboard' }
          : { to: '/', label: 'Kembali ke Beranda' }
      }
    />
  );
}
