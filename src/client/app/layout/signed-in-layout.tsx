import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { LoadingState } from '../../ui/loading-state';
import { TopBar } from './top-bar';
import { useScrollToHash } from './use-scroll-to-hash';

/** The shared frame of every signed-in page, the dashboards included. */
export function SignedInLayout() {
  const { user } = useSession();
  useScrollToHash();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <TopBar user={user} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        {/* Inside the frame, so the top bar stays while a page's code loads. */}
        <Suspense fallback={<LoadingState>Memuat halaman...</LoadingState>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
