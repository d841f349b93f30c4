import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSession } from '../session/session-context';
import { StatusScreen } from '../ui/status-screen';
import { lazyComponent } from '../lib/lazy-component';
import { Providers } from './providers';

const OfflineSync = lazyComponent(() => import('./offline-sync'), 'OfflineSync');

interface AppProps {
  children: ReactNode;
  /**
   * The first page's code, when start-up.tsx started downloading it. The loading screen stays until
   * it is there, so the page renders at once: a page that suspends shows its fallback, and React
   * then holds the page back until 300 ms after that fallback appeared (see lib/lazy-component.ts).
   */
  firstPage?: Promise<unknown>;
}

/** The whole app around a router: browser history in start-up.tsx, memory history in tests. */
export function App({ children, firstPage }: AppProps) {
  return (
    <Providers>
      <SessionGate firstPage={firstPage}>{children}</SessionGate>
    </Providers>
  );
}

/** True once `promise` has settled, resolved or not (at once without one). */
function useSettled(promise: Promise<unknown> | undefined): boolean {
  const [settled, setSettled] = useState(promise === undefined);
  useEffect(() => {
    const done = () => setSettled(true);
    promise?.then(done, done);
  }, [promise]);
  return settled;
}

// Nothing renders until the stored token has been checked: a page is never drawn signed out and
// then again signed in.
function SessionGate({ children, firstPage }: AppProps) {
  const { isLoading, user } = useSession();
  const firstPageReady = useSettled(firstPage);
  if (isLoading || !firstPageReady) return <StatusScreen>Memuat Aplikasi...</StatusScreen>;
  // The roles that collect keep their outbox draining on every page.
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
