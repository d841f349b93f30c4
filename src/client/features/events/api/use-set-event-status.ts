import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventMutationResponse, EventStatus } from '../../../../shared/schemas/events';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PATCH /api/events/{id}/status: archive (diarsipkan) or activate (aktif). */
export function useSetEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EventStatus }) =>
      apiRequest<EventMutationResponse>(`/api/events/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
