import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../session/session-context';
import { readToken } from '../../session/stored-token';
import { Button } from '../../ui/button';
import { buttonClass } from '../../ui/button-class';
import { EmailText } from '../../ui/email-text';
import { Failure } from '../../ui/failure';
import { useJoinInvite } from './api/join-invite';

/** Signed in: one button joins the team; then on to the forms. */
export function JoinTeamPanel({ kode, user }: { kode: string; user: User }) {
  const session = useSession();
  const join = useJoinInvite(kode, (account) => {
    const token = readToken();
    if (token) session.signIn(token, account);
  });
  // Already on the team: the forms are there all the same.
  const alreadyMember = join.error instanceof ApiError && join.error.status === 409 && user.peran !== 'Instansi';

  return (
    <section aria-label="Gabung ke tim" className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Masuk sebagai <strong className="text-slate-900">{user.nama}</strong> (<EmailText email={user.email} />).
      </p>
      {join.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-800">
          {join.data.message}
        </p>
      ) : (
        <Button onClick={() => join.mutate()} disabled={join.isPending} aria-busy={join.isPending || undefined}>
          {join.isPending ? 'Memproses...' : 'Gabung ke tim'}
        </Button>
      )}
      {join.isError && (
        <Failure boxed>
          {errorMessage(join.error, 'Gagal bergabung ke tim.', 'Tidak dapat terhubung ke server. Periksa koneksi internet lalu coba lagi.')}
        </Failure>
      )}
      {(join.isSuccess || alreadyMember) && (
        <Link to="/input-survei" className={buttonClass('primary')}>
          Buka Input Survei
        </Link>
      )}
    </section>
  );
}
