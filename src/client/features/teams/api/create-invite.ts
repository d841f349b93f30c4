import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createInviteRequestSchema, Invite } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export type InviteCreation = z.output<typeof createInviteRequestSchema>;

/** POST /api/events/{id}/undangan: a new code with its link and QR; the list reloads. */
export function useCreateInvite(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCreation) => apiRequest<Invite>(`/api/events/${eventId}/undangan`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(eventId) }),
  });
}
