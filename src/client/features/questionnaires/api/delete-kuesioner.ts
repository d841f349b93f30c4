import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

/** DELETE /api/kuesioner/{id}, with its questions. */
export function useDeleteKuesioner(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kuesionerId: number) =>
      apiRequest<MessageResponse>(`/api/kuesioner/${kuesionerId}`, { method: 'DELETE' }),
    onSuccess: (_answer, kuesionerId) => {
      queryClient.removeQueries({ queryKey: questionnaireKeys.pertanyaan(kuesionerId) });
      return queryClient.invalidateQueries({ queryKey: questionnaireKeys.kuesioner(eventId) });
    },
  });
}
