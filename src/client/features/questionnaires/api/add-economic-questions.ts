import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JenisSegmen } from '../../../../shared/schemas/economic-impact';
import type { EconomicQuestionsResponse } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/kuesioner/{id}/pertanyaan-ekonomi: the ready-made economic-impact questions for a segment kind, in one go. */
export function useAddEconomicQuestions(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jenis: JenisSegmen) =>
      apiRequest<EconomicQuestionsResponse>(`/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, {
        method: 'POST',
        body: { jenis },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
