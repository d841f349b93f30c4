import { useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';

/**
 * Under the "events" prefix that the event screens invalidate after every change, so an edit
 * made there is not shown stale here.
 */
export const instansiEventsKey = ['events', 'list', 'semua'] as const;

/** GET /api/events without a status: active and archived events together. */
export function useInstansiEvents() {
  return useQuery({
    queryKey: instansiEventsKey,
    queryFn: ({ signal }) => apiRequest<Event[]>('/api/events', { signal }),
  });
}
