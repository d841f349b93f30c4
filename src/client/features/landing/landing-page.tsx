import { Link } from 'react-router-dom';
import { dashboardPathFor } from '../../../shared/roles';
import { useSession } from '../../session/session-context';
import { LandingMenu } from './landing-menu';

/** Names no tab of its own: the app's full name in index.html is the landing page's title. */
export function LandingPage() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-blue-800 to-blue-950 text-white">
      <header className="flex items-center justify-between gap-2 px-4 py-3">
        <span className="font-bold">Sport Impact</span>
        <LandingMenu manageTarget={user ? dashboardPathFor(user.peran) : '/login'} />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-6 pb-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Sport Impact Smart Nation</h1>
        <p className="mt-4 max-w-xl text-lg text-blue-100">
          Platform survei untuk mengukur dampak ekonomi dari event olahraga.
        </p>
        <Link
          to="/login"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-white px-8 font-semibold text-blue-900 shadow-lg hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Mulai Survei
        </Link>
      </main>
    </div>
  );
}
