import { Link, useParams } from 'react-router-dom';
import { dashboardPathFor } from '../../../shared/roles';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../session/session-context';
import { Failure } from '../../ui/failure';
import { InlineLoading } from '../../ui/loading-state';
import { useInviteInfo } from './api/get-invite-info';
import { InviteEventSummary } from './invite-event-summary';
import { InviteRegisterForm } from './invite-register-form';
import { JoinLayout } from './join-layout';
import { JoinTeamPanel } from './join-team-panel';

/**
 * /gabung/{kode}, the page an invite's link and QR open, signed in or not (docs/screens.md#join-a-team):
 * which event, then a short sign-up or one button to join.
 */
export function JoinPage() {
  const kode = useParams().kode ?? '';
  const { user } = useSession();
  const info = useInviteInfo(kode);

  function body() {
    // Offline the question waits for the network: say so rather than load without end.
    if (info.isPending && info.fetchStatus === 'paused') {
      return <p role="status">Anda sedang offline. Halaman ini akan dimuat begitu ada koneksi internet.</p>;
    }
    if (info.isPending) return <InlineLoading>Memuat undangan...</InlineLoading>;
    if (info.isError) {
      return (
        <>
          <Failure boxed>
            {errorMessage(
              info.error,
              'Gagal memuat undangan.',
              'Tidak dapat terhubung ke server. Periksa koneksi internet lalu buka tautan ini lagi.',
            )}
          </Failure>
          <Link to={user ? dashboardPathFor(user.peran) : '/'} className="text-sm font-medium text-blue-800 hover:underline">
            {user ? 'Kembali ke Dashboard' : 'Kembali ke Beranda'}
          </Link>
        </>
      );
    }
    return (
      <>
        <InviteEventSummary info={info.data} />
        {user ? <JoinTeamPanel kode={kode} user={user} /> : <InviteRegisterForm kode={kode} />}
      </>
    );
  }

  return <JoinLayout>{body()}</JoinLayout>;
}
