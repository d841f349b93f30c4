import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSession } from '../session/session-context';
import { useWhenIdle } from '../lib/idle';
import { StatusScreen } from '../ui/status-screen';
import { lazyComponent } from '../lib/lazy-component';
import { Providers } from './providers';

const OfflineSync = lazyComponent(() => import('./offline-sync'), 'OfflineSync');

// The loading screen waits at most this long for the first page's code, then the page's own
// "Memuat halaman..." takes over.
const FIRST_PAGE_WAIT_MS = 1000;

// The outbox's sync (and the device database it opens) starts once the first screen is up and
// the browser is idle, or this long after the screen at the latest.
const SYNC_START_WAIT_MS = 3000;

interface AppProps {
  children: ReactNode;
  /**
   * The first page's code, when main.tsx started downloading it. The loading screen stays until it
   * is there, so the page renders at once: a page that suspends shows its fallback, and React then
   * holds the page back until 300 ms after that fallback appeared (see lib/lazy-component.ts).
   */
  firstPage?: Promise<unknown>;
}

/** The whole app around a router: browser history in main.tsx, memory history in tests. */
export function App({ children, firstPage }: AppProps) {
  return (
    <Providers>
      <SessionGate firstPage={firstPage}>{children}</SessionGate>
    </Providers>
  );
}

function useSettled(promise: Promise<unknown> | undefined, maxWaitMs: number): boolean {
  const [settled, setSettled] = useState(promise === undefined);
  useEffect(() => {
    if (!promise) return;
    const done = () => setSettled(true);
    const timer = setTimeout(done, maxWaitMs);
    promise.then(done, done);
    return () => clearTimeout(timer);
  }, [promise, maxWaitMs]);
  return settled;
}

// Product spec: nothing renders until the stored token has been checked.
function SessionGate({ children, firstPage }: AppProps) {
  const { isLoading, user } = useSession();
  const firstPageReady = useSettled(firstPage, FIRST_PAGE_WAIT_MS);
  // The first page is rendered in the background, in slices that leave the phone free to answer
  // a tap between them, while the loading screen stays: rendered at once, a screen full of
  // content held the main thread for hundreds of milliseconds.
  const ready = useDeferredValue(!isLoading && firstPageReady, false);
  const idle = useWhenIdle(ready, SYNC_START_WAIT_MS);
  if (!ready) return <StatusScreen>Memuat Aplikasi...</StatusScreen>;
  const collects = idle && (user?.peran === 'Surveyor' || user?.peran === 'Admin');
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
