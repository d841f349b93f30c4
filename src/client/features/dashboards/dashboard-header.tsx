import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button-class';
import { LogoutButton } from '../../components/logout-button';
import { PageTitle } from '../../ui/page-title';

/**
 * A dashboard's heading with the welcome under it, and the profile link and logout of the Admin
 * home (docs/screens.md#admin-dashboard): on a home they are one tap away, not only behind the avatar.
 */
export function DashboardHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
      <div className="flex gap-2">
        <Link to="/profile" className={buttonClass('secondary')}>
          Profil Saya
        </Link>
        <LogoutButton />
      </div>
    </div>
  );
}
