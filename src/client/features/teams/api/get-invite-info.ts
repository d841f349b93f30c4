import { useQuery } from '@tanstack/react-query';
import type { InviteInfo } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api-client';
import { retryServerFailureOnce } from '../../../lib/api/event-queries';
import { teamKeys } from './team-keys';

/**
 * GET /api/undangan/{kode}, signed in or not: which event the code enrols on. A refusal (404
 * unknown, 410 spent, 429 too many wrong codes) is not asked again: an unknown code costs the
 * address one of its guesses.
 */
export function useInviteInfo(kode: string) {
  return useQuery({
    queryKey: teamKeys.inviteInfo(kode),
    queryFn: ({ signal }) => apiRequest<InviteInfo>(`/api/undangan/${encodeURIComponent(kode)}`, { signal }),
    retry: retryServerFailureOnce,
  });
}
