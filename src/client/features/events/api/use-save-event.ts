import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventInput, EventMutationResponse } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/events for a new event, PUT /api/events/{id} for an existing one. */
export function useSaveEvent(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) =>
      apiRequest<EventMutationResponse>(eventId === null ? '/api/events' : `/api/events/${eventId}`, {
        method: eventId === null ? 'POST' : 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
