import { useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '../../../shared/schemas/stats';
import { apiRequest } from '../api-client';

/** The signed-in user's figures: one cache entry shared by the profile and the Admin dashboard. */
export const MY_STATS_KEY = ['profile', 'stats'] as const;

/** GET /api/me/stats (docs/api.md#stats). Instansi has no figures, so its screens do not ask. */
export function useMyStats(enabled: boolean) {
  return useQuery({
    queryKey: MY_STATS_KEY,
    queryFn: ({ signal }) => apiRequest<StatsResponse>('/api/me/stats', { signal }),
    enabled,
  });
}
