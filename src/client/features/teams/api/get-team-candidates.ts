import { useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../../../../shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/users: the accounts this Admin manages, among whom it picks the team's members. */
export function useTeamCandidates() {
  return useQuery({
    queryKey: teamKeys.candidates,
    queryFn: ({ signal }) => apiRequest<ManagedUser[]>('/api/users', { signal }),
  });
}
