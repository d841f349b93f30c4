import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertanyaanDesigner } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/kuesioner/{id}/pertanyaan-ekonomi: the ready-made economic-impact questions, in one go. */
export function useAddEconomicQuestions(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ ditambahkan: number; pertanyaan: PertanyaanDesigner[] }>(`/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
