import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDeleteResponse } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** DELETE /api/events/{id}: permanent, with every response collected for it. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<EventDeleteResponse>(`/api/events/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
