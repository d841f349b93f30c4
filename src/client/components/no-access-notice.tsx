import type { ReactNode } from 'react';
import { dashboardPathFor } from '../../shared/roles';
import { useSession } from '../session/session-context';
import { PageNotice } from '../ui/page-notice';

/**
 * A page this role may not use: its fixed sentence, what the user can do instead when there is
 * more to say, and the way to their dashboard (docs/screens.md#refusals-and-missing-pages).
 */
export function NoAccessNotice({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <PageNotice
      title="Akses Terbatas"
      tone="warning"
      action={{ to: dashboardPathFor(user?.peran), label: 'Kembali ke Dashboard' }}
    >
      <p>Anda tidak memiliki akses ke halaman ini.</p>
      {children && <p className="mt-2 text-sm">{children}</p>}
    </PageNotice>
  );
}
