import { Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/auth';
import { ArrowLeftIcon, CloseIcon, HomeIcon, MenuIcon } from '../../ui/icons';
import { lazyComponent } from '../../lib/lazy-component';
import { MobileMenu } from './mobile-menu';
import { ROLE_LINKS } from './role-links';

const PendingBadge = lazyComponent(() => import('./pending-badge'), 'PendingBadge');

/** For a start straight at a surveyor's page: the badge then shows with the page, not after it. */
export const preloadPendingBadge = () => PendingBadge.preload();

const ICON_BASE =
  'flex size-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-blue-700';
const ICON_BUTTON = `${ICON_BASE} text-slate-700 hover:bg-slate-100`;

const homeLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${ICON_BASE} bg-blue-50 text-blue-800` : ICON_BUTTON;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`;

/**
 * Whether this is the first page of the visit. The router's own start has the key "default"; a
 * start redirected on (/aplikasi to the dashboard) gets a new key, but the browser router still
 * numbers it 0 in history.state.
 */
function isFirstEntry(key: string): boolean {
  return key === 'default' || (window.history.state as { idx?: number } | null)?.idx === 0;
}

export function TopBar({ user }: { user: User }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const home = dashboardPathFor(user.peran);
  const links = ROLE_LINKS[user.peran];

  // A page opened from a bookmark or the installed app's icon has no in-app history: back then
  // means the user's home, and on the home itself there is nowhere to go back to.
  const firstPage = isFirstEntry(location.key);
  const goBack = () => (firstPage ? navigate(home) : navigate(-1));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-2">
        <button
          type="button"
          onClick={goBack}
          disabled={firstPage && location.pathname === home}
          aria-label="Kembali"
          className={`${ICON_BUTTON} disabled:text-slate-400 disabled:hover:bg-transparent`}
        >
          <ArrowLeftIcon />
        </button>
        {/* NavLink marks the home as the current page (aria-current) while the user is on it. */}
        <NavLink to={home} end aria-label="Beranda" className={homeLinkClass}>
          <HomeIcon />
        </NavLink>
        <span className="ml-1 truncate font-bold text-blue-800">Sport Impact</span>
        <nav aria-label="Navigasi utama" className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Link
          to="/profile"
          aria-label={`Profil Saya (${user.nama})`}
          className="ml-auto flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:ml-2"
        >
          {user.nama.trim().charAt(0)}
        </Link>
        {user.peran === 'Surveyor' && (
          <Suspense fallback={null}>
            <PendingBadge userId={user.id} />
          </Suspense>
        )}
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-label={menuOpen ? 'Tutup menu' : 'Buka menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          className={`${ICON_BUTTON} md:hidden`}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && <MobileMenu id={menuId} links={links} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
