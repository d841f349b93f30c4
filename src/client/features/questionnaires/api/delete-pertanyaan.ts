import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** DELETE /api/pertanyaan/{id}; every view of the event reloads. */
export function useDeletePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Pertanyaan) => apiRequest<MessageResponse>(`/api/pertanyaan/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
