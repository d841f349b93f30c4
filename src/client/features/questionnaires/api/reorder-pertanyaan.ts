import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pertanyaan } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PUT /api/kuesioner/{id}/urutan: every question of the questionnaire, in the new order. */
export function useReorderPertanyaan(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<Pertanyaan[]>(`/api/kuesioner/${kuesionerId}/urutan`, { method: 'PUT', body: { pertanyaan_ids: ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
