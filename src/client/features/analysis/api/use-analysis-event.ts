import { useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';
import { retryServerFailureOnce } from './use-analysis';

/** GET /api/events/{id}: the report's heading needs the event's name. */
export function useAnalysisEvent(eventId: number) {
  return useQuery({
    queryKey: analysisKeys.event(eventId),
    queryFn: ({ signal }) => apiRequest<Event>(`/api/events/${eventId}`, { signal }),
    retry: retryServerFailureOnce,
  });
}
