import { queryOptions } from '@tanstack/react-query';
import type { RegisterResponse } from '../../../../shared/schemas/register';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY, retryServerFailureOnce } from '../../../lib/api/event-queries';
import { queryString } from '../register-params';

export const registerQueries = {
  /**
   * GET /api/dampak-ekonomi: under the events key, so a changed event, response or parameter
   * (which invalidates it) is never shown here with its old figures.
   */
  list: (query: Record<string, string>) =>
    queryOptions({
      queryKey: [...EVENTS_KEY, 'register', queryString(query)],
      queryFn: ({ signal }) => apiRequest<RegisterResponse>(`/api/dampak-ekonomi${queryString(query)}`, { signal }),
      retry: retryServerFailureOnce,
    }),
};
