import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import type { JoinInviteResponse } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';
import { readToken } from '../../../session/stored-token';

/**
 * Fetches this user's forms for the phone at once (the event's forms are now in its bundle), so
 * they are there even if the signal drops before Input Survei is opened. Loaded only here: the
 * invite page itself does not carry the device database.
 */
async function refreshDeviceForms(): Promise<void> {
  const token = readToken();
  if (!token) return;
  const { refreshForms } = await import('../../../offline/device-forms');
  await refreshForms(token);
}

/**
 * POST /api/undangan/{kode}/gabung. Joining may move the account's work area to the event's
 * regency, so the account is read again (`onAccount` puts it in the session), and the phone's
 * forms are fetched anew. Neither follow-up failing undoes the join.
 */
export function useJoinInvite(kode: string, onAccount: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<JoinInviteResponse>(`/api/undangan/${encodeURIComponent(kode)}/gabung`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      // Not awaited: the person sees the answer at once, not after the forms' download.
      void apiRequest<User>('/api/me').then(onAccount, () => undefined);
      void refreshDeviceForms().catch(() => undefined);
    },
  });
}
