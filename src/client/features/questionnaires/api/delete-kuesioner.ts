import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY, eventQueries } from '../../../lib/api/event-queries';

/** DELETE /api/kuesioner/{id}, with its questions. */
export function useDeleteKuesioner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kuesionerId: number) =>
      apiRequest<MessageResponse>(`/api/kuesioner/${kuesionerId}`, { method: 'DELETE' }),
    onSuccess: (_answer, kuesionerId) => {
      queryClient.removeQueries({ queryKey: eventQueries.pertanyaan(kuesionerId).queryKey });
      return queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}
