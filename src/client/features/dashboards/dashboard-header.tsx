import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button-class';
import { LogoutButton } from '../../ui/logout-button';
import { PageTitle } from '../../ui/page-title';

/**
 * The dashboards sit outside the signed-in layout, so their header carries the way to the
 * profile and the logout itself.
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
