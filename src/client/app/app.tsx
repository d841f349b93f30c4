import type { ReactNode } from 'react';
import { useSession } from '../lib/session/session-context';
import { StatusScreen } from '../ui/status-screen';
import { Providers } from './providers';

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
  const { isLoading } = useSession();
  return isLoading ? <StatusScreen>Memuat Aplikasi...</StatusScreen> : children;
}
