import { dashboardPathFor } from '../../shared/roles';
import { ApiError } from '../lib/api-client';
import { useSession } from '../session/session-context';
import { PageNotice } from '../ui/page-notice';

/** The server's answer for an event that does not exist (or no longer does). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * An address whose event is not there, on every page that shows one event: the fixed sentence
 * as the heading, and a way on, the user's dashboard unless told
 * (docs/screens.md#refusals-and-missing-pages).
 */
export function EventNotFound({ action }: { action?: { to: string; label: string } }) {
  const { user } = useSession();
  return (
    <PageNotice
      title="Event tidak ditemukan."
      action={action ?? { to: dashboardPathFor(user?.peran), label: 'Kembali ke Dashboard' }}
    >
      <p>Event ini mungkin sudah dihapus, atau alamatnya salah.</p>
    </PageNotice>
  );
}
