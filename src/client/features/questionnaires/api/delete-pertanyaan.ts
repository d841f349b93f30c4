import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/schemas/auth';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { questionnaireKeys } from './query-keys';

/** DELETE /api/pertanyaan/{id}; its respondent type's list reloads. */
export function useDeletePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Pertanyaan) => apiRequest<MessageResponse>(`/api/pertanyaan/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, { kuesioner_id }) =>
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.pertanyaan(kuesioner_id) }),
  });
}
