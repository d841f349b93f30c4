import { type ReactNode, Suspense } from 'react';
import { useSession } from '../lib/session/session-context';
import { StatusScreen } from '../ui/status-screen';
import { lazyPage } from './lazy-page';
import { Providers } from './providers';

const OfflineSync = lazyPage(() => import('./offline-sync'), 'OfflineSync');

/** The whole app around a router: browser history in main.tsx, memory history in tests. */
export function App({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <SessionGate>{children}</SessionGate>
    </Providers>
  );
}

// Spec section 1: nothing renders until the stored token has been checked.
function SessionGate({ children }: { children: ReactNode }) {
  const { isLoading, user } = useSession();
  if (isLoading) return <StatusScreen>Memuat Aplikasi...</StatusScreen>;
  const collects = user?.peran === 'Surveyor' || user?.peran === 'Admin';
  return (
    <>
      {collects && (
        <Suspense fallback={null}>
          <OfflineSync />
        </Suspense>
      )}
      {children}
    </>
  );
}
