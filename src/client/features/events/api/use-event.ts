import { useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../shared/schemas/events';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events/{id}; nothing is asked while `id` is null. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Event>(`/api/events/${id}`, { signal }),
    enabled: id !== null,
    // A missing event stays missing: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
