import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EconomicWordingResponse } from '../../../../shared/schemas/questionnaires';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_KEY } from '../../../lib/api/event-queries';

/** POST /api/kuesioner/{id}/pertanyaan-ekonomi/perbarui: the unanswered role questions reworded to the current set. */
export function useUpdateEconomicWording(kuesionerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<EconomicWordingResponse>(`/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi/perbarui`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
