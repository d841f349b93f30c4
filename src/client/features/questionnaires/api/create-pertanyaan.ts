import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePertanyaanInput, Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/pertanyaan. */
export function useCreatePertanyaan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pertanyaan: CreatePertanyaanInput) =>
      apiRequest<Pertanyaan>('/api/pertanyaan', { method: 'POST', body: pertanyaan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
