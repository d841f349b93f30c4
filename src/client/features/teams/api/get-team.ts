import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { retryServerFailureOnce } from '../../../lib/api/event-queries';
import { teamKeys } from './team-keys';

/** GET /api/events/{id}/tim: `wajib` and the current members with their targets and accepted responses. */
export const teamQuery = (eventId: number) =>
  queryOptions({
    queryKey: teamKeys.team(eventId),
    queryFn: ({ signal }) => apiRequest<Team>(`/api/events/${eventId}/tim`, { signal }),
    retry: retryServerFailureOnce,
  });

export const useTeam = (eventId: number) => useQuery(teamQuery(eventId));
