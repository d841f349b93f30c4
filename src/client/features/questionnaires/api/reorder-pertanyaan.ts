import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pertanyaanListSchema } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** PUT /api/kuesioner/{id}/urutan: every question of the questionnaire, in the new order. */
export function useReorderPertanyaan(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest(`/api/kuesioner/${kuesionerId}/urutan`, pertanyaanListSchema, { method: 'PUT', body: { pertanyaan_ids: ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
