import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TeamImportResult, teamImportRequestSchema } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export type TeamImport = z.output<typeof teamImportRequestSchema>;

/**
 * POST /api/events/{id}/tim/impor. The answer holds first passwords and personal links shown only
 * once: it is not kept after the screen lets it go (gcTime 0). The team, the invites (personal
 * ones among them) and the account list read again.
 */
export function useImportTeam(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamImport) => apiRequest<TeamImportResult>(`/api/events/${eventId}/tim/impor`, { method: 'POST', body }),
    gcTime: 0,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.candidates }),
      ]),
  });
}
