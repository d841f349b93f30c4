import { Link } from 'react-router-dom';

const ITEM =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-white hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:outline-white';

/** "Kelola Survei" leads to the user's dashboard, or to /login when signed out (docs/screens.md#landing-page). */
export function LandingMenu({ manageTarget }: { manageTarget: string }) {
  return (
    <nav aria-label="Menu">
      <ul className="flex gap-1">
        <li>
          <Link to="/credits" className={ITEM}>
            Credits
          </Link>
        </li>
        <li>
          <Link to={manageTarget} className={ITEM}>
            Kelola Survei
          </Link>
        </li>
      </ul>
    </nav>
  );
}
