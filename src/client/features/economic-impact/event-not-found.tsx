import { dashboardPathFor } from '../../../shared/roles';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { PageNotice } from '../../ui/page-notice';

/** The server's answer for an event that does not exist (or no longer does). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A report address whose event is not there: said with a heading, and a way home. */
export function EventNotFound() {
  const { user } = useSession();
  return (
    <PageNotice title="Event Tidak Ditemukan" action={{ to: dashboardPathFor(user?.peran), label: 'Kembali ke Dashboard' }}>
      <p>Event yang Anda cari tidak ada atau sudah dihapus.</p>
    </PageNotice>
  );
}
