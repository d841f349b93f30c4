import { queryOptions } from '@tanstack/react-query';
import type { DampakEkonomi, ParameterEkonomiTersimpan } from '../../../../shared/schemas/economic-impact';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY, retryServerFailureOnce } from '../../../lib/api/event-queries';

/**
 * Under the event's key: a change to the event, its questionnaires or its answers invalidates
 * `EVENTS_KEY`, and the report is computed again the next time it is shown.
 */
const economicKey = (eventId: number) => [...EVENTS_KEY, 'detail', eventId, 'ekonomi'] as const;

export const economicImpactQueries = {
  /** Both reads of one event: what a saved parameter change must refresh. */
  all: economicKey,
  /** GET /api/events/{id}/dampak-ekonomi: the report (docs/api.md#economic-impact). */
  dampak: (eventId: number) =>
    queryOptions({
      queryKey: [...economicKey(eventId), 'dampak'],
      queryFn: ({ signal }) => apiRequest<DampakEkonomi>(`/api/events/${eventId}/dampak-ekonomi`, { signal }),
      retry: retryServerFailureOnce,
    }),
  /** GET /api/events/{id}/parameter-ekonomi: the assumptions the Admin set. */
  parameter: (eventId: number) =>
    queryOptions({
      queryKey: [...economicKey(eventId), 'parameter'],
      queryFn: ({ signal }) => apiRequest<ParameterEkonomiTersimpan>(`/api/events/${eventId}/parameter-ekonomi`, { signal }),
      retry: retryServerFailureOnce,
    }),
};
