import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterEkonomiInput, ParameterEkonomiTersimpan } from '../../../../shared/schemas/economic-impact';
import { apiRequest } from '../../../lib/api-client';
import { economicImpactQueries } from './economic-impact-queries';

/** PUT /api/events/{id}/parameter-ekonomi (Admin); the report is then computed again. */
export function useSaveParameter(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParameterEkonomiInput) =>
      apiRequest<ParameterEkonomiTersimpan>(`/api/events/${eventId}/parameter-ekonomi`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: economicImpactQueries.all(eventId) }),
  });
}
