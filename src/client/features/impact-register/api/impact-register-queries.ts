import { queryOptions } from '@tanstack/react-query';
import type { ImpactRegisterResponse } from '../../../../shared/schemas/impact-register';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY, retryServerFailureOnce } from '../../../lib/api/event-queries';
import { queryString } from '../impact-register-params';

export const impactRegisterQueries = {
  /**
   * GET /api/dampak-ekonomi: under the events key, so a changed event, response or parameter
   * (which invalidates it) is never shown here with its old figures.
   */
  list: (query: Record<string, string>) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'impact-register', queryString(query)],
      queryFn: ({ signal }) => apiRequest<ImpactRegisterResponse>(`/api/dampak-ekonomi${queryString(query)}`, { signal }),
      retry: retryServerFailureOnce,
    }),
};
