import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** DELETE /api/undangan/{kode}: the code stops working; the list reloads. */
export function useRevokeInvite(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kode: string) => apiRequest<MessageResponse>(`/api/undangan/${encodeURIComponent(kode)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(eventId) }),
  });
}
