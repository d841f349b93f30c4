import { createContext, useContext } from 'react';
import type { User } from '../../shared/schemas/auth';

export interface Session {
  user: User | null;
  /** True while the stored token is checked at start. */
  isLoading: boolean;
  signIn(token: string, user: User): void;
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
