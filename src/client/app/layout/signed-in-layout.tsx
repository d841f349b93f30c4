import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import { TopBar } from './top-bar';

/** The shared frame of every signed-in page except the dashboards. */
export function SignedInLayout() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <TopBar user={user} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        {/* Inside the frame, so the top bar stays while a page's code loads. */}
        <Suspense fallback={<p className="text-slate-700">Memuat halaman...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
