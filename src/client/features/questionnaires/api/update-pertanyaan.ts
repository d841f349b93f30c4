import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pertanyaan, PertanyaanDefinition } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PUT /api/pertanyaan/{id}: the question's whole definition. */
export function useUpdatePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, definition }: { id: number; definition: PertanyaanDefinition }) =>
      apiRequest<Pertanyaan>(`/api/pertanyaan/${id}`, { method: 'PUT', body: definition }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
