import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { User } from '../../shared/schemas/auth';
import { checkStoredSession } from './check-stored-session';
import { forgetDeviceSession, reportDeviceSessionFailure, saveDeviceSession } from './device-session';
import { type Session, SessionContext } from './session-context';
import { clearToken, storeToken } from './stored-token';

const SESSION_KEY = ['session'] as const;

/** Holds the signed-in user as a query, so every screen reads one source. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: SESSION_KEY,
    queryFn: checkStoredSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Offline, React Query would pause the check and the app would never open.
    networkMode: 'always',
  });

  const session = useMemo<Session>(
    () => ({
      user: data ?? null,
      isLoading: isPending,
      signIn(token: string, user: User) {
        storeToken(token);
        queryClient.setQueryData(SESSION_KEY, user);
        void saveDeviceSession(token, user).catch(reportDeviceSessionFailure);
      },
      signOut() {
        if (data) void forgetDeviceSession(data.id).catch(reportDeviceSessionFailure);
        clearToken();
        // Whatever the last user loaded must not be shown to the next one.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
        queryClient.setQueryData(SESSION_KEY, null);
      },
    }),
    [data, isPending, queryClient],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
