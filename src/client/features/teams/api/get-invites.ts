import { useQuery } from '@tanstack/react-query';
import type { Invite } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { retryServerFailureOnce } from '../../../lib/api/event-queries';
import { teamKeys } from './team-keys';

/** GET /api/events/{id}/undangan: every code of the event, newest first, with its uses and status. */
export function useInvites(eventId: number) {
  return useQuery({
    queryKey: teamKeys.invites(eventId),
    queryFn: ({ signal }) => apiRequest<Invite[]>(`/api/events/${eventId}/undangan`, { signal }),
    retry: retryServerFailureOnce,
  });
}
