import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Team, teamRequestSchema } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';
import { teamKeys } from './team-keys';

export type TeamSave = z.output<typeof teamRequestSchema>;

/**
 * PUT /api/events/{id}/tim with the whole team. `build` gets the team as the server holds it
 * just before the save, so people who joined by invite while the Admin was editing are kept
 * (docs/screens.md#event-team); it may refuse (throw) before anything is sent.
 */
export function useSaveTeam(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (build: (current: Team) => TeamSave) => {
      const current = await queryClient.fetchQuery({ ...teamQuery(eventId), staleTime: 0 });
      return apiRequest<Team>(`/api/events/${eventId}/tim`, { method: 'PUT', body: build(current) });
    },
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team(eventId), team);
      // Field progress lists the members with their targets.
      void queryClient.invalidateQueries({ queryKey: [...teamKeys.event(eventId), 'progres'] });
    },
  });
}
