import { useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '../../../../shared/schemas/stats';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** GET /api/me/stats. Instansi has no figures, so its profile does not ask (spec section 6). */
export function useMyStats(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.stats,
    queryFn: ({ signal }) => apiRequest<StatsResponse>('/api/me/stats', { signal }),
    enabled,
  });
}
