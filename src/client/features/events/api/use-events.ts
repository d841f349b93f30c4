import { useQuery } from '@tanstack/react-query';
import type { Event, EventStatus } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events?status=...: the events of one tab of /kelola-event. */
export function useEvents(status: EventStatus) {
  return useQuery({
    queryKey: eventKeys.list(status),
    queryFn: ({ signal }) => apiRequest<Event[]>(`/api/events?status=${status}`, { signal }),
  });
}
